import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { API_PATH_SEGMENTS, pickEncoding } from './storefront-files.plugin';

// A built storefront in miniature: the page, a hashed script big enough to be compressed, the
// push worker at the root and Vite's manifest (which must not be public).
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('storefront '.repeat(400))});`;
const WORKER = 'self.addEventListener("push", () => {});';

async function writeFixture(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await mkdir(join(dir, '.vite'), { recursive: true });
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets/index-Ab12Cd34.js'), SCRIPT);
  await writeFile(join(dir, 'firebase-messaging-sw.js'), WORKER);
  await writeFile(join(dir, '.vite/manifest.json'), '{}');
}

describe('the gateway serving a built storefront (pglite)', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
    await writeFixture(dir);
    t = await createTestApp('pglite', {
      env: { STOREFRONT_DIR: dir },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a screen path with index.html, to be revalidated each time', async () => {
    for (const url of ['/', '/id-ID', '/id-ID/products/123?x=1', '/cart', '/fr-FR/x']) {
      const { response } = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('answers the API first, and an unknown API path with the JSON envelope', async () => {
    const api = await t.call({ method: 'GET', url: '/oci/cms/seo' });
    expect(api.status).toBe(200);
    expect(api.body.data.config).toBeDefined();
    for (const url of ['/v1/nope', '/oci/nope', '/admin/nope', '/auth/x']) {
      const missing = await t.call({ method: 'GET', url, headers: { 'x-language-code': 'en' } });
      expect(missing.status, url).toBe(404);
      expect(missing.body).toEqual({
        status: 404,
        message: 'Data not found',
        data: { code: 'not_found' },
      });
    }
    // A page path is only for GET: a POST to it is an unknown route.
    expect((await t.call({ method: 'POST', url: '/id-ID/cart' })).status).toBe(404);
  });

  it('serves hashed assets for a year, compressed when the browser accepts it', async () => {
    const plain = await t.call({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(plain.status).toBe(200);
    expect(plain.response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(plain.response.body).toBe(SCRIPT);

    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers a revalidation with 304 when the file has not changed', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the push worker at the root, revalidated so a new worker is picked up', async () => {
    const { response } = await t.call({ method: 'GET', url: '/firebase-messaging-sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toBe(WORKER);
  });

  it('answers a missing asset with 404, and keeps dot-folders and outside files private', async () => {
    for (const url of ['/assets/index-gone.js', '/assets/']) {
      const missing = await t.call({ method: 'GET', url });
      expect(missing.status, url).toBe(404);
      expect(missing.body.data).toEqual({ code: 'not_found' });
    }
    const malformed = await t.call({ method: 'GET', url: '/id-ID/%E0%A4%A' });
    expect(malformed.status).toBe(400);
    // Only the folder's public files exist for the server: anything else is just another screen.
    for (const url of [
      '/.vite/manifest.json',
      '/assets/%2e%2e/index.html',
      '/..%2f..%2fetc%2fpasswd',
      '/../../etc/passwd',
    ]) {
      const other = await t.call({ method: 'GET', url });
      expect(other.response.body, url).toBe(INDEX_HTML);
    }
  });
});

describe('pages and the API request budget (pglite)', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
    await writeFixture(dir);
    t = await createTestApp('pglite', { env: { STOREFRONT_DIR: dir, RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('does not spend the budget on pages and files, and still limits the API', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await t.call({ method: 'GET', url: '/id-ID' })).status).toBe(200);
      expect((await t.call({ method: 'GET', url: '/assets/index-Ab12Cd34.js' })).status).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await t.call({ method: 'GET', url: '/oci/cms/seo' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('STOREFRONT_DIR', () => {
  it('must name a built folder when given, and an empty value serves the API alone', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STOREFRONT_DIR: tmpdir() })).toThrow(
      'STOREFRONT_DIR',
    );
    expect(loadConfig({ NODE_ENV: 'development', STOREFRONT_DIR: '' }).storefrontDir).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).storefrontDir).toBeNull();
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

it('knows every API path segment from the contract', () => {
  expect([...API_PATH_SEGMENTS].sort()).toEqual(
    expect.arrayContaining(['address', 'admin', 'auth', 'oci', 'tracking', 'v1']),
  );
});
