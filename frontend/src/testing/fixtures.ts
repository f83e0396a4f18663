import type { Transaction } from '@pkr/contracts';
import { alice } from './render';

/** Alice's deposit request of 1,000 PKR, waiting for an admin. */
export const pendingDeposit: Transaction = {
  id: '0b6f3c1e-4d2a-4f5b-9c8d-7e6f5a4b3c2d',
  userId: alice.id,
  username: 'alice',
  type: 'deposit',
  amount: 1000,
  method: 'jazzcash',
  phone: 'TX98765',
  accountHolderName: 'Alice Khan',
  status: 'pending',
  createdAt: '2025-03-05T10:00:00.000Z',
  reviewedAt: null,
};

/** A player's running auto-play as `GET /api/autoplay` lists it: 3 rounds of 10 PKR at 2.00x, none played yet. */
export const runningAutoplay = (slot: 1 | 2) => ({
  id: '5a0c1e7e-4d2a-4f5b-9c8d-7e6f5a4b3c2d',
  gameType: 'crash',
  slot,
  amount: 10,
  autoCashout: 2,
  rounds: 3,
  roundsLeft: 3,
  net: 0,
  stopIfBalanceDecreasesBy: 50,
  stopIfBalanceIncreasesBy: null,
  stopIfSingleWinExceeds: null,
});

/** The game a bet panel serves in these tests: Crash, with its cash-out refusal's title. */
export const crashPanelGame = { gameType: 'crash', cashoutRefusal: { title: 'Cash out failed', describe: () => '' } } as const;
