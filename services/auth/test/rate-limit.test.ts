import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../src/rate-limiter';
import { type AuthUnderTest, freshClient, startAuthUnderTest } from './auth-under-test';

let auth: AuthUnderTest;

beforeAll(async () => {
  auth = await startAuthUnderTest({
    label: 'auth_rate_limit',
    env: { RATE_LIMIT_REGISTRATIONS_PER_IP: '3', RATE_LIMIT_FAILED_LOGINS_PER_IP: '6', RATE_LIMIT_FAILED_LOGINS_PER_USERNAME: '3' },
  });
});
afterAll(async () => {
  await auth?.stop();
});

const tooMany = {
  code: 'RATE_LIMITED',
  status: 429,
  message: 'Too many attempts. Please wait a few minutes and try again.',
};
const register = (username: string, client = freshClient()) =>
  auth.client.call('auth.register', { username, password: 'secret123', phone: '', dateOfBirth: '1990-01-01', client });
const login = (username: string, password: string, client = freshClient()) =>
  auth.client.call('auth.login', { username, password, client });

describe('rate limits', () => {
  it('lets the players behind one carrier address log in as often as they like', async () => {
    const carrier = freshClient();
    await register('nat_player', carrier);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await expect(login('nat_player', 'secret123', carrier)).resolves.toMatchObject({ user: { username: 'nat_player' } });
    }
  });

  it('stops a burst of sign-ups from one address while other addresses carry on', async () => {
    const script = freshClient();
    for (const name of ['burst_1', 'burst_2', 'burst_3']) await register(name, script);
    await expect(register('burst_4', script)).rejects.toMatchObject(tooMany);
    await expect(register('burst_5')).resolves.toMatchObject({ user: { username: 'burst_5' } });
  });

  it('stops guessing from one address across many usernames, and only there', async () => {
    const guesser = freshClient();
    for (let user = 0; user < 6; user += 1) {
      await expect(login(`spray_${user}`, 'guess-123', guesser)).rejects.toMatchObject({ status: 401 });
    }
    await expect(login('spray_6', 'guess-123', guesser)).rejects.toMatchObject(tooMany);
    await expect(auth.client.call('auth.admin-login', { username: 'x_admin', password: 'secret123', client: guesser })).rejects.toMatchObject(tooMany);
    await expect(login('spray_6', 'guess-123')).rejects.toMatchObject({ status: 401 });
  });

  it('stops a password-guessing run spread over many addresses, even when the last guess is right', async () => {
    await register('victim');
    for (const guess of ['password1', 'qwerty12', 'letmein1']) {
      await expect(login('victim', guess)).rejects.toMatchObject({ status: 401, message: 'Invalid username or password' });
    }
    await expect(login('victim', 'secret123')).rejects.toMatchObject(tooMany);
    await expect(login('VICTIM', 'secret123')).rejects.toMatchObject(tooMany);
    await expect(login('bystander_not_registered', 'secret123')).rejects.toMatchObject({ status: 401 });
  });

  it('limits guesses at a username that does not exist exactly as at one that does', async () => {
    for (let guess = 0; guess < 3; guess += 1) {
      await expect(login('ghost_user', `guess-${guess}00`)).rejects.toMatchObject({ status: 401 });
    }
    await expect(login('ghost_user', 'guess-300')).rejects.toMatchObject(tooMany);
  });

  it('forgives earlier typos once the player logs in with the right password', async () => {
    await register('typo_prone');
    for (let round = 0; round < 2; round += 1) {
      await expect(login('typo_prone', 'typo-one')).rejects.toMatchObject({ status: 401 });
      await expect(login('typo_prone', 'typo-two')).rejects.toMatchObject({ status: 401 });
      await expect(login('typo_prone', 'secret123')).resolves.toMatchObject({ user: { username: 'typo_prone' } });
    }
  });

  it('holds the username limit against a burst of concurrent guesses at both doors', async () => {
    await register('raced');
    const burst = Array.from({ length: 30 }, (_, guess) =>
      guess % 2 === 0
        ? login('raced', `burst-guess-${guess}`)
        : auth.client.call('auth.admin-login', { username: 'raced', password: `burst-guess-${guess}`, client: freshClient() }),
    );
    const answers = (await Promise.allSettled(burst)).map((answer) => (answer.status === 'rejected' ? (answer.reason as Error).message : 'admitted'));
    const refusedAsWrong = answers.filter((message) => message === 'Invalid username or password' || message === 'Invalid admin credentials');
    expect(refusedAsWrong).toHaveLength(3);
    expect(answers.filter((message) => message === tooMany.message)).toHaveLength(27);
  });

  it('holds the address limit against a burst of concurrent guesses at many usernames', async () => {
    const guesser = freshClient();
    const burst = Array.from({ length: 30 }, (_, user) => login(`burst_spray_${user}`, 'guess-123', guesser));
    const answers = (await Promise.allSettled(burst)).map((answer) => (answer.status === 'rejected' ? (answer.reason as Error).message : 'admitted'));
    expect(answers.filter((message) => message === 'Invalid username or password')).toHaveLength(6);
    expect(answers.filter((message) => message === tooMany.message)).toHaveLength(24);
  });

  it('refuses the guess after a burst that straddles a window boundary, as it would inside one window', async () => {
    let now = Date.parse('2025-01-01T00:14:59.998Z');
    const limits = { windowSeconds: 900, failedLoginsPerUsername: 3, failedLoginsPerDevice: 3, failedLoginsPerIp: 6, registrationsPerIp: 3 };
    const limiter = new RateLimiter(auth.db, limits, () => new Date(now));
    for (let guess = 0; guess < 3; guess += 1) await limiter.reserveLogin('straddler', '203.0.113.9');
    now = Date.parse('2025-01-01T00:15:00.001Z');
    await expect(limiter.reserveLogin('straddler', '203.0.113.10')).rejects.toMatchObject(tooMany);
  });

  it('throws away counters too old to matter, so the table does not grow forever', async () => {
    await auth.db.query(
      "INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES ('ip:192.0.2.1', now() - interval '1 day', 40)",
    );
    await auth.restart();
    await login('nobody', 'secret123').catch(() => undefined);
    const old = await auth.db.query("SELECT 1 FROM rate_limit_counters WHERE window_start < now() - interval '1 hour'");
    expect(old.rowCount).toBe(0);
  });
});
