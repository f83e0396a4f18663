/** The messages of a money call whose outcome is not known yet: the screen shows the real one once it is. */
export const pendingMessages = {
  bet: 'Your bet is being confirmed',
  cashout: 'Your cash-out is being confirmed',
  cancel: 'Your bet is cancelled and its stake is on its way back to your balance',
  deposit: 'Your deposit request is being confirmed',
  withdraw: 'Your withdrawal request is being confirmed',
  purchase: 'Your purchase is being confirmed',
} as const;
export type PendingCall = keyof typeof pendingMessages;
