import { AppError, type AuthUser, type LoginReply, type RegisterRequest, type ResolvedSession, type SessionReply } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';

export interface Credentials {
  username: string;
  password: string;
}

/** Where a login or registration came from; auth rate limits by it. */
export interface ClientInfo {
  ip: string;
}

export function register(client: BusClient, form: RegisterRequest, info: ClientInfo): Promise<SessionReply> {
  return client.call('auth.register', { ...form, client: info });
}

/** `deviceToken` is the device cookie of an earlier login, if the browser sent one. */
export function login(client: BusClient, credentials: Credentials, info: ClientInfo, deviceToken: string | undefined): Promise<LoginReply> {
  return client.call('auth.login', { ...credentials, client: info, ...(deviceToken !== undefined && { deviceToken }) });
}

export async function logout(client: BusClient, sessionId: string): Promise<void> {
  await client.call('auth.logout', { sessionId });
}

/** The session a cookie's token stands for, or null when auth refuses it (expired, revoked, forged). */
export async function resolveSession(client: BusClient, token: string): Promise<ResolvedSession | null> {
  try {
    return await client.call('auth.session.resolve', { token });
  } catch (error) {
    if (error instanceof AppError && error.status === 401) return null;
    throw error;
  }
}

/** The sessions a gateway keeps, asked about again: each as stored now, or null when it is no longer live. */
export async function checkSessions(client: BusClient, held: ResolvedSession[]): Promise<Array<ResolvedSession | null>> {
  const { sessions } = await client.call('auth.sessions.check', { sessions: held.map(({ sessionId, userId }) => ({ sessionId, userId })) });
  return sessions;
}

export function getUser(client: BusClient, userId: string): Promise<AuthUser> {
  return client.call('auth.user.get', { userId });
}

/** Stores the date of birth of an account that has none; auth refuses a player under 18 and a change. */
export function giveDateOfBirth(client: BusClient, userId: string, dateOfBirth: string): Promise<AuthUser> {
  return client.call('auth.user.date-of-birth', { userId, dateOfBirth });
}
