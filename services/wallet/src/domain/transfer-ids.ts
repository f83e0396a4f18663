/** Ids of the transfers the wallet makes itself: each derives from what caused it, so it can happen only once. */
export const transferIds = {
  void: (transferId: string) => `void:${transferId}`,
  registrationBonus: (userId: string) => `registration-bonus:${userId}`,
  deposit: (requestId: string) => `deposit:${requestId}`,
  withdrawalHold: (requestId: string) => `withdrawal-hold:${requestId}`,
  withdrawalRelease: (requestId: string) => `withdrawal-release:${requestId}`,
  withdrawalPayout: (requestId: string) => `withdrawal-payout:${requestId}`,
  adjustment: (adjustmentId: string) => `adjustment:${adjustmentId}`,
} as const;

const reservedPrefixes = Object.values(transferIds).map((derive) => derive(''));

/** A caller choosing one of these ids could squat or bar a transfer the wallet will need later. */
export const isReservedTransferId = (transferId: string): boolean =>
  reservedPrefixes.some((prefix) => transferId.startsWith(prefix));
