import { randomUUID } from 'node:crypto';
import { HttpClient, uniqueName } from '../../e2e/support/http-client';
import { MoneyPlayer } from './money-player';

/** Polls `check` until it holds; usable in hooks, where expect.poll is not. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Registers a player and funds them by a deposit the admin approves; resolves once the balance shows it. */
export async function fundedPlayer(baseUrl: string, admin: HttpClient, depositPkr: number): Promise<MoneyPlayer> {
  const client = new HttpClient(baseUrl);
  const username = uniqueName('f');
  const registered = await client.post('/api/register', { username, password: 'player-pass', phone: 'p@example.com', dateOfBirth: '1990-01-01' });
  if (registered.status >= 300) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  const deposit = await client.post<{ id: string }>('/api/deposit', { amount: depositPkr, method: 'easypaisa', accountHolderName: 'Ayesha Khan', phone: `TX-${randomUUID()}` });
  if (deposit.status >= 300) throw new Error(`deposit: ${JSON.stringify(deposit.body)}`);
  const review = await admin.post(`/api/admin/transactions/${deposit.body.id}`, { action: 'approve' });
  if (review.status !== 200) throw new Error(`review: ${JSON.stringify(review.body)}`);
  // The 3-coin registration bonus arrives through the outbox, so the balance settles at deposit + 3.
  const startPaisa = (depositPkr + 3) * 100;
  const player = new MoneyPlayer(client, username, startPaisa);
  await until(async () => (await player.balancePaisa()) === startPaisa, `${username} is funded`);
  return player;
}
