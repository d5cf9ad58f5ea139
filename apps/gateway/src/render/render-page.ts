import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inProcessFetch } from './in-process-fetch';
import type { CachedRender, PageCache } from './page-cache';
import { encodedPage, pageEncoding } from './page-encoding';
import type { StorefrontRenderer } from './storefront-renderer';

/**
 * A public page (the same HTML for every guest): caches may keep it a minute and serve it a
 * little longer while they fetch a fresh one. `Vary: Cookie`, because a signed-in visitor's
 * page (the header's account menu, the session) must never come from a guest's copy.
 */
export const PUBLIC_PAGE_MAX_AGE_SECONDS = 60;
export const PUBLIC_PAGE_CACHE = `public, max-age=${PUBLIC_PAGE_MAX_AGE_SECONDS}, stale-while-revalidate=300`;
/** A page rendered for one visitor (a session cookie): theirs only, checked on every visit. */
export const PERSONAL_PAGE_CACHE = 'private, no-cache';
/** A redirect chosen by the locale cookie and Accept-Language: never stored. */
export const REDIRECT_CACHE = 'no-store';

/** The origin the request came to (Host, behind TRUST_PROXY X-Forwarded-*): the API calls' base. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Renders one storefront page on the server and answers it: a real 30x for the router's
 * redirects (`/`, a path without its locale, a guarded screen without a session), 404 with the
 * not-found page, else 200, compressed once per rendered page (page-encoding.ts). A guest's page may come from
 * `cache` (with its `Age`). Answers false when the bundle could not render it (logged): the
 * caller serves the client-rendered index.html instead.
 */
export async function renderPage(
  app: FastifyInstance,
  renderer: StorefrontRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
  cache?: PageCache,
): Promise<boolean> {
  const origin = originOf(request);
  const cookie = request.headers.cookie;
  const acceptLanguage = request.headers['accept-language'];
  const render = () =>
    renderer.bundle.render({
      url: `${renderer.publicOrigin}${request.url}`,
      ...(cookie ? { cookie } : {}),
      ...(acceptLanguage ? { acceptLanguage } : {}),
      apiBaseUrl: `${origin}/`,
      fetch: inProcessFetch(app, request),
      template: renderer.template,
    });
  let rendered: CachedRender;
  try {
    rendered = cache
      ? await cache.render(
          {
            url: request.url,
            ...(cookie ? { cookie } : {}),
            ...(acceptLanguage ? { acceptLanguage } : {}),
          },
          render,
        )
      : { result: await render() };
  } catch (error) {
    request.log.error({ err: error }, 'storefront render failed');
    return false;
  }
  const { result, ageSeconds } = rendered;
  if (result.kind === 'fallback') {
    request.log.error({ err: result.error, status: result.status }, 'storefront render failed');
    return false;
  }
  void reply.header('vary', 'Cookie');
  if (result.kind === 'redirect') {
    void reply.header('cache-control', REDIRECT_CACHE).redirect(result.location, result.status);
    return true;
  }
  if (ageSeconds !== undefined) void reply.header('age', String(ageSeconds));
  void reply
    .code(result.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', result.personal ? PERSONAL_PAGE_CACHE : PUBLIC_PAGE_CACHE);
  // Compressed here rather than by the files plugin, so that a kept page is compressed once
  // (page-encoding.ts); the plugin leaves an encoded answer alone.
  const encoding = pageEncoding(request.headers['accept-encoding']);
  void reply.header('vary', 'Cookie, Accept-Encoding');
  if (encoding === undefined) {
    void reply.send(result.html);
    return true;
  }
  const body = await encodedPage(result, encoding);
  void reply.header('content-encoding', encoding).send(body);
  return true;
}
