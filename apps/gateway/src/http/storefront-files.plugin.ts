import { CONTRACT } from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/**
 * Serves a built storefront (apps/storefront-<market>/dist) on the API's origin, as decision 105
 * describes and decision 107 explains: API paths first (their misses stay the JSON envelope),
 * then the built files, then index.html for every other GET so the client router takes over.
 *
 * The folder is listed and read once at start and served from memory: a request is looked up in
 * that map by its exact path, so no request can name a file outside the folder, and a build is a
 * few megabytes at most. Compressed bodies are made on the first request that asks for them and
 * kept.
 */
export interface StorefrontFilesOptions {
  /** The built app: index.html at its top, content-hashed files under assets/. */
  readonly dir: string;
}

/** The first path segment of every API route (`/v1/...` -> `v1`), read from the contract. */
export const API_PATH_SEGMENTS: ReadonlySet<string> = new Set(
  CONTRACT.map((endpoint) => endpoint.path.split('/')[1] ?? ''),
);

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Images and fonts are compressed already; text is worth compressing from about 1 KB. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

/** Vite names every file under assets/ by its content hash: a new build means a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the push worker files keep their names: the browser asks each time. */
const REVALIDATE = 'no-cache';

type Encoding = 'br' | 'gzip';

interface StaticFile {
  readonly body: Buffer;
  readonly type: string;
  readonly etag: string;
  readonly cacheControl: string;
  readonly compressible: boolean;
  /** The compressed bodies, made once each, in the thread pool (never blocking a request). */
  readonly encoded: Map<Encoding, Promise<Buffer>>;
}

/** Every file of the folder by its URL path; dot-folders (.vite/manifest.json) are not public. */
async function loadFiles(dir: string): Promise<Map<string, StaticFile>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, StaticFile>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const urlPath = `/${relative(dir, path).split(sep).join('/')}`;
    if (urlPath.split('/').some((segment) => segment.startsWith('.'))) continue;
    const type = CONTENT_TYPES[extname(entry.name).toLowerCase()] ?? 'application/octet-stream';
    const body = await readFile(path);
    files.set(urlPath, {
      body,
      type,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      compressible: COMPRESSIBLE.test(type) && body.length >= MIN_COMPRESS_BYTES,
      encoded: new Map(),
    });
  }
  return files;
}

/** The best encoding the client accepts (q > 0): brotli before gzip; null for the plain body. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function encode(file: StaticFile, encoding: Encoding): Promise<Buffer> {
  let body = file.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotli(file.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length,
            },
          })
        : gzipAsync(file.body, { level: 9 });
    file.encoded.set(encoding, body);
  }
  return body;
}

async function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  reply.header('cache-control', file.cacheControl);
  reply.header('etag', file.etag);
  reply.type(file.type);
  if (file.compressible) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const encoding = file.compressible ? pickEncoding(request.headers['accept-encoding']) : null;
  if (encoding === null) return reply.send(file.body);
  reply.header('content-encoding', encoding);
  return reply.send(await encode(file, encoding));
}

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
  const files = await loadFiles(options.dir);
  const index = files.get('/index.html');
  if (!index) throw new Error(`The storefront folder ${options.dir} has no index.html`);

  app.get(
    '/*',
    // Pages and their files are not API calls: loading the app must not spend the caller's
    // request budget (RATE_LIMIT_PER_MINUTE), and they are answered from memory.
    { config: { rateLimit: false } },
    async (request, reply) => {
      const path = pathOf(request.url);
      if (path === null) return reply.callNotFound();
      const file = files.get(path);
      if (file) return send(request, reply, file);
      // An API path no route matched, or a missing hashed file: the envelope's 404, not a page
      // (a script tag given HTML would fail with a confusing type error).
      const segment = path.split('/')[1] ?? '';
      if (API_PATH_SEGMENTS.has(segment) || segment === 'assets') return reply.callNotFound();
      return send(request, reply, index);
    },
  );
}
