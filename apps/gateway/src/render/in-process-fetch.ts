import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The `fetch` a page's render gives its store: each API call is answered by this same gateway
 * through `app.inject`, in-process (no socket, no second server, nothing to configure), and
 * passes the very hooks a browser's call does: language, token check, envelope, and the rate
 * limit counted against the visitor's own address (decision 250).
 */
export function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      remoteAddress: visitor.ip,
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) headers.append(name, one);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };
}
