export type CallKind = 'bet' | 'cashout' | 'withdraw' | 'purchase';

/** One money call as the player lived it: the answer first received, and the one its key resolved to. */
export interface MoneyCall {
  kind: CallKind;
  path: string;
  body: Record<string, unknown>;
  key: string;
  first: { status: number; body: Record<string, unknown> };
  final: { status: number; body: Record<string, unknown> };
}
