import type {
  EndpointDefinition,
  EndpointParsedRequest,
  EndpointResponse,
} from '@storefront/contract';
import { envelopeSchema, isMultipart } from '@storefront/contract';
import { findControlCharacter } from '@storefront/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import type { UploadedFiles } from './read-multipart';
import { readMultipartBody } from './read-multipart';

export interface HandlerContext<E extends EndpointDefinition> {
  readonly input: EndpointParsedRequest<E>;
  /** The checked files of a multipart entry, by field name (empty for JSON entries). */
  readonly files: UploadedFiles;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type EndpointHandler<E extends EndpointDefinition> = (
  context: HandlerContext<E>,
) => Promise<EndpointResponse<E>>;

export interface BindOptions<E extends EndpointDefinition = EndpointDefinition> {
  /** Sign-in, registration and one-time-code calls get the stricter rate limit. */
  strictRateLimit?: boolean;
  /** Status of a success (201 for a creation). */
  successStatus?: number;
  /**
   * A multipart entry's permission check that needs no byte of the body (the caller's level,
   * say): it runs before the upload is read, so a caller who may not upload costs no memory.
   */
  mayUpload?: (request: FastifyRequest) => Promise<void>;
  /**
   * Answers a success otherwise than with the envelope when it returns the reply it sent (the
   * campaign link's redirect for a browser, decision 306); undefined leaves it to the envelope.
   */
  answer?: (
    data: EndpointResponse<E>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => FastifyReply | undefined;
}

/**
 * Refuses a control character in any string of the request's params, query or (JSON) body with
 * the field's 400, before the schemas run: no such value reaches a handler or the database
 * (PostgreSQL refuses NUL in text). Multipart text fields are checked in readMultipartBody.
 * See decision 225.
 */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const path = findControlCharacter(part);
    if (path !== null)
      throw new AppError('validation_failed', undefined, { [path]: 'field.invalid' });
  }
}

/** Fastify wants `:name` paths, which is how the contract writes them already. */
function fastifyUrl(endpoint: EndpointDefinition): string {
  return endpoint.path;
}

/**
 * Registers one contract entry: its params, query and body schemas validate the request (a
 * failure is a 400 with field-error ids), its auth kind guards it, and the handler's data goes
 * out in the envelope, serialized through the entry's response schema so nothing the contract does
 * not name can leak.
 */
export function bindEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: BindOptions<E> = {},
): void {
  const successStatus = options.successStatus ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: fastifyUrl(endpoint),
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && endpoint.bodyKind !== 'multipart' ? { body: endpoint.body } : {}),
      response: { [successStatus]: envelopeSchema(endpoint.response) },
    },
    config: { strictRateLimit: options.strictRateLimit ?? false, contractId: endpoint.id },
    // Before validation: a guest gets 401, not the field errors of a form they may not send.
    preValidation: [app.requireAuth(endpoint.auth), refuseControlCharacters],
    handler: async (request, reply) => {
      const multipart = isMultipart(endpoint)
        ? await readUpload(request, reply, endpoint, options)
        : null;
      const input = {
        params: request.params,
        query: request.query,
        body: multipart ? multipart.body : request.body,
      } as unknown as EndpointParsedRequest<E>;
      const data = await handler({ input, files: multipart?.files ?? {}, request, reply });
      const answered = options.answer?.(data, request, reply);
      if (answered) return answered;
      return reply.code(successStatus).send({ status: successStatus, message: 'OK', data });
    },
  });
}

/**
 * A multipart entry's body: the permission hook before a byte is read, then the streaming read.
 * A refusal may leave most of an upload unread: the answer then closes the connection, so the
 * client stops sending instead of the gateway reading megabytes nobody wants (decision 228).
 */
async function readUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: Extract<EndpointDefinition, { readonly bodyKind: 'multipart' }>,
  options: BindOptions,
): ReturnType<typeof readMultipartBody> {
  try {
    if (options.mayUpload) await options.mayUpload(request);
    return await readMultipartBody(request, endpoint);
  } catch (error) {
    if (request.isMultipart()) void reply.header('connection', 'close');
    throw error;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contractId?: string;
  }
}
