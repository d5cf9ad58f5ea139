import type { ChildProcess } from 'node:child_process';
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * Process-level test helpers: the real gateway as `npm start` runs it, and a private PostgreSQL
 * server a test may stop and start (never the machine's shared one).
 */

const GATEWAY_DIR = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface GatewayProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** What the process wrote so far, for failure messages. */
  output(): string;
  /** Resolves with how the process ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * Starts src/main.ts in one process (`node --import tsx`, so a signal reaches the process that
 * holds the database) and resolves once `/health/live` answers; rejects with the process's
 * output when it exits first or does not answer within `timeoutMs`.
 */
export async function startGatewayProcess(
  env: Record<string, string>,
  timeoutMs = 150_000,
): Promise<GatewayProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    MARKET: 'id',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    STOREFRONT_DIR: '',
    BACKOFFICE_DIR: '',
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    ...env,
  };
  if (!('DATABASE_URL' in env)) delete childEnv['DATABASE_URL'];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: GATEWAY_DIR,
    env: childEnv,
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
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The gateway exited while starting (code ${child.exitCode}):\n${output}`);
    }
    try {
      const answer = await fetch(`${url}/health/live`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The gateway did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

export interface PrivatePostgres {
  readonly port: number;
  readonly url: string;
  start(): Promise<void>;
  /** A fast shutdown, as a restart or a failover does: sessions are ended (57P01). */
  stop(): Promise<void>;
  /** Stops the server if it runs and deletes its folder. */
  destroy(): Promise<void>;
}

const POSTGRES_BIN = process.env['POSTGRES_BIN'] ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
async function asPostgresUser(tool: string, args: string[]): Promise<void> {
  const binary = join(POSTGRES_BIN, tool);
  if (process.getuid?.() === 0) {
    await run('runuser', ['-u', 'postgres', '--', binary, ...args], { timeout: 60_000 });
  } else {
    await run(binary, args, { timeout: 60_000 });
  }
}

/** A PostgreSQL server of this test alone: initdb in a temporary folder, trust auth, 127.0.0.1. */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const folder = await mkdtemp(join(tmpdir(), 'gateway-private-pg-'));
  // The postgres user must reach the folder that mkdtemp made for root alone.
  await chmod(folder, 0o777);
  const dataDir = join(folder, 'data');
  const port = await freePort();
  await asPostgresUser('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder} -c fsync=off`;
  let running = false;
  const server: PrivatePostgres = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await asPostgresUser('pg_ctl', [
        '-D',
        dataDir,
        '-o',
        options,
        '-w',
        '-l',
        join(folder, 'log'),
        'start',
      ]);
      running = true;
    },
    async stop() {
      await asPostgresUser('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async destroy() {
      try {
        if (running)
          await asPostgresUser('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
  return server;
}

/** An empty database of its own on the shared test server, for gateway processes to start on. */
export interface ScratchDatabase {
  /** The database's connection string (DATABASE_URL of the processes). */
  readonly url: string;
  /** Drops it, forcing out any connection a killed process left. */
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates `<prefix>_<random>` on the server of `adminUrl` (TEST_DATABASE_URL). */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
