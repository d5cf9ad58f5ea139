/**
 * How an error is written to the log (pino's `err` serializer, for every `{ err }` the gateway
 * logs). A failed query carries its parameters twice — Drizzle's DrizzleQueryError in `params`
 * and in its message ("Failed query: … params: …"), PGlite's error in `params` — and those are
 * customers' names, e-mails, phone numbers and addresses. The log keeps what an operator needs:
 * the database's own message, its SQLSTATE code and the query text with its `$1` placeholders;
 * never a parameter, never the server's `detail` ("Key (email)=(…) already exists"). Decision 226.
 */

/** A logged error: only these keys, at any depth of the cause chain. */
export interface SafeErrorLog {
  type: string;
  message: string;
  code?: string;
  query?: string;
  stack?: string;
  cause?: SafeErrorLog;
}

/** Drizzle's wrapper of a failed query: its message is built from the query AND its parameters. */
function isFailedQueryWrapper(error: Error): boolean {
  return 'params' in error && 'query' in error && error.message.startsWith('Failed query:');
}

const MAX_CAUSE_DEPTH = 5;

export function safeErrorLog(error: unknown, depth = 0): SafeErrorLog {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: typeof error === 'string' ? error : 'non-error thrown' };
  }
  const type = error.name || error.constructor.name;
  const message = isFailedQueryWrapper(error) ? 'Failed query' : error.message;
  const fields = error as Error & { code?: unknown; query?: unknown };
  const logged: SafeErrorLog = { type, message };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') {
    logged.code = String(fields.code);
  }
  if (typeof fields.query === 'string') logged.query = fields.query;
  // The stack's first line repeats the message: the unsafe one is swapped for the safe one.
  if (error.stack) {
    logged.stack = error.message ? error.stack.replace(error.message, message) : error.stack;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    logged.cause = safeErrorLog(error.cause, depth + 1);
  }
  return logged;
}

/** Fastify's `logger` option with the safe `err` serializer added (false stays false). */
export function withSafeErrorLog(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: Record<string, unknown> });
  return { ...options, serializers: { ...options.serializers, err: safeErrorLog } };
}
