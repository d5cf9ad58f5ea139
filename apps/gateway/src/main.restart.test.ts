import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';

const GATEWAY_DIR = resolve(import.meta.dirname, '..');

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface RunningGateway {
  readonly url: string;
  readonly child: ChildProcess;
  /** What the process wrote, for the failure message. */
  output(): string;
  /** Sends the signal and resolves with how the process ended. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The real gateway as `npm start` runs it: main.ts under tsx, in one process (`node --import
 * tsx`), so that SIGKILL hits the process that holds the database and not a launcher.
 */
async function startGateway(dataDir: string): Promise<RunningGateway> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    MARKET: 'kz',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  delete env['DATABASE_URL'];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: GATEWAY_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The gateway exited while starting:\n${output}`);
    }
    try {
      await fetch(`${url}/address/area`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`The gateway did not answer:\n${output}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  return {
    url,
    child,
    output: () => output,
    stop: (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}

async function call(
  gateway: RunningGateway,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: await response.json() };
}

async function login(gateway: RunningGateway): Promise<string> {
  const answer = await call(gateway, 'POST', '/v1/auth/login?langcode=en', {
    body: { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password },
  });
  expect(answer.status, gateway.output()).toBe(200);
  return answer.body.data.token as string;
}

describe('the gateway process on its embedded database', () => {
  const folders: string[] = [];
  const running: RunningGateway[] = [];
  afterAll(async () => {
    for (const gateway of running)
      if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('loses nothing to a SIGKILL, and exits 0 on SIGTERM', { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gateway-restart-'));
    folders.push(dataDir);

    // First start: the folder is created, migrated and seeded; the demo customer signs in
    // and writes a note through the API.
    const first = await startGateway(dataDir);
    running.push(first);
    const token = await login(first);
    const content = `Written before the crash ${Date.now()}`;
    const created = await call(first, 'POST', '/oci/notes', { token, body: { content } });
    expect(created.status, first.output()).toBe(201);
    expect(await first.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });

    // Second start on the same folder: the note and the account are there, the seed did not
    // run again (still one set of regions), and the old session still works.
    const second = await startGateway(dataDir);
    running.push(second);
    const notes = await call(second, 'GET', '/oci/notes', { token });
    expect(notes.status, second.output()).toBe(200);
    expect(notes.body.data.items).toEqual([
      expect.objectContaining({ id: created.body.data.id, content }),
    ]);
    const provinces = await call(second, 'GET', '/address/area/KZ/province');
    expect(provinces.body.data).toHaveLength(20);
    expect(await login(second)).toEqual(expect.any(String));

    // A graceful stop: in-flight work ends, the database closes, the exit code is 0.
    expect(await second.stop('SIGTERM'), second.output()).toEqual({ code: 0, signal: null });

    // And after a clean stop the data is there too.
    const third = await startGateway(dataDir);
    running.push(third);
    expect((await call(third, 'GET', '/oci/notes', { token })).body.data.items).toHaveLength(1);
    expect(await third.stop('SIGINT')).toEqual({ code: 0, signal: null });
  });
});
