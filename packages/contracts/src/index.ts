// No module here acts on import (package.json: "sideEffects": false), so a bundle keeps only the files it uses; the
// rules and names a screen needs without validating (limits, catalogue, headers) sit apart from the zod schemas.

export * from './errors';
export * from './money';
export * from './multiplier';
export * from './form-limits';
export * from './forms/account';
export * from './forms/bets';
export * from './forms/autoplay';
export * from './forms/game-control';
export * from './forms/money-requests';
export * from './idempotency';
export * from './idempotency-header';
export * from './pending-messages';
export * from './subjects';
export * from './schemas/auth';
export * from './schemas/wallet';
export * from './schemas/game';
export * from './schemas/events';
export * from './schemas/live';
export * from './schemas/round-table';
export * from './schemas/autoplay';
export * from './schemas/presence';
export * from './schemas/health';
export * from './schemas/leaderboard';
export * from './avatar-catalogue';
export * from './schemas/avatar';
export * from './schemas/public-avatar';
export * from './schemas/admin';
export * from './admin-routes';
export * from './api-routes';
export * from './schemas/balance';
export * from './protection-rules';
export * from './schemas/protection';
export * from './forms/responsible-play';
export * from './schemas/responsible-play';
