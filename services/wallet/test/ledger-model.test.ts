import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { walletCommands } from './model/commands';
import { emptyModel } from './model/wallet-model';
import { newId, startWalletHarness, type WalletHarness } from './support/harness';

let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_model');
});
afterAll(() => harness.stop());

describe('the wallet against a model of it', () => {
  it('answers every step of random money traffic as the model predicts, and the ledger always balances', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(walletCommands, { maxCommands: 30, size: 'max' }), async (commands) => {
        // fresh players per run: the model knows only them, the audit still sees the whole ledger
        const users = [newId(), newId()];
        await fc.asyncModelRun(() => ({ model: emptyModel(users), real: { wallet: harness.wallet, db: harness.db } }), commands);
      }),
      { numRuns: 50 },
    );
  }, 60_000);
});
