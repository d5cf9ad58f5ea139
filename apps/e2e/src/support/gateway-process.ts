import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { e2eMarket, e2eStorefrontDir } from './markets';
import type { GatewayName } from './markets';
import { E2E_OUTPUT_DIR, WORKSPACE_ROOT } from './workspace';

export interface RunningGateway {
  readonly name: GatewayName;
  readonly stop: () => Promise<void>;
}

/**
 * Products each market's local catalogue is seeded with. The default 1,000 costs seconds of
 * every start and the journeys open a handful (measured in docs/decisions/210).
 */
const CATALOG_PRODUCTS = process.env['E2E_CATALOG_PRODUCTS'] ?? '120';
const READY_TIMEOUT_MS = 120_000;

/** The environment of one market's gateway: development mode on a fresh embedded database. */
function gatewayEnv(name: GatewayName, dataDir: string): NodeJS.ProcessEnv {
  const { port, baseURL, config } = e2eMarket(name);
  const market = config.id;
  return {
    ...process.env,
    NODE_ENV: 'development',
    MARKET: market,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    STOREFRONT_DIR: resolve(WORKSPACE_ROOT, e2eStorefrontDir(name)),
    BACKOFFICE_DIR: resolve(WORKSPACE_ROOT, 'apps/backoffice/dist'),
    ORDER_SWEEP_INTERVAL_SECONDS: '1',
    // Every test registers and signs in several times; the default 20 a minute would throttle them.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_MINUTE: '100000',
    CATALOG_SEED_PRODUCTS: CATALOG_PRODUCTS,
    LOG_LEVEL: 'warn',
    // E-mails go over SMTP to the journeys' server (mail-receiver.ts), as production sends them;
    // WhatsApp messages, which have no real transport here, stay in the development outbox.
    ...(process.env['E2E_SMTP_URL']
      ? {
          MAIL_TRANSPORT: 'smtp',
          SMTP_URL: process.env['E2E_SMTP_URL'],
          MAIL_FROM: `Import Store ${market.toUpperCase()} <shop-${market}@example.com>`,
        }
      : {}),
  };
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the gateway at ${url} exited with ${child.exitCode}; see ${logFile}`);
    }
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the gateway at ${url} was not ready within ${READY_TIMEOUT_MS} ms`);
}

/**
 * Starts `apps/gateway/dist/main.mjs` with this Node (the workspace's Node 24 under npm), not
 * through npx, so that stopping it reaches the process holding the database (TOOLCHAIN.md). The
 * data folder is created here and removed after the process has exited.
 */
export async function startGateway(name: GatewayName): Promise<RunningGateway> {
  const main = resolve(WORKSPACE_ROOT, 'apps/gateway/dist/main.mjs');
  for (const built of [
    main,
    resolve(WORKSPACE_ROOT, e2eStorefrontDir(name), 'index.html'),
    resolve(WORKSPACE_ROOT, 'apps/backoffice/dist/index.html'),
  ]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run e2e\` (it builds)`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), `storefront-e2e-${name}-`));
  await mkdir(E2E_OUTPUT_DIR, { recursive: true });
  const logFile = join(E2E_OUTPUT_DIR, `gateway-${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [main], {
    cwd: WORKSPACE_ROOT,
    env: gatewayEnv(name, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`${e2eMarket(name).baseURL}/oci/cms/seo`, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, stop };
}
