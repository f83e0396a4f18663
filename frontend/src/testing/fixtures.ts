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
