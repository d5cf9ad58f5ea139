import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Whether a failure means "the database is away for a moment" (a restart, a failover, a lost
 * connection, a server still starting or shutting down) rather than "this request is wrong" or
 * "our code is wrong". The first is answered 503 with Retry-After, so that a client or a load
 * balancer retries; everything else stays a 500 and is logged as a bug (decision 231).
 *
 * Drizzle wraps the driver's error in a DrizzleQueryError (its `cause`), a pool may wrap a
 * timeout in another Error (`cause` again), and a refused connection to a host with several
 * addresses is an AggregateError: the whole chain is looked at.
 */

/**
 * SQLSTATE classes and codes that say the server, not the statement, is the problem.
 * 08: connection exception (08000, 08003, 08006, 08001, 08004, ...).
 * 57P01 admin_shutdown (a fast or smart shutdown ended the session), 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, shutting down, in recovery), 57P05 idle session timeout.
 * 53300 too_many_connections: another replica holds them all; it passes, so retry.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);
const UNAVAILABLE_SQLSTATE_CLASSES = new Set(['08']);

/** Socket errors of a connection to the server that went away or never came. */
const UNAVAILABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * The messages pg, pg-pool and PGlite give these cases without any code. They are the libraries'
 * own fixed texts (pg/lib/client.js, pg-pool/index.js, PGlite's closed check), pinned by the
 * exact versions in package.json and by this module's test.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'Client has encountered a connection error and is not queryable',
  'PGlite is closed',
];

function isUnavailableItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE_CLASSES.has(code.slice(0, 2))) {
      return true;
    }
    if (UNAVAILABLE_SYSTEM_CODES.has(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.includes(message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === undefined || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableItself(current)) return true;
    if (typeof current === 'object') {
      queue.push((current as { cause?: unknown }).cause);
      const inner = (current as { errors?: unknown }).errors;
      if (Array.isArray(inner)) queue.push(...inner);
    }
  }
  return false;
}

/**
 * The database's own words for a failure, for the log and for a failed start: message and
 * SQLSTATE (or system code) of every error in the chain, never a query's parameters (a
 * DrizzleQueryError's message carries them, so only its class name is kept).
 */
export function describeDatabaseError(error: unknown): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    if (current instanceof Error || typeof current === 'object') {
      const { name, message, code } = current as {
        name?: string;
        message?: string;
        code?: unknown;
      };
      // A DrizzleQueryError has no name of its own; it is known by its query and params.
      const queryError =
        current instanceof DrizzleQueryError || ('query' in current && 'params' in current);
      const words = queryError ? 'a database query failed' : (message ?? name ?? String(current));
      // An AggregateError of a refused connection has no message: its errors say it.
      if (words) parts.push(typeof code === 'string' ? `${words} (${code})` : words);
      const inner = (current as { errors?: unknown }).errors;
      if (Array.isArray(inner) && inner.length > 0 && !(current as { cause?: unknown }).cause) {
        current = inner[0];
        continue;
      }
      current = (current as { cause?: unknown }).cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(': ');
}
