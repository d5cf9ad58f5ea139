import type { ErrorCode } from '@storefront/domain';
import {
  errorCodeForHttpStatus,
  isFieldErrorId,
  messageFor,
  missingErrorParams,
} from '@storefront/domain';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/database-unavailable';
import { isAppError } from '../http/app-error';
import type { AppError } from '../http/app-error';

export interface ErrorBody {
  status: number;
  message: string;
  data: { code: ErrorCode; fields?: Record<string, string>; retry_after?: number } | null;
}

/**
 * Seconds a client is asked to wait when the gateway is briefly unable to answer (the database
 * restarting, this process shutting down): long enough for a restart or a failover to finish,
 * short enough that a shopper retrying by hand is not kept waiting (decision 231).
 */
export const RETRY_AFTER_SECONDS = 5;

/** The 503 body: the catalogue's "briefly unavailable" text in the request's language. */
export function serviceUnavailableBody(language: string): ErrorBody {
  return {
    status: 503,
    message: messageFor('service_unavailable', language),
    data: { code: 'service_unavailable' },
  };
}

/** Field path → field-error id; the first issue of a field is the one to fix first. */
function validationFields(
  issues: ReadonlyArray<{ instancePath: string; message?: string }>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const id = issue.message && isFieldErrorId(issue.message) ? issue.message : 'field.invalid';
    fields[path] ??= id;
  }
  return fields;
}

/**
 * An AppError's text, its values filled in. AppError's types require the values a text names, so
 * a text short of one is a gateway bug: it is logged, and the user reads the status's general
 * text rather than a raw "{minimum}" (issue 14).
 */
function appErrorMessage(error: AppError, language: string, log: FastifyBaseLogger): string {
  const missing = missingErrorParams(error.code, error.params);
  if (missing.length === 0) return messageFor(error.code, language, error.params);
  log.error({ code: error.code, missing }, 'error text without its values');
  return messageFor(errorCodeForHttpStatus(error.statusCode) ?? 'bad_request', language);
}

/**
 * Every answer is `{ status, message, data }`: failures included, unknown routes included, a crash
 * included. The message comes from the error catalogue in the request's language; a stack trace or
 * an internal message never leaves the process (it is logged with the request id instead).
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler(async (request, reply) => {
    const body: ErrorBody = {
      status: 404,
      message: messageFor('not_found', request.languageCode),
      data: { code: 'not_found' },
    };
    return reply.code(404).send(body);
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const language = request.languageCode;
    let status: number;
    let data: ErrorBody['data'];
    let message: string;
    if (isAppError(error)) {
      status = error.statusCode;
      data = { code: error.code, ...(error.fields ? { fields: error.fields } : {}) };
      message = appErrorMessage(error, language, request.log);
      if (error.retryAfterSeconds !== undefined) {
        // A refusal that lasts says how long, to a client (the header) and to a screen (the body).
        data.retry_after = error.retryAfterSeconds;
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      data = { code: 'validation_failed', fields: validationFields(error.validation) };
      message = messageFor('validation_failed', language);
    } else if (error.statusCode === 429) {
      status = 429;
      data = { code: 'too_many_requests' };
      message = messageFor('too_many_requests', language);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, an unsupported media type, a body too large.
      status = error.statusCode;
      const code = errorCodeForHttpStatus(status) ?? 'bad_request';
      data = { code };
      message = messageFor(code, language);
    } else if (isDatabaseUnavailable(error)) {
      // The database is away for a moment (restart, failover, lost connection): not a bug, and
      // the same request will work again shortly, so 503 and when to retry (decision 231).
      request.log.warn({ database: describeDatabaseError(error) }, 'database unavailable');
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      const body = serviceUnavailableBody(language);
      return reply.code(503).send(body);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      data = { code: 'server_error' };
      message = messageFor('server_error', language);
    }
    const body: ErrorBody = { status, message, data };
    return reply.code(status).send(body);
  });
});
