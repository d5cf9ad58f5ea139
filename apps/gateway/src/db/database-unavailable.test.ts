import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeDatabaseError, isDatabaseUnavailable } from './database-unavailable';

function serverError(message: string, code: string): Error {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe('describeDatabaseError', () => {
  it("gives the database's own message and SQLSTATE, never the query's parameters", () => {
    const error = new DrizzleQueryError(
      'CREATE TYPE "public"."order_status" AS ENUM($1)',
      ['customer@example.com'],
      serverError(
        'duplicate key value violates unique constraint "pg_type_typname_nsp_index"',
        '23505',
      ),
    );
    const text = describeDatabaseError(error);
    expect(text).toBe(
      'a database query failed: duplicate key value violates unique constraint "pg_type_typname_nsp_index" (23505)',
    );
    expect(text).not.toContain('customer@example.com');
  });

  it('follows a refused connection to every address of the host', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(describeDatabaseError(new AggregateError([refused], ''))).toBe(
      'connect ECONNREFUSED 127.0.0.1:5432 (ECONNREFUSED)',
    );
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
  });

  it('tells an outage from a bug', () => {
    expect(
      isDatabaseUnavailable(serverError('the database system is shutting down', '57P03')),
    ).toBe(true);
    expect(isDatabaseUnavailable(serverError('syntax error', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});
