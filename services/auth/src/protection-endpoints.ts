import type { EndpointTable } from '@pkr/platform';
import { cancelIncrease, selfExclude, setLimits, setRealityCheck, takeBreak } from './domain/protection-rules';
import { changeProtection, type ProtectionDeps, protectionHistory, protectionOf, protectionsOf } from './protection';

/** The subjects of player protection: each change is one rule applied under the player's lock. */
export function protectionEndpoints(deps: ProtectionDeps): EndpointTable {
  return {
    'auth.protection.get': ({ userId }) => protectionOf(deps, userId),
    'auth.protection.many': async ({ userIds }) => ({ states: await protectionsOf(deps, userIds) }),
    'auth.protection.history': ({ userId }) => protectionHistory(deps, userId),
    'auth.protection.limits.set': ({ userId, limits }) => changeProtection(deps, userId, (settings, now) => setLimits(settings, limits, now)),
    'auth.protection.limits.cancel-increase': ({ userId, kind }) => changeProtection(deps, userId, (settings, now) => cancelIncrease(settings, kind, now)),
    'auth.protection.break': ({ userId, period }) => changeProtection(deps, userId, (settings, now) => takeBreak(settings, period, now)),
    'auth.protection.self-exclude': ({ userId, period, byAdmin }) =>
      changeProtection(deps, userId, (settings, now) => selfExclude(settings, period, now), { by: byAdmin, endSessions: true }),
    'auth.protection.reality-check': ({ userId, minutes }) => changeProtection(deps, userId, (settings, now) => setRealityCheck(settings, minutes, now)),
  };
}
