import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection, type PermissionViolationError } from '@nats-io/transport-node';
import type { RequestOf } from '@pkr/contracts';
import { replyInboxPrefix } from '@pkr/platform';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NatsUser } from '../../infra/src/nats-permissions';
import { controlNextRound } from './support/game-control';
import type { HttpClient } from './support/http-client';
import { LiveSocket } from './support/live-socket';
import { adminSession, balanceOf, fund, newPlayer } from './support/players';
import { type SharedStack, sharedStack } from './support/shared-stack';

describe("each process's own NATS user on the distributed stack", () => {
  let stack: SharedStack;
  let admin: HttpClient;
  beforeAll(async () => {
    stack = await sharedStack();
    admin = await adminSession(stack.gatewayUrl);
  });

  /** A raw connection as `user`, and the permission violations the server reports to it. */
  async function connectAs(user: NatsUser): Promise<{ connection: NatsConnection; violations: PermissionViolationError[] }> {
    const connection = await connect({ servers: stack.natsUrl, user, pass: stack.natsPasswords[user], inboxPrefix: replyInboxPrefix(user) });
    const violations: PermissionViolationError[] = [];
    void (async () => {
      for await (const status of connection.status()) {
        if (status.type === 'error' && status.error.name === 'PermissionViolationError') violations.push(status.error as PermissionViolationError);
      }
    })();
    return { connection, violations };
  }

  const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

  it('refuses a connection without a user', async () => {
    await expect(connect({ servers: stack.natsUrl, reconnect: false })).rejects.toThrow(/authorization/i);
  });

  it("denies the gateway's user a wallet credit and serving wallet.debit, while it may ask for a balance", async () => {
    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    const { connection, violations } = await connectAs('gateway');
    try {
      const credit: RequestOf<'wallet.credit'> = { transferId: randomUUID(), userId: user.id, amount: 100_000_00, kind: 'payout' };
      await expect(connection.request('wallet.credit', json(credit), { timeout: 2_000 })).rejects.toThrow();
      connection.subscribe('wallet.debit');
      const balance = await connection.request('wallet.balance', json({ userId: user.id }), { timeout: 5_000 });
      expect(balance.json()).toMatchObject({ ok: true, data: { balance: 300 } });
      await expect.poll(() => violations.map(({ operation, subject }) => `${operation} ${subject}`)).toEqual(
        expect.arrayContaining(['publish wallet.credit', 'subscription wallet.debit']),
      );
      expect(await balanceOf(player)).toBe(3);
    } finally {
      await connection.close();
    }
  });

  it("denies the gateway's user the replies sent to the wallet and to the admin service", async () => {
    const { connection, violations } = await connectAs('gateway');
    try {
      for (const subject of ['_INBOX.>', '_INBOX.wallet.>', '_INBOX.admin.>']) connection.subscribe(subject);
      await expect.poll(() => violations.map(({ operation, subject }) => `${operation} ${subject}`).sort()).toEqual(
        ['subscription _INBOX.>', 'subscription _INBOX.admin.>', 'subscription _INBOX.wallet.>'],
      );
    } finally {
      await connection.close();
    }
  });

  it('still lets a player register, be funded, bet, see the live balance and lose through the gateway', async () => {
    const { client: player } = await newPlayer(stack.gatewayUrl);
    await fund(player, admin, 1000);
    expect(await balanceOf(player)).toBe(1003);
    const live = await LiveSocket.open(player);
    const round = await controlNextRound(admin, 'crash', 1.2);
    const isRound = (type: string) => (message: { type: string; gameType?: string; round?: number }) =>
      message.type === type && message.gameType === 'crash' && message.round === round;
    await live.next(isRound('betting_phase'), 90_000);
    const bet = await player.post('/api/bet', { amount: 100, gameType: 'crash' });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    await live.next((message) => message.type === 'balance_update' && message.balance === 903, 10_000);
    expect((await live.next(isRound('game_crash'), 30_000)).crashPoint).toBe(1.2);
    expect(await balanceOf(player)).toBe(903);
    live.close();
  });
});
