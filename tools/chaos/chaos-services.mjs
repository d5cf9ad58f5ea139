// What the fault suite starts and breaks: its own PostgreSQL cluster and Redis server (never the
// shared ones on 5432 and 6379), the bundled gateway as replicas that can be killed with SIGKILL
// and started again, and the round-robin proxy in front of them.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startGateway, UNLIMITED_PER_MINUTE } from '../bench/bench-gateway.mjs';

const PG_BIN = process.env.CHAOS_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Whether a gateway takes traffic: `GET /health/ready` when the gateway has it; before that
 * route existed, a public call that reads the database (`GET /oci/cms/seo`). Answers the probe
 * used, so the output can say which one decided.
 */
export async function probeReady(base, timeoutMs = 2000) {
  try {
    const ready = await fetch(`${base}/health/ready`, { signal: AbortSignal.timeout(timeoutMs) });
    await ready.body?.cancel();
    if (ready.status !== 404) return { ready: ready.ok, probe: '/health/ready' };
    const seo = await fetch(`${base}/oci/cms/seo`, { signal: AbortSignal.timeout(timeoutMs) });
    await seo.body?.cancel();
    return { ready: seo.ok, probe: '/oci/cms/seo' };
  } catch {
    return { ready: false, probe: 'none' };
  }
}

async function waitUntil(check, limitMs, what) {
  const startedAt = performance.now();
  for (;;) {
    if (await check()) return performance.now() - startedAt;
    if (performance.now() - startedAt > limitMs)
      throw new Error(`${what}: not within ${limitMs} ms`);
    await sleep(100);
  }
}

/** PostgreSQL runs as a non-root user: as root, the cluster belongs to `postgres`. */
function asPostgres(args) {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', ...args]]
    : [args[0], args.slice(1)];
}

/** Never synchronous: the proxy and the load run in this process and must not stall meanwhile. */
async function run(args) {
  const [command, rest] = asPostgres(args);
  await promisify(execFile)(command, rest, { encoding: 'utf8' });
}

/**
 * A private PostgreSQL 15 cluster in a temporary folder on `port` (trust authentication, fsync
 * on as in production). `stop()` is the fault (a fast shutdown: connections are cut), `start()`
 * brings it back; `remove()` stops it and deletes the folder.
 */
export async function startPostgres(port) {
  if (!existsSync(join(PG_BIN, 'pg_ctl'))) {
    throw new Error(`PostgreSQL binaries not found in ${PG_BIN} (set CHAOS_PG_BIN)`);
  }
  const folder = await mkdtemp(join(tmpdir(), 'chaos-pg-'));
  await chmod(folder, 0o777);
  const data = join(folder, 'data');
  const log = join(folder, 'server.log');
  await run([join(PG_BIN, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const pgCtl = (action, ...extra) =>
    run([join(PG_BIN, 'pg_ctl'), action, '-D', data, '-l', log, '-o', options, '-w', ...extra]);
  await pgCtl('start');
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    log,
    urlOf: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
    },
    stop: () => pgCtl('stop', '-m', 'fast'),
    start: () => pgCtl('start'),
    async remove() {
      try {
        await pgCtl('stop', '-m', 'immediate');
      } catch {
        // Already stopped (a scenario failed between stop and start).
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A private Redis on `port` without persistence. `stop()` ends the process (the fault: the port
 * refuses connections), `freeze()` / `thaw()` pause it with SIGSTOP / SIGCONT (the port accepts
 * connections that never answer, like a hung server), `start()` starts it again.
 */
export async function startRedis(port) {
  let child;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    });
    // A missing redis-server shows as the ping below failing, with its own message.
    child.on('error', (error) => console.error(`redis-server: ${error.message}`));
    await waitUntil(
      async () => {
        try {
          const { stdout } = await promisify(execFile)('redis-cli', ['-p', String(port), 'ping']);
          return stdout.trim() === 'PONG';
        } catch {
          return false;
        }
      },
      10_000,
      'redis-server',
    );
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
    remove: stop,
  };
}

/**
 * The gateways of one scenario, each on its own port with the same environment (one database,
 * one Redis, one JWT secret). `kill(i)` is SIGKILL: no shutdown hook runs, in-flight requests
 * and open transactions are cut where they stand.
 */
export function gatewayFleet({ ports, env, bundle }) {
  const replicas = ports.map((port) => ({ port, base: `http://127.0.0.1:${port}`, gateway: null }));
  const fullEnv = {
    ...process.env,
    NODE_ENV: 'development',
    MARKET: 'id',
    LOG_LEVEL: 'warn',
    STOREFRONT_DIR: '',
    BACKOFFICE_DIR: '',
    RATE_LIMIT_PER_MINUTE: UNLIMITED_PER_MINUTE,
    AUTH_RATE_LIMIT_PER_MINUTE: UNLIMITED_PER_MINUTE,
    ...env,
  };
  for (const key of ['DATABASE_URL', 'REDIS_URL']) if (!env[key]) delete fullEnv[key];
  let probe = 'none';
  const crashes = [];
  let supervising = false;
  let supervisor;
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  return {
    replicas,
    /** Replicas that exited by themselves (not killed here), each restarted as an orchestrator would. */
    crashes,
    get probe() {
      return probe;
    },
    /** Starts replica `index` and resolves once it is ready (milliseconds to ready). */
    async start(index, limitMs = 120_000) {
      const replica = replicas[index];
      const startedAt = performance.now();
      replica.gateway = await startGateway({ env: fullEnv, port: replica.port, limitMs, bundle });
      try {
        await waitUntil(
          async () => {
            const answer = await probeReady(replica.base);
            probe = answer.probe;
            return answer.ready;
          },
          limitMs,
          `replica ${index} ready`,
        );
      } catch (error) {
        // Never leave a process that answers but is not ready holding the port.
        process.kill(replica.gateway.pid, 'SIGKILL');
        replica.gateway = null;
        throw error;
      }
      return performance.now() - startedAt;
    },
    async kill(index) {
      const replica = replicas[index];
      const pid = replica.gateway?.pid;
      replica.gateway = null;
      if (!pid) return;
      process.kill(pid, 'SIGKILL');
      // Gone once the port refuses connections (the process is reaped by Node).
      await waitUntil(
        async () => {
          try {
            await fetch(`${replica.base}/health/live`, { signal: AbortSignal.timeout(500) });
            return false;
          } catch {
            return true;
          }
        },
        10_000,
        `replica ${index} gone`,
      );
    },
    /**
     * Watches the replicas twice a second: one that exited by itself (a crash, not a kill made
     * here) is recorded with the last lines it wrote and started again, like systemd's
     * Restart=always or a container orchestrator would.
     */
    supervise() {
      supervising = true;
      supervisor = (async () => {
        while (supervising) {
          for (const [index, replica] of replicas.entries()) {
            const gateway = replica.gateway;
            if (gateway && !alive(gateway.pid)) {
              const stderr = gateway.errors();
              const reason =
                stderr.match(/code: '([^']+)'/)?.[1] ??
                stderr.match(/^\w*Error: .+$/m)?.[0].slice(0, 120) ??
                stderr.trim().split('\n')[0]?.slice(0, 120);
              crashes.push({ index, at: performance.now(), reason, failedRestarts: 0 });
              replica.gateway = null;
              replica.crashed = crashes.at(-1);
            }
            if (!replica.crashed) continue;
            try {
              await this.start(index, 30_000);
              replica.crashed = undefined;
            } catch {
              // Still failing (the database may still be down): tried again on the next round.
              replica.crashed.failedRestarts += 1;
            }
          }
          await sleep(500);
        }
      })();
    },
    /** SIGTERM to every replica still running; answers the exit problems (empty when clean). */
    async stopAll() {
      supervising = false;
      await supervisor;
      const problems = [];
      for (const replica of replicas) {
        try {
          await replica.gateway?.stop();
        } catch (error) {
          problems.push(String(error.message).split('\n')[0]);
        }
        replica.gateway = null;
      }
      return problems;
    },
    errors: () => replicas.map((replica) => replica.gateway?.errors() ?? '').join(''),
  };
}

/**
 * A round-robin HTTP proxy on `port` in front of `upstreams`, as a load balancer would be: it
 * checks every upstream twice a second (the readiness probe) and sends each request to the next
 * healthy one; a connection refused before the request was sent goes to the next upstream (the
 * request never reached a gateway, so this is safe for writes). A request cut after it was sent
 * is answered 502 and never retried: it may have been applied. Answers made by the proxy itself
 * carry `x-chaos-proxy`, so the figures tell them from the gateways' own answers.
 */
export async function startProxy(port, upstreams) {
  const healthy = upstreams.map(() => true);
  let next = 0;
  let closed = false;
  const checker = (async () => {
    while (!closed) {
      await Promise.all(
        upstreams.map(async (base, index) => {
          healthy[index] = (await probeReady(base, 2000)).ready;
        }),
      );
      await sleep(500);
    }
  })();

  function pick(tried) {
    for (let step = 0; step < upstreams.length; step += 1) {
      const index = (next + step) % upstreams.length;
      if (healthy[index] && !tried.has(index)) {
        next = (index + 1) % upstreams.length;
        return index;
      }
    }
    return undefined;
  }

  const server = createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const tried = new Set();
    const answerSelf = (status, text) => {
      response.writeHead(status, { 'content-type': 'application/json', 'x-chaos-proxy': text });
      response.end(JSON.stringify({ status, message: text, data: null }));
    };
    const attempt = () => {
      const index = pick(tried);
      if (index === undefined) return answerSelf(503, 'no healthy upstream');
      tried.add(index);
      const target = new URL(upstreams[index]);
      let sent = false;
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          answer.on('error', () => response.destroy());
        },
      );
      // A reused keep-alive socket is connected already; a new one is once it connects.
      upstream.on('socket', (socket) => {
        if (!socket.connecting) sent = true;
        else socket.once('connect', () => (sent = true));
      });
      upstream.on('error', (error) => {
        if (response.headersSent) return response.destroy();
        if (!sent && error.code === 'ECONNREFUSED') {
          healthy[index] = false;
          return attempt();
        }
        answerSelf(502, 'upstream cut');
      });
      upstream.end(body);
    };
    attempt();
  });
  server.keepAliveTimeout = 5000;
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      closed = true;
      server.closeAllConnections();
      server.close();
      await checker;
    },
  };
}
