import { apiRoutes } from '@pkr/contracts';
import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import { EngineMoneyCalls } from '../src/clients/engine-money-calls';
import { apiRouter } from '../src/http/api';
import type { SessionGuards } from '../src/http/session';

interface Layer {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** 'METHOD /path' of every route a router and the routers below it serve, with their mount paths. */
function mounted(stack: Layer[], prefix: string): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = `${prefix}${layer.route.path}`;
      return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${path}`);
    }
    const below = layer.handle.stack;
    if (!below) return [];
    const mount = layer.rawPath && layer.rawPath !== '/' ? layer.rawPath : '';
    return mounted(below, prefix + mount);
  });
}

const pass: SessionGuards['optional'] = (_req, _res, next) => next();
const guards: SessionGuards = { optional: pass, required: pass, admin: pass, end: pass, ended: () => undefined, opening: (open) => open() };

describe('the routes of /api', () => {
  it('are exactly the contracts table, so every route says who may call it', () => {
    const client = { call: () => Promise.reject(new Error('not called')) };
    const router = apiRouter({ client, engine: new EngineMoneyCalls(client), config: loadGatewayConfig({}), sessions: guards }) as Router & { stack: Layer[] };
    const served = mounted(router.stack, '/api').sort();
    expect(served).toEqual(apiRoutes.map((route) => `${route.method} ${route.path}`).sort());
  });
});
