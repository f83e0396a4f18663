import { expect } from 'vitest';
import { HttpClient, uniqueName } from './http-client';

interface UserBody {
  id: string;
  username: string;
  balance: number;
  isAdmin: boolean;
}

/**
 * The session journey a player makes, asserted from outside: register, the current user, log out, log in
 * again, and a logged-out cookie refused when replayed.
 */
export async function assertSessionJourney(baseUrl: string): Promise<void> {
  const player = new HttpClient(baseUrl);
  const username = uniqueName('player');

  expect((await player.get('/api/user')).status).toBe(401);

  const registered = await player.post<UserBody>('/api/register', { username, password: 'secret-pass', phone: 'p@example.com', dateOfBirth: '1990-01-01' });
  expect(registered.status).toBe(200);
  expect(registered.body).toMatchObject({ username, isAdmin: false });

  const current = await player.get<UserBody>('/api/user');
  expect(current.status).toBe(200);
  expect(current.body.id).toBe(registered.body.id);

  const oldCookie = player.cookieHeader();
  expect((await player.post('/api/logout')).status).toBe(200);
  expect((await player.get('/api/user')).status).toBe(401);

  const replay = new HttpClient(baseUrl);
  replay.setCookieHeader(oldCookie);
  expect((await replay.get('/api/user')).status).toBe(401);

  const again = await player.post<UserBody>('/api/login', { username, password: 'secret-pass' });
  expect(again.status).toBe(200);
  expect((await player.get<UserBody>('/api/user')).body.username).toBe(username);

  const wrong = await new HttpClient(baseUrl).post<{ message: string }>('/api/login', { username, password: 'not-the-password' });
  expect(wrong.status).toBe(401);
  expect(wrong.body.message).toBe('Invalid username or password');
}
