import { CONTRACT_BY_ID } from '@storefront/contract';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient, redisReadyWithin } from '../db/redis-client';
import { bindEndpoint } from '../http/bind-endpoint';
import { AppError } from '../http/app-error';
import { createCustomer, customerAuth } from '../testing/fixtures';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';

const modules = async (app: Parameters<typeof bindEndpoint>[0]) => {
  bindEndpoint(app, CONTRACT_BY_ID.listNotes, async () => {
    throw new AppError('order_not_found');
  });
  app.get('/probe', { config: { rateLimit: false } }, async () => ({ ok: true }));
};

describe('rate limits per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '3' }, deps: { modules } });
  });
  afterAll(() => t.close());

  it('counts a signed-in account across addresses, and each account on its own', async () => {
    const first = await customerAuth(t, await createCustomer(t));
    const second = await customerAuth(t, await createCustomer(t));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await t.call({
        method: 'GET',
        url: '/oci/notes',
        headers: first,
        remoteAddress: `10.0.0.${i + 1}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    const other = await t.call({
      method: 'GET',
      url: '/oci/notes',
      headers: second,
      remoteAddress: '10.0.0.1',
    });
    expect(other.status).toBe(404);
  });

  it('counts guests per address, refused calls included', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await t.call({ method: 'GET', url: '/oci/notes', remoteAddress: '10.1.1.1' })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('says when to come back, and never counts a route that opts out', async () => {
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await t.call({ method: 'GET', url: '/oci/notes', remoteAddress: '10.1.1.2' });
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.response.headers['x-ratelimit-limit']).toBe('3');
    for (let i = 0; i < 5; i += 1) {
      const probe = await t.call({ method: 'GET', url: '/probe', remoteAddress: '10.1.1.2' });
      expect(probe.status).toBe(200);
    }
  });
});

// Two replicas on one Redis share their counters (REDIS_URL). Runs when TEST_REDIS_URL is set;
// .ci/run sets it to the machine's Redis.
describe.runIf(process.env['TEST_REDIS_URL'])('rate limits shared through Redis', () => {
  let replicas: TestApp[] = [];
  let redis: Redis[] = [];
  beforeAll(async () => {
    const url = process.env['TEST_REDIS_URL'] as string;
    // The gateway's own client options (decision 220), with room for a loaded test machine.
    redis = [createRedisClient(url, 1000), createRedisClient(url, 1000)];
    await Promise.all(redis.map((client) => redisReadyWithin(client, 5000)));
    replicas = await Promise.all(
      redis.map((client) =>
        createTestApp('pglite', {
          env: { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: url },
          deps: { modules, redis: client },
        }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    redis.forEach((client) => client.disconnect());
  });

  it('cuts a guest off when the replicas together reach the limit', async () => {
    const address = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.7`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const replica = replicas[i % 2] as TestApp;
      statuses.push(
        (await replica.call({ method: 'GET', url: '/oci/notes', remoteAddress: address })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
