import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import type { GatewayProcess, PrivatePostgres, ScratchDatabase } from './testing/gateway-process';
import {
  createPrivatePostgres,
  createScratchDatabase,
  startGatewayProcess,
} from './testing/gateway-process';

/**
 * The gateway process against the faults of what surrounds it (issue 12 §3): replicas that
 * start together on an empty database, a PostgreSQL restart under traffic, a SIGTERM under
 * keep-alive load. Each test stops what it started, also when it fails.
 */

const ADMIN_URL = process.env['TEST_DATABASE_URL'];

interface Answer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: unknown;
  readonly startedAt: number;
}
interface Failure {
  readonly error: string;
  readonly startedAt: number;
}

async function timedCall(url: string, init?: RequestInit): Promise<Answer | Failure> {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text: the assertion shows what came instead of the envelope
    }
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
      startedAt,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? String(error), startedAt };
  }
}

const isAnswer = (result: Answer | Failure): result is Answer => 'status' in result;

/** The envelope's 503: status, catalogue code and Retry-After. */
function expectServiceUnavailable(answer: Answer): void {
  expect(answer.retryAfter, JSON.stringify(answer)).toBe('5');
  expect(answer.body).toEqual({
    status: 503,
    message: expect.any(String),
    data: expect.objectContaining({ code: 'service_unavailable' }),
  });
}

/** Calls `path` from `clients` loops until `stop()`; every result is kept. */
function load(url: string, path: string, clients: number, init?: () => RequestInit) {
  const results: Array<Answer | Failure> = [];
  let running = true;
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      const result = await timedCall(`${url}${path}`, init?.());
      results.push(result);
      // A refused connection: nothing listens any more, do not spin.
      if (!isAnswer(result)) await new Promise((done) => setTimeout(done, 20));
    }
  });
  return {
    results,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe.runIf(ADMIN_URL)('replicas started together on an empty PostgreSQL database', () => {
  const gateways: GatewayProcess[] = [];
  let database: ScratchDatabase | undefined;
  afterAll(async () => {
    for (const gateway of gateways) gateway.kill('SIGKILL');
    await Promise.all(gateways.map((gateway) => gateway.exited));
    await database?.drop();
  });

  it('all migrate once, start and serve', { timeout: 300_000 }, async () => {
    database = await createScratchDatabase(ADMIN_URL ?? '', 'gateway_replicas');
    const url = database.url;

    const starts = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        startGatewayProcess({
          DATABASE_URL: url,
          CATALOG_SEED_PRODUCTS: '20',
          SEED_DEMO: 'false',
        }),
      ),
    );
    for (const start of starts) if (start.status === 'fulfilled') gateways.push(start.value);
    const failures = starts.flatMap((start) =>
      start.status === 'rejected' ? [String((start.reason as Error).message)] : [],
    );
    expect(failures).toEqual([]);

    const provinceCounts: number[] = [];
    for (const gateway of gateways) {
      const ready = await timedCall(`${gateway.url}/health/ready`);
      expect(ready, gateway.output()).toMatchObject({ status: 200 });
      const provinces = await timedCall(`${gateway.url}/address/area/ID/province`);
      expect(provinces, gateway.output()).toMatchObject({ status: 200 });
      provinceCounts.push(((provinces as Answer).body as { data: unknown[] }).data.length);
    }
    // Seeded once (not four times, not half): every replica reads the same regions.
    expect(new Set(provinceCounts).size).toBe(1);
    expect(provinceCounts[0]).toBeGreaterThan(30);
  });
});

describe('a gateway on its own PostgreSQL server while that server restarts', () => {
  let server: PrivatePostgres | undefined;
  let gateway: GatewayProcess | undefined;
  afterAll(async () => {
    gateway?.kill('SIGKILL');
    await gateway?.exited;
    await server?.destroy();
  });

  it(
    'answers 503 with Retry-After (never 500) while it is down, and 200 again after',
    { timeout: 300_000 },
    async () => {
      server = await createPrivatePostgres();
      await server.start();
      gateway = await startGatewayProcess({
        DATABASE_URL: server.url,
        CATALOG_SEED_PRODUCTS: '20',
        SEED_DEMO: 'false',
        RATE_LIMIT_PER_MINUTE: '100000',
      });
      const path = '/address/area/ID/province?langcode=en';
      const traffic = load(gateway.url, path, 4);
      await new Promise((done) => setTimeout(done, 1_000));

      await server.stop();
      await new Promise((done) => setTimeout(done, 1_500));
      const downReady = await timedCall(`${gateway.url}/health/ready`);
      const downLive = await timedCall(`${gateway.url}/health/live`);
      await server.start();

      // Back: the first answers after the start may still be 503 while the pool reconnects.
      const deadline = Date.now() + 30_000;
      let back: Answer | Failure | undefined;
      while (Date.now() < deadline) {
        back = await timedCall(`${gateway.url}${path}`);
        if (isAnswer(back) && back.status === 200) break;
        await new Promise((done) => setTimeout(done, 100));
      }
      await new Promise((done) => setTimeout(done, 500));
      await traffic.stop();

      expect(back, gateway.output()).toMatchObject({ status: 200 });
      const answers = traffic.results.filter(isAnswer);
      expect(traffic.results.filter((result) => !isAnswer(result))).toEqual([]);
      const statuses = new Set(answers.map((answer) => answer.status));
      expect([...statuses].sort(), gateway.output()).toEqual([200, 503]);
      for (const answer of answers.filter((one) => one.status === 503)) {
        expectServiceUnavailable(answer);
        expect((answer.body as { message: string }).message).toBe(
          'The service is briefly unavailable. Please try again in a few seconds',
        );
      }
      // The last calls of every loop were served again.
      expect(answers.slice(-4).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

      expect(downLive).toMatchObject({ status: 200 });
      expect(downReady).toMatchObject({ status: 503 });
      expectServiceUnavailable(downReady as Answer);
      expect(await timedCall(`${gateway.url}/health/ready`)).toMatchObject({ status: 200 });
    },
  );
});

describe('SIGTERM under keep-alive load', () => {
  let gateway: GatewayProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    gateway?.kill('SIGKILL');
    await gateway?.exited;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'gives only envelope answers, finishes the requests in flight and exits 0',
    { timeout: 300_000 },
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'gateway-sigterm-'));
      gateway = await startGatewayProcess({
        DATA_DIR: dataDir,
        CATALOG_SEED_PRODUCTS: '20',
        SEED_DEMO: 'true',
        RATE_LIMIT_PER_MINUTE: '100000',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      });
      const reads = load(gateway.url, '/address/area/ID/province?langcode=en', 6);
      // Sign-ins hash a password (tens of milliseconds): some are always running.
      const signIns = load(gateway.url, '/v1/auth/login?langcode=en', 2, () => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: DEMO_ACCOUNTS.customer.email,
          password: DEMO_ACCOUNTS.customer.password,
        }),
      }));
      await new Promise((done) => setTimeout(done, 2_000));

      const signalAt = Date.now();
      gateway.kill('SIGTERM');
      const exit = await gateway.exited;
      await new Promise((done) => setTimeout(done, 300));
      await Promise.all([reads.stop(), signIns.stop()]);

      expect(exit, gateway.output()).toEqual({ code: 0, signal: null });
      const all = [...reads.results, ...signIns.results];
      const answers = all.filter(isAnswer);
      expect(answers.length).toBeGreaterThan(20);
      for (const answer of answers) {
        if (answer.status === 503) {
          expectServiceUnavailable(answer);
        } else {
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          expect(answer.body).toMatchObject({ status: 200, message: 'OK' });
        }
      }
      // Every request sent well before the signal got its answer: nothing in flight was dropped.
      const dropped = all.filter(
        (result) => !isAnswer(result) && result.startedAt < signalAt - 200,
      );
      expect(dropped).toEqual([]);
      // After the signal, calls are answered 503 or refused once nothing listens: never a 500.
      const afterSignal = all.filter((result) => result.startedAt >= signalAt);
      for (const result of afterSignal) {
        if (!isAnswer(result)) {
          expect(['ECONNREFUSED', 'UND_ERR_SOCKET', 'ECONNRESET']).toContain(result.error);
        }
      }
    },
  );
});
