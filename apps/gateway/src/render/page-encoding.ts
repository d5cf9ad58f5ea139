import { negotiate } from '@fastify/accept-negotiator';
import type { StorefrontRenderResult } from '@storefront/contract';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What a page is sent as: brotli before gzip, as the files plugin does (decision 107). */
export type PageEncoding = 'br' | 'gzip';
const ENCODINGS: PageEncoding[] = ['br', 'gzip'];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encoding a request accepts for a page, read as @fastify/compress reads it (q-values, `*`,
 * `x-gzip`); undefined: the page goes out plain.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip');
  return (negotiate(header, ENCODINGS) as PageEncoding | null) ?? undefined;
}

/** The compressed bodies of one rendered page, made once each and dropped with the page. */
const encodedPages = new WeakMap<StorefrontRenderResult, Map<PageEncoding, Promise<Buffer>>>();

/**
 * The page's HTML compressed, in the zlib thread pool (off the event loop), once per rendered page
 * and encoding: a page the cache keeps (render/page-cache.ts) is compressed at its first request
 * and sent as those bytes to every later one, where compressing each answer again had cost more
 * than rendering it (decision 300). Brotli at quality 5 (decision 107's figures).
 */
export function encodedPage(
  result: StorefrontRenderResult & { kind: 'page' },
  encoding: PageEncoding,
): Promise<Buffer> {
  let bodies = encodedPages.get(result);
  if (!bodies) {
    bodies = new Map();
    encodedPages.set(result, bodies);
  }
  let body = bodies.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotli(result.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipped(result.html);
    bodies.set(encoding, body);
  }
  return body;
}
