import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Topology } from '../../infra/src/topology';
import { assertSessionJourney } from './support/auth-flow';
import { startAllInOne, startDistributed } from './support/stacks';

describe('a player session in the distributed topology', () => {
  let stack: Topology;
  beforeAll(async () => {
    stack = await startDistributed(inject('pgAdminUrl'), 'session');
  });
  afterAll(async () => stack?.stop());

  it('registers, reads the user, logs out, and the old cookie is refused', async () => {
    await assertSessionJourney(stack.gatewayUrl);
  });
});

describe('a player session in the all-in-one run', () => {
  let stack: { url: string; stop(): Promise<void> };
  beforeAll(async () => {
    stack = await startAllInOne();
  });
  afterAll(async () => stack?.stop());

  it('registers, reads the user, logs out, and the old cookie is refused', async () => {
    await assertSessionJourney(stack.url);
  });
});
