import { buildPath, envelopeSchema } from '@storefront/contract';
import type { EndpointDefinition, EndpointRequest, EndpointResponse } from '@storefront/contract';

/** A JSON call of one contract entry; path params, query and body typed by the entry. */
export type ApiRequest<E extends EndpointDefinition> = EndpointRequest<E> & {
  /** A staff or customer bearer token. */
  readonly token?: string;
};

/**
 * Calls a gateway the way the apps do — the contract entry's method and path, the envelope —
 * and parses the answer's `data` with the entry's response schema, so a journey step that
 * passes also proves the wire format. A failure throws with the envelope's message.
 */
export async function callApi<E extends EndpointDefinition>(
  baseURL: string,
  endpoint: E,
  request: ApiRequest<E>,
): Promise<EndpointResponse<E>> {
  const parts = request as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    token?: string;
  };
  const url = new URL(
    (buildPath as (e: EndpointDefinition, p?: object) => string)(endpoint, parts.params),
    baseURL,
  );
  for (const [key, value] of Object.entries(parts.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (parts.token) headers['authorization'] = `Bearer ${parts.token}`;
  if (parts.body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(url, {
    method: endpoint.method,
    headers,
    ...(parts.body !== undefined ? { body: JSON.stringify(parts.body) } : {}),
  });
  const text = await answer.text();
  if (!answer.ok) {
    throw new Error(`${endpoint.method} ${url.pathname}: ${answer.status} ${text.slice(0, 500)}`);
  }
  return envelopeSchema(endpoint.response).parse(JSON.parse(text)).data as EndpointResponse<E>;
}
