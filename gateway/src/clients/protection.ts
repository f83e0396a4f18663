import {
  type BreakPeriod,
  type ExclusionPeriod,
  type LimitKind,
  type ProtectionLimits,
  type ResponsiblePlay,
  type ResponsiblePlayHistory,
  responsiblePlayHistoryView,
  responsiblePlayView,
} from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';

/** The player's protection as the Responsible Play page reads it: auth's state, amounts in PKR. */
export async function responsiblePlay(client: BusClient, userId: string): Promise<ResponsiblePlay> {
  return responsiblePlayView(await client.call('auth.protection.get', { userId }));
}

export async function setLimits(client: BusClient, userId: string, limits: Partial<ProtectionLimits>): Promise<ResponsiblePlay> {
  return responsiblePlayView(await client.call('auth.protection.limits.set', { userId, limits }));
}

export async function cancelPendingIncrease(client: BusClient, userId: string, kind: LimitKind): Promise<ResponsiblePlay> {
  return responsiblePlayView(await client.call('auth.protection.limits.cancel-increase', { userId, kind }));
}

export async function takeBreak(client: BusClient, userId: string, period: BreakPeriod): Promise<ResponsiblePlay> {
  return responsiblePlayView(await client.call('auth.protection.break', { userId, period }));
}

export async function selfExclude(client: BusClient, userId: string, period: ExclusionPeriod): Promise<ResponsiblePlay> {
  return responsiblePlayView(await client.call('auth.protection.self-exclude', { userId, period, byAdmin: null }));
}

export async function setRealityCheck(client: BusClient, userId: string, minutes: number): Promise<ResponsiblePlay> {
  return responsiblePlayView(await client.call('auth.protection.reality-check', { userId, minutes }));
}

export async function protectionHistory(client: BusClient, userId: string): Promise<ResponsiblePlayHistory> {
  return responsiblePlayHistoryView((await client.call('auth.protection.history', { userId })).changes);
}
