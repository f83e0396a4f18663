import type { ClientMessage, LiveCallError, LiveCallResult, ServerMessage } from '@pkr/contracts';
import { ApiError } from '@/lib/api-client';

/** A bet, cash-out or cancel as the socket takes it. */
export type LiveCall = Extract<ClientMessage, { type: 'place_bet' | 'cashout' | 'cancel_bet' }>;

/** A call sent on the socket, named by the request id its answer carries back. */
export type LiveCallMessage = LiveCall & { requestId: string };

/**
 * The socket closed before the call's answer came: the call may or may not have reached the server. Like a request
 * that never got an answer, it is asked again (a bet and a cash-out under the same idempotency key).
 */
export class LiveCallLost extends Error {
  override readonly name = 'LiveCallLost';
}

/** A refusal on the socket as the app knows refusals: the ApiError the HTTP call of the same name would have thrown. */
export function refusalOf(message: LiveCallError): ApiError {
  const details = { message: message.error, ...(message.code === undefined ? {} : { code: message.code }) };
  return new ApiError(message.status ?? 400, '', `/ws ${message.action ?? ''}`.trim(), JSON.stringify(details), details, message.requestId);
}

interface Waiting {
  resolve: (result: LiveCallResult) => void;
  reject: (error: unknown) => void;
}

const RESULT_TYPES = new Set<ServerMessage['type']>(['bet_result', 'cashout_result', 'cancel_result']);

/** The socket's calls still waiting for their answers, settled as the answers arrive or lost when the socket closes. */
export class LiveCalls {
  private readonly waiting = new Map<string, Waiting>();

  /** The answer to the call with this request id, once it comes. */
  expect(requestId: string): Promise<LiveCallResult> {
    return new Promise((resolve, reject) => this.waiting.set(requestId, { resolve, reject }));
  }

  /** Settles the call a message answers, if it answers one of them. */
  settle(message: ServerMessage): void {
    if (!('requestId' in message) || message.requestId === undefined) return;
    const call = this.waiting.get(message.requestId);
    if (!call) return;
    if (message.type === 'error') {
      this.waiting.delete(message.requestId);
      call.reject(refusalOf(message));
    } else if (RESULT_TYPES.has(message.type)) {
      this.waiting.delete(message.requestId);
      call.resolve(message as LiveCallResult);
    }
  }

  /** The call could not be sent: it will hear no answer. */
  lose(requestId: string): void {
    this.waiting.get(requestId)?.reject(new LiveCallLost('The call could not be sent on the live connection'));
    this.waiting.delete(requestId);
  }

  /** The socket closed: no call still waiting will hear its answer on it. */
  loseAll(): void {
    const lost = [...this.waiting.values()];
    this.waiting.clear();
    for (const call of lost) call.reject(new LiveCallLost('The live connection closed before the answer came'));
  }
}
