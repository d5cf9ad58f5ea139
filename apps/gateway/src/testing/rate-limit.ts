import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';
import type { TestDatabaseKind } from './test-database';

/** The general limit of the rate-limit suites: a test reaches it in a few calls. */
export const TEST_RATE_LIMIT = 2;

/** createTestApp's environment for a gateway that lets TEST_RATE_LIMIT calls a minute through. */
export const RATE_LIMITED_ENV = { RATE_LIMIT_PER_MINUTE: String(TEST_RATE_LIMIT) };

/**
 * Calls the gateway once more than TEST_RATE_LIMIT lets through (`request(index)` is each call)
 * and answers every call's status and the last reply, the one the limiter must refuse.
 */
export async function callPastTheLimit(
  t: TestApp,
  request: (index: number) => InjectOptions,
): Promise<{ statuses: number[]; last: unknown }> {
  const statuses: number[] = [];
  let last: unknown;
  for (let index = 0; index <= TEST_RATE_LIMIT; index += 1) {
    const answer = await t.call(request(index));
    statuses.push(answer.status);
    last = answer.body;
  }
  return { statuses, last };
}

/**
 * The gateway of a rate-limit suite: started with RATE_LIMITED_ENV before the suite's tests and
 * closed after them. Each test takes it with the returned function (`const t = app()`).
 */
export function rateLimitedApp(kind: TestDatabaseKind): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: RATE_LIMITED_ENV });
  });
  afterAll(() => t?.close());
  return () => {
    if (!t) throw new Error('rateLimitedApp: the app starts in the suite’s beforeAll');
    return t;
  };
}
