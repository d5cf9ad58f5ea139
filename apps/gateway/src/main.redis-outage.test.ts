import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GatewayProcess } from './testing/gateway-process';
import { startGatewayProcess } from './testing/gateway-process';

// Ports of this suite: a Redis of its own, which it stops and starts (never the machine's), and
// one where nothing listens. Override with REDIS_OUTAGE_TEST_PORT when they are taken.
const REDIS_PORT = Number(process.env['REDIS_OUTAGE_TEST_PORT'] ?? 4712);
const CLOSED_PORT = REDIS_PORT - 1;
const PER_MINUTE = 6;
const UNAVAILABLE = 'Redis unavailable: limits per process';

function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** A private redis-server on REDIS_PORT, stopped with SIGTERM like a real outage. */
async function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await until('redis-server', () => accepts(REDIS_PORT));
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

let clientCounter = 0;
/** A client of its own (named in X-Forwarded-For, which the gateways trust from loopback). */
const newClient = () => {
  clientCounter += 1;
  return `198.51.100.${clientCounter}`;
};

/** One guest call; its status and how long it took. */
async function call(gateway: GatewayProcess, client: string) {
  const started = performance.now();
  const answer = await fetch(`${gateway.url}/address/area`, {
    headers: { 'x-forwarded-for': client },
    signal: AbortSignal.timeout(10_000),
  });
  await answer.arrayBuffer();
  return { status: answer.status, ms: performance.now() - started };
}

/** `count` calls of one client, alternating over the gateways. */
async function calls(gateways: GatewayProcess[], client: string, count: number) {
  const results: { status: number; ms: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    results.push(await call(gateways[i % gateways.length] as GatewayProcess, client));
  }
  return results;
}

const occurrences = (text: string, line: string) => text.split(line).length - 1;

describe('the gateway process when Redis is away', () => {
  const folders: string[] = [];
  const gateways: GatewayProcess[] = [];
  const redisServers: ChildProcess[] = [];
  afterAll(async () => {
    for (const gateway of gateways) gateway.kill('SIGKILL');
    await Promise.all(redisServers.map(stopRedis));
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  async function start(redisPort: number): Promise<GatewayProcess> {
    const dataDir = await mkdtemp(join(tmpdir(), 'gateway-redis-'));
    folders.push(dataDir);
    const gateway = await startGatewayProcess({
      DATA_DIR: dataDir,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      CATALOG_SEED_PRODUCTS: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    });
    gateways.push(gateway);
    return gateway;
  }

  it(
    'starts and answers at once with REDIS_URL at a closed port, limiting per process',
    { timeout: 200_000 },
    async () => {
      expect(await accepts(CLOSED_PORT)).toBe(false);
      const gateway = await start(CLOSED_PORT);
      const results = await calls([gateway], newClient(), PER_MINUTE + 2);
      expect(results.map((r) => r.status)).toEqual([...Array(PER_MINUTE).fill(200), 429, 429]);
      expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(1000);
      // However many reconnections fail, the outage is logged once.
      await new Promise((done) => setTimeout(done, 1500));
      expect(occurrences(gateway.output(), UNAVAILABLE), gateway.output()).toBe(1);
      gateway.kill('SIGTERM');
      expect((await gateway.exited).code).toBe(0);
    },
  );

  it(
    'keeps answering on per-process limits while Redis is down, and shares them again once it is back',
    { timeout: 300_000 },
    async () => {
      const redis = await startRedis();
      redisServers.push(redis);
      const pair = [await start(REDIS_PORT), await start(REDIS_PORT)];

      // Shared: the two replicas together let a client through PER_MINUTE times.
      const shared = await calls(pair, newClient(), PER_MINUTE + 1);
      expect(shared.map((r) => r.status)).toEqual([...Array(PER_MINUTE).fill(200), 429]);

      // Redis goes away while serving: every answer comes quickly, each replica counts alone.
      await stopRedis(redis);
      const client = newClient();
      const first = await calls([pair[0] as GatewayProcess], client, PER_MINUTE + 1);
      const second = await calls([pair[1] as GatewayProcess], client, PER_MINUTE + 1);
      for (const results of [first, second]) {
        expect(results.map((r) => r.status)).toEqual([...Array(PER_MINUTE).fill(200), 429]);
        expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(1000);
      }
      for (const gateway of pair) {
        await until('the outage in the log', () => occurrences(gateway.output(), UNAVAILABLE) > 0);
      }

      // Redis comes back on the same port: the replicas reconnect by themselves.
      redisServers.push(await startRedis());
      for (const gateway of pair) {
        await until('"Redis back" in the log', () => gateway.output().includes('Redis back'));
        expect(occurrences(gateway.output(), UNAVAILABLE), gateway.output()).toBe(1);
        expect(occurrences(gateway.output(), 'Redis back')).toBe(1);
      }
      const again = await calls(pair, newClient(), PER_MINUTE + 1);
      expect(again.map((r) => r.status)).toEqual([...Array(PER_MINUTE).fill(200), 429]);
    },
  );
});
