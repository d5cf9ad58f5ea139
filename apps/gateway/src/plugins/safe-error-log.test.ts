import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { safeErrorLog } from './safe-error-log';

/** What a customer typed: it must never reach the log. */
const PERSONAL = 'siti.rahayu@example.co.id Jl. Melati 7';

// A query that fails in the database with a customer's data among its parameters is logged with
// the database's message, its SQLSTATE code and the query text, never a parameter (decision 226).
describe.each(TEST_DATABASE_KINDS)('failed queries in the log on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {
      deps: {
        logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
        modules: async (app, context) => {
          app.get('/test/failing-query', async () => {
            // PostgreSQL refuses NUL in text: a real failure of a parameterised query.
            await context.db.execute(sql`select ${`${PERSONAL}\u0000`}::text as value`);
            return { ok: true };
          });
        },
      },
    });
  });
  afterAll(() => t.close());

  it('answers 500 in the envelope and logs the failure without its parameters', async () => {
    lines.length = 0;
    const answer = await t.call({ method: 'GET', url: '/test/failing-query?langcode=en' });
    expect(answer.status).toBe(500);
    expect(answer.body.data).toEqual({ code: 'server_error' });
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).not.toContain('siti.rahayu');
    expect(log).not.toContain('Melati');
    const entry = JSON.parse(lines.find((line) => line.includes('unhandled error')) ?? '{}');
    // The wrapper names the query (placeholders only); its cause is the database's own error.
    expect(entry.err).toMatchObject({
      message: 'Failed query',
      query: expect.stringContaining('$1'),
    });
    expect(entry.err.cause.code).toBe('22021');
    expect(entry.err.cause.message).toMatch(/invalid byte sequence/);
    expect(JSON.stringify(entry.err)).not.toMatch(/params/);
  });
});

describe('safeErrorLog', () => {
  it('keeps an ordinary error as it is', () => {
    const logged = safeErrorLog(Object.assign(new Error('boom'), { code: 'E1' }));
    expect(logged).toMatchObject({ type: 'Error', message: 'boom', code: 'E1' });
    expect(logged.stack).toContain('boom');
  });

  it('drops every key but type, message, code, query, stack and cause', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      detail: `Key (email)=(${PERSONAL}) already exists.`,
      params: [PERSONAL],
      query: 'insert into customers (email) values ($1)',
    });
    const logged = safeErrorLog(error);
    expect(Object.keys(logged).sort()).toEqual(['code', 'message', 'query', 'stack', 'type']);
    expect(JSON.stringify(logged)).not.toContain('siti');
  });

  it('logs a thrown non-error without its value', () => {
    expect(safeErrorLog({ password: 'x' })).toEqual({
      type: 'object',
      message: 'non-error thrown',
    });
  });
});
