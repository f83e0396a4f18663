import type { BusClient } from '@pkr/platform';
import type { Request } from 'express';
import type { ClientInfo } from '../clients/auth';
import type { EngineMoneyCalls } from '../clients/engine-money-calls';
import type { GatewayConfig } from '../config';
import type { SessionGuards } from './session';

/** What every route module is built from. */
export interface RouteDeps {
  client: BusClient;
  /** Bets and cash-outs: carried to the engine together when they meet. */
  engine: EngineMoneyCalls;
  config: GatewayConfig;
  sessions: SessionGuards;
}

/** The JSON body, or an empty object when none was sent, so validation names the missing fields. */
export const bodyOf = (req: Request): unknown => req.body ?? {};

/** The caller's address as Express sees it (through trusted proxies), for auth's rate limits. */
export const clientInfo = (req: Request): ClientInfo => ({ ip: (req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64) });
