import { messageFor } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS, createTestDatabase } from '../testing/test-database';

/** An error as pg reports one from the server: a DatabaseError with its SQLSTATE. */
function serverError(message: string, code: string): Error {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function systemError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code, syscall: 'connect' });
}

/** As drizzle hands it over: the driver's error as the cause of a query error with parameters. */
function asQueryError(cause: Error): Error {
  return new DrizzleQueryError('select * from "areas" where "id" = $1', ['secret-param'], cause);
}

/**
 * The app's database, with every method that starts a query failing with `error`: what a
 * route sees while the server restarts. Properties that are not functions stay as they are.
 */
function failingDatabase(db: Database, error: () => unknown): Database {
  // `error()` undefined: the database works (the app is built and checked on it first).
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const failure = error();
        if (failure === undefined)
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        throw failure;
      };
    },
  });
}

const UNAVAILABLE: ReadonlyArray<readonly [string, () => unknown]> = [
  [
    '57P01 admin_shutdown',
    () => asQueryError(serverError('terminating connection due to administrator command', '57P01')),
  ],
  [
    '57P03 starting up',
    () => asQueryError(serverError('the database system is starting up', '57P03')),
  ],
  ['57P02 crash shutdown', () => serverError('terminating connection because of crash', '57P02')],
  ['08006 connection failure', () => asQueryError(serverError('connection failure', '08006'))],
  ['08001 cannot connect', () => serverError('could not connect to server', '08001')],
  [
    'a refused connection',
    () => systemError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  ],
  [
    'a refused connection on every address',
    () =>
      new AggregateError([
        systemError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
        systemError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      ]),
  ],
  ['a lost connection', () => asQueryError(new Error('Connection terminated unexpectedly'))],
  [
    'a pool that cannot connect in time',
    () => new Error('timeout exceeded when trying to connect'),
  ],
];

const BUGS: ReadonlyArray<readonly [string, () => unknown]> = [
  [
    '42P01 undefined table',
    () => asQueryError(serverError('relation "x" does not exist', '42P01')),
  ],
  ['23505 unique violation', () => asQueryError(serverError('duplicate key value', '23505'))],
  ['a plain failure', () => new Error('boom')],
];

describe.each(TEST_DATABASE_KINDS)('database outages answered 503 on %s', (kind) => {
  let failing: TestApp;
  let base: DatabaseHandle;
  let current: unknown = undefined;
  beforeAll(async () => {
    base = await createTestDatabase(kind);
    failing = await createTestApp(kind, {
      deps: { db: failingDatabase(base.db, () => current) },
    });
  });
  afterAll(async () => {
    await failing?.close();
    await base?.close();
  });

  it.each(UNAVAILABLE)(
    '%s: 503 with Retry-After, in the request language',
    async (_name, error) => {
      current = error();
      const answer = await failing.call({ method: 'GET', url: '/address/area?langcode=th' });
      expect(answer.status).toBe(503);
      expect(answer.response.headers['retry-after']).toBe('5');
      expect(answer.body).toEqual({
        status: 503,
        message: messageFor('service_unavailable', 'th'),
        data: { code: 'service_unavailable' },
      });
      expect(answer.response.body).not.toContain('secret-param');
    },
  );

  it.each(BUGS)('%s: still a 500, without Retry-After', async (_name, error) => {
    current = error();
    const answer = await failing.call({ method: 'GET', url: '/address/area?langcode=en' });
    expect(answer.status).toBe(500);
    expect(answer.response.headers['retry-after']).toBeUndefined();
    expect(answer.body.data).toEqual({ code: 'server_error' });
  });

  it('a database that closed under the running app: 503 on the API, in the envelope', async () => {
    const app = await createTestApp(kind);
    await app.handle.close();
    try {
      const answer = await app.call({
        method: 'GET',
        url: '/address/area',
        headers: { 'x-language-code': 'en' },
      });
      expect(answer.status).toBe(503);
      expect(answer.response.headers['retry-after']).toBe('5');
      expect(answer.body).toEqual({
        status: 503,
        message: messageFor('service_unavailable', 'en'),
        data: { code: 'service_unavailable' },
      });
    } finally {
      await app.app.close();
    }
  });
});

describe.runIf(TEST_DATABASE_KINDS.includes('postgres'))('a real 57P01 from PostgreSQL', () => {
  it('a session the server terminates mid-query is a 503, and the next request works', async () => {
    let entered: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (entered = resolve));
    const t = await createTestApp('postgres', {
      deps: {
        modules: async (app: FastifyInstance) => {
          app.get('/slow-query', async () => {
            const work = t.handle.db.execute(sql`select pg_sleep(5)`);
            entered();
            await work;
            return { status: 200, message: 'OK', data: null };
          });
          app.get('/quick-query', async () => {
            await t.handle.db.execute(sql`select 1`);
            return { status: 200, message: 'OK', data: null };
          });
        },
      },
    });
    const admin = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
    await admin.connect();
    try {
      const database = (await t.handle.db.execute(
        sql`select current_database() as name`,
      )) as unknown as {
        rows: Array<{ name: string }>;
      };
      const name = database.rows[0]?.name ?? '';
      const answer = t.call({ method: 'GET', url: '/slow-query?langcode=id' });
      await started;
      // Wait until the sleep runs on the server, then end that session as a shutdown would.
      for (let i = 0; i < 100; i += 1) {
        const sleeping = await admin.query(
          `select pid from pg_stat_activity where datname = $1 and query like '%pg_sleep(5)%' and pid <> pg_backend_pid()`,
          [name],
        );
        if (sleeping.rowCount) {
          await admin.query('select pg_terminate_backend($1)', [sleeping.rows[0].pid]);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const failed = await answer;
      expect(failed.status).toBe(503);
      expect(failed.response.headers['retry-after']).toBe('5');
      expect(failed.body).toEqual({
        status: 503,
        message: messageFor('service_unavailable', 'id'),
        data: { code: 'service_unavailable' },
      });
      expect((await t.call({ method: 'GET', url: '/quick-query' })).status).toBe(200);
    } finally {
      await admin.end();
      await t.close();
    }
  });

  // A connection checked out of the pool (a transaction between two statements) has no pool
  // listener: its 'error' event, when the server ends the session, crashed the process (found by
  // npm run chaos: replicas exited on every PostgreSQL restart; decision 231).
  it('a session ended while a transaction holds it fails that request only, no crash', async () => {
    const crashes: unknown[] = [];
    const onCrash = (error: unknown) => crashes.push(error);
    process.on('uncaughtException', onCrash);
    let holding: (pid: number) => void = () => undefined;
    const held = new Promise<number>((resolve) => (holding = resolve));
    let release: () => void = () => undefined;
    const terminated = new Promise<void>((resolve) => (release = resolve));
    const t = await createTestApp('postgres', {
      deps: {
        modules: async (app: FastifyInstance) => {
          app.get('/held-transaction', async () => {
            await t.handle.db.transaction(async (tx) => {
              const own = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
                rows: Array<{ pid: number }>;
              };
              holding(own.rows[0]?.pid ?? 0);
              await terminated;
              await tx.execute(sql`select 1`);
            });
            return { status: 200, message: 'OK', data: null };
          });
          app.get('/quick-query', async () => {
            await t.handle.db.execute(sql`select 1`);
            return { status: 200, message: 'OK', data: null };
          });
        },
      },
    });
    const admin = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
    await admin.connect();
    try {
      const answer = t.call({ method: 'GET', url: '/held-transaction' });
      await admin.query('select pg_terminate_backend($1)', [await held]);
      // The server's goodbye reaches the idle, checked-out connection before its next statement.
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      expect((await answer).status).toBe(503);
      expect(crashes).toEqual([]);
      expect((await t.call({ method: 'GET', url: '/quick-query' })).status).toBe(200);
    } finally {
      process.off('uncaughtException', onCrash);
      await admin.end();
      await t.close();
    }
  });
});
