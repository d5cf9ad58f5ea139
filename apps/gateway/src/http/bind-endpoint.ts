import type {
  EndpointDefinition,
  EndpointParsedRequest,
  EndpointResponse,
} from '@storefront/contract';
import { envelopeSchema, isMultipart } from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

export interface BindOptions {
  /** Sign-in, registration and one-time-code calls get the stricter rate limit. */
  strictRateLimit?: boolean;
  /** Status of a success (201 for a creation). */
  successStatus?: number;
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
  options: BindOptions = {},
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
    preValidation: app.requireAuth(endpoint.auth),
    handler: async (request, reply) => {
      const multipart = isMultipart(endpoint) ? await readMultipartBody(request, endpoint) : null;
      const input = {
        params: request.params,
        query: request.query,
        body: multipart ? multipart.body : request.body,
      } as unknown as EndpointParsedRequest<E>;
      const data = await handler({ input, files: multipart?.files ?? {}, request, reply });
      return reply.code(successStatus).send({ status: successStatus, message: 'OK', data });
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contractId?: string;
  }
}
