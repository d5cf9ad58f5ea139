import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { CONTRACT } from '@storefront/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { renderPage } from '../render/render-page';
import type { PageCache } from '../render/page-cache';
import type { StorefrontRenderer } from '../render/storefront-renderer';

/**
 * Serves a built storefront (apps/storefront-<market>/dist) on the API's origin, as decision 105
 * describes and decision 107 explains: API paths first (their misses stay the JSON envelope),
 * then the built files, then index.html for every other GET so the client router takes over.
 * The back-office (apps/backoffice/dist) is served the same way under /admin, with its screens
 * in the URL's fragment (decision 217).
 *
 * The files are sent by @fastify/static (streams, ETag and 304, ranges, content types) and
 * compressed by @fastify/compress; this plugin only decides which file a path names. It is
 * registered without fastify-plugin, so both libraries stay inside it: the JSON API answers are
 * neither compressed nor given `reply.sendFile`.
 */
export interface StorefrontFilesOptions {
  /** The built app: index.html at its top, content-hashed files under assets/. */
  readonly dir: string;
  /**
   * How the app's screens are addressed. 'path' (the storefront): every path that is neither a
   * file nor an API path is a screen and gets index.html. 'hash' (the back-office, registered
   * under the prefix /admin, where the API's staff routes live): screens are in the URL's
   * fragment, so only the prefix itself gets index.html and any other miss stays the API's 404
   * (decision 217).
   */
  readonly screens?: 'path' | 'hash';
  /**
   * The market's server bundle (render/): screen paths are rendered on the server instead of
   * answered with index.html, which stays the answer when the bundle fails on a page.
   */
  readonly renderer?: StorefrontRenderer | null;
  /** Guest pages kept for a few seconds (PAGE_CACHE_SECONDS); none: every page is rendered. */
  readonly pageCache?: PageCache;
}

/** The first path segment of every API route (`/v1/...` -> `v1`), read from the contract. */
export const API_PATH_SEGMENTS: ReadonlySet<string> = new Set(
  CONTRACT.map((endpoint) => endpoint.path.split('/')[1] ?? ''),
);

/**
 * Where the back-office is served: the same first segment as the staff API (`/admin/...`), so
 * one proxy rule or firewall rule covers the whole staff surface. Its Vite build's `base` is
 * this path with a slash (apps/backoffice).
 */
export const BACKOFFICE_PATH = '/admin';

/** Vite names every file under assets/ by its content hash: a new build means a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the push worker files keep their names: the browser asks each time. */
const REVALIDATE = 'no-cache';

/** The compressed twins the build writes beside each asset (decision 300). */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/**
 * The URL path of every public file of the folder, listed once at start (as @fastify/static's
 * own `wildcard: false` mode does): a path in this set is a file, any other is a screen (or a
 * new asset, below). Only a listed path reaches the file system, so no request can name a file
 * outside the folder; dot-folders (.vite/manifest.json) are left out.
 */
async function listPublicFiles(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const urlPath = `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
    if (urlPath.split('/').some((segment) => segment.startsWith('.'))) continue;
    // The server bundle (dist/server, decision 250) runs in the gateway; it is not a page's file.
    if (urlPath.startsWith('/server/')) continue;
    // A file's compressed twin (`x.js.br`, tools/vite-preset) is sent in its place, not by name.
    if (PRECOMPRESSED.test(urlPath)) continue;
    paths.add(urlPath);
  }
  return paths;
}

/**
 * A file under assets/ made by a build after the start (Vite's assets folder is flat): sent when
 * it exists, so an index.html rebuilt in place does not name scripts the server refuses. One
 * plain segment cannot leave the folder, and @fastify/send answers a missing one with the 404.
 */
const NEW_ASSET = /^\/assets\/[^/\\.][^/\\]*$/;

/** The request's path, decoded; null when it is not valid percent-encoding. */
function pathOf(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

export async function storefrontFilesPlugin(
  app: FastifyInstance,
  options: StorefrontFilesOptions,
): Promise<void> {
  const files = await listPublicFiles(options.dir);
  if (!files.has('/index.html')) {
    throw new Error(`The storefront folder ${options.dir} has no index.html`);
  }

  await app.register(compress, {
    // Brotli before gzip, whatever order the browser lists them in; every browser offers one of
    // the two, so deflate and zstd would only add variants for caches to keep.
    encodings: ['br', 'gzip'],
    // What has no compressed twin from the build is compressed per answer. On the 346 KB main
    // chunk: quality 4 (the library's default) 110 KB in 11 ms, 5 104 KB in 13 ms, 11 94 KB in
    // 750 ms (decision 107): 11 only at build time (preCompressed below).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    // The request side is the API's business: no page or file request has a body.
    globalDecompression: false,
  });
  await app.register(fastifyStatic, {
    root: options.dir,
    // The build's `x.js.br` / `x.js.gz` (brotli 11, gzip 9: tools/vite-preset) go out as they
    // are when the browser accepts them; compress above leaves an encoded answer alone and
    // encodes the rest (the pages, a file without a twin) per request (decision 300).
    preCompressed: true,
    // No route of its own: the one route below decides which file answers (or none).
    serve: false,
    // Headers are set per file below; send's own would mark every file `public, max-age=0`.
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      const urlPath = `/${relative(options.dir, path).split(sep).join('/')}`;
      reply.header('cache-control', urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });

  // A 304 has no body, but @fastify/send hands over an empty stream that compress would still
  // encode and label (`content-encoding: br` on a 304): drop it first.
  app.addHook('onSend', async (_request, reply, payload) =>
    reply.statusCode === 304 ? null : payload,
  );

  const hashScreens = options.screens === 'hash';
  if (hashScreens) {
    // `/admin` and `/admin/` (Fastify gives a prefixed '/' route both): the app's one page.
    app.get('/', { config: { rateLimit: false, page: true } }, (_request, reply) =>
      reply.sendFile('index.html'),
    );
  }
  app.get(
    '/*',
    // Pages and their files are not API calls: loading the app must not spend the caller's
    // request budget (RATE_LIMIT_PER_MINUTE). `page`: the pages' CSP and Permissions-Policy
    // (plugins/security-headers.plugin.ts, decision 230).
    { config: { rateLimit: false, page: true } },
    async (request, reply) => {
      const decoded = pathOf(request.url);
      if (decoded === null || !decoded.startsWith(app.prefix)) return reply.callNotFound();
      // The path inside the app's folder: the URL without the prefix it is registered under.
      const path = decoded.slice(app.prefix.length) || '/';
      if (files.has(path) || NEW_ASSET.test(path)) return reply.sendFile(path.slice(1));
      if (hashScreens) return path === '/' ? reply.sendFile('index.html') : reply.callNotFound();
      // An API path no route matched, or a missing hashed file: the envelope's 404, not a page
      // (a script tag given HTML would fail with a confusing type error).
      const segment = path.split('/')[1] ?? '';
      if (API_PATH_SEGMENTS.has(segment) || segment === 'assets') return reply.callNotFound();
      // HEAD: the same head as GET (Fastify sends no body).
      if (options.renderer && (request.method === 'GET' || request.method === 'HEAD')) {
        if (await renderPage(app, options.renderer, request, reply, options.pageCache)) {
          return reply;
        }
      }
      return reply.sendFile('index.html');
    },
  );
}
