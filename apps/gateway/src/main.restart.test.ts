import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import type { GatewayProcess } from './testing/gateway-process';
import { startGatewayProcess } from './testing/gateway-process';

type RunningGateway = GatewayProcess;

/** The real gateway as `npm start` runs it, on the embedded database in `dataDir` (kz market). */
function startGateway(dataDir: string): Promise<RunningGateway> {
  return startGatewayProcess({ MARKET: 'kz', DATA_DIR: dataDir, SEED_DEMO: 'true' }, 120_000);
}

/** Sends the signal and resolves with how the process ended. */
function stop(gateway: RunningGateway, signal: NodeJS.Signals) {
  gateway.kill(signal);
  return gateway.exited;
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
    expect(await stop(first, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });

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
    expect(await stop(second, 'SIGTERM'), second.output()).toEqual({ code: 0, signal: null });

    // And after a clean stop the data is there too.
    const third = await startGateway(dataDir);
    running.push(third);
    expect((await call(third, 'GET', '/oci/notes', { token })).body.data.items).toHaveLength(1);
    expect(await stop(third, 'SIGINT')).toEqual({ code: 0, signal: null });
  });
});
