import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertSessionJourney } from './support/auth-flow';
import { startAllInOne } from './support/stacks';
import { type SharedStack, sharedStack } from './support/shared-stack';

describe('a player session in the distributed topology', () => {
  let stack: SharedStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

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
