import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { API_PATH_SEGMENTS } from './storefront-files.plugin';

// A built storefront in miniature: the page, a hashed script big enough to be compressed, the
// push worker at the root and Vite's manifest (which must not be public).
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('storefront '.repeat(400))});`;
const WORKER = 'self.addEventListener("push", () => {});';
/** A script the build also wrote compressed beside itself (tools/vite-preset, decision 300). */
const TWIN_SCRIPT = `console.log(${JSON.stringify('twin '.repeat(400))});`;
/** The JavaScript MIME type @fastify/send gives .js files (any JavaScript MIME type runs). */
const JAVASCRIPT = 'application/javascript; charset=utf-8';

async function writeFixture(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await mkdir(join(dir, '.vite'), { recursive: true });
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets/index-Ab12Cd34.js'), SCRIPT);
  await writeFile(join(dir, 'assets/main-Ef56Gh78.js'), TWIN_SCRIPT);
  await writeFile(join(dir, 'assets/main-Ef56Gh78.js.br'), brotliCompressSync(TWIN_SCRIPT));
  await writeFile(join(dir, 'assets/main-Ef56Gh78.js.gz'), gzipSync(TWIN_SCRIPT));
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
    expect(plain.response.headers['content-type']).toBe(JAVASCRIPT);
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

    // A browser that refuses brotli (q=0) gets gzip; one that offers neither gets the plain file.
    for (const [acceptEncoding, expected] of [
      ['gzip;q=1.0, br;q=0', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
    ] as const) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/assets/index-Ab12Cd34.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(answer.headers['content-encoding'], acceptEncoding).toBe(expected);
      if (expected === undefined) expect(answer.body).toBe(SCRIPT);
    }
  });

  it("sends the build's compressed twin of a file as it is", async () => {
    const brotliTwin = brotliCompressSync(TWIN_SCRIPT);
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/main-Ef56Gh78.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe(JAVASCRIPT);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes of the file, not encoded again (nor twice).
    expect(brotli.rawPayload.equals(brotliTwin)).toBe(true);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/main-Ef56Gh78.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(TWIN_SCRIPT);

    const plain = await t.call({ method: 'GET', url: '/assets/main-Ef56Gh78.js' });
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(plain.response.body).toBe(TWIN_SCRIPT);
  });

  it('answers a revalidation with 304 when the file has not changed', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const etag = first.headers.etag as string;
    // Weak: one validator covers the plain, brotli and gzip bodies of the same file.
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br' },
    });
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': asset.headers.etag as string },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
  });

  it('serves a rebuild made while it runs: the new page and its new scripts', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/id-ID' });
    const page = INDEX_HTML.replace(
      '</body>',
      '<script src="/assets/index-Ef56Gh78.js"></script></body>',
    );
    const script = 'console.log("rebuilt");';
    await writeFile(join(dir, 'assets/index-Ef56Gh78.js'), script);
    await writeFile(join(dir, 'index.html'), page);
    // A build a second later (the file system may keep whole seconds).
    const later = new Date(Date.now() + 1000);
    await utimes(join(dir, 'index.html'), later, later);
    try {
      const after = await t.app.inject({
        method: 'GET',
        url: '/id-ID',
        headers: { 'if-none-match': before.headers.etag as string },
      });
      expect(after.statusCode).toBe(200);
      expect(after.body).toBe(page);
      const newScript = await t.app.inject({ method: 'GET', url: '/assets/index-Ef56Gh78.js' });
      expect(newScript.statusCode).toBe(200);
      expect(newScript.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(newScript.body).toBe(script);
    } finally {
      await writeFile(join(dir, 'index.html'), INDEX_HTML);
    }
  });

  it('leaves the JSON API answers uncompressed, in the envelope', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/oci/cms/seo',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.json()).toMatchObject({ status: 200, data: { config: expect.anything() } });
  });

  it('serves the push worker at the root, revalidated so a new worker is picked up', async () => {
    const { response } = await t.call({ method: 'GET', url: '/firebase-messaging-sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe(JAVASCRIPT);
    expect(response.body).toBe(WORKER);

    const head = await t.app.inject({ method: 'HEAD', url: '/firebase-messaging-sw.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.body).toBe('');
  });

  it('answers a missing asset with 404, and keeps dot-folders and outside files private', async () => {
    for (const url of ['/assets/index-gone.js', '/assets/']) {
      const missing = await t.call({ method: 'GET', url });
      expect(missing.status, url).toBe(404);
      expect(missing.body.data).toEqual({ code: 'not_found' });
    }
    for (const url of ['/assets/..%5Cindex.html', '/assets/.vite', '/assets/.vite/manifest.json']) {
      const refused = await t.call({ method: 'GET', url });
      expect(refused.status, url).toBe(404);
      expect(refused.body.data, url).toEqual({ code: 'not_found' });
    }
    // A NUL byte in a file name is refused by @fastify/send, in the envelope.
    const nul = await t.call({ method: 'GET', url: '/assets/%00' });
    expect(nul.status).toBe(400);
    expect(nul.body.data).toEqual({ code: 'bad_request' });
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

describe('the gateway serving the built back-office at /admin (pglite)', () => {
  const BACKOFFICE_HTML = '<!doctype html><html><body><div id="backoffice"></div></body></html>';
  let storefront: string;
  let backoffice: string;
  let t: TestApp;
  beforeAll(async () => {
    storefront = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
    await writeFixture(storefront);
    backoffice = await mkdtemp(join(tmpdir(), 'backoffice-dist-'));
    await mkdir(join(backoffice, 'assets'), { recursive: true });
    await writeFile(join(backoffice, 'index.html'), BACKOFFICE_HTML);
    await writeFile(join(backoffice, 'assets/main-Zz98Yy76.js'), SCRIPT);
    t = await createTestApp('pglite', {
      env: { STOREFRONT_DIR: storefront, BACKOFFICE_DIR: backoffice },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(storefront, { recursive: true, force: true });
    await rm(backoffice, { recursive: true, force: true });
  });

  it('answers /admin and /admin/ with its page, and its assets under /admin/assets', async () => {
    for (const url of ['/admin', '/admin/', '/admin/?next=x']) {
      const { response } = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(BACKOFFICE_HTML);
    }
    const script = await t.call({ method: 'GET', url: '/admin/assets/main-Zz98Yy76.js' });
    expect(script.status).toBe(200);
    expect(script.response.headers['content-type']).toBe(JAVASCRIPT);
    expect(script.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The storefront's own page and files are untouched by it.
    expect((await t.call({ method: 'GET', url: '/id-ID/cart' })).response.body).toBe(INDEX_HTML);
    expect((await t.call({ method: 'GET', url: '/admin/assets/index-Ab12Cd34.js' })).status).toBe(
      404,
    );
  });

  it('leaves every other /admin path to the staff API: its routes, and the envelope 404', async () => {
    const guarded = await t.call({ method: 'GET', url: '/admin/inquiries' });
    expect(guarded.status).toBe(401);
    for (const url of ['/admin/nope', '/admin/inquiries/x/y', '/admin/assets/missing.js']) {
      const missing = await t.call({ method: 'GET', url, headers: { 'x-language-code': 'en' } });
      expect(missing.status, url).toBe(404);
      expect(missing.body.data).toEqual({ code: 'not_found' });
    }
  });
});

describe('STOREFRONT_DIR and BACKOFFICE_DIR', () => {
  it('must name a built folder when given, and an empty value serves the API alone', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STOREFRONT_DIR: tmpdir() })).toThrow(
      'STOREFRONT_DIR',
    );
    expect(loadConfig({ NODE_ENV: 'development', STOREFRONT_DIR: '' }).storefrontDir).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).storefrontDir).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', BACKOFFICE_DIR: tmpdir() })).toThrow(
      'BACKOFFICE_DIR',
    );
    expect(loadConfig({ NODE_ENV: 'development', BACKOFFICE_DIR: '' }).backofficeDir).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).backofficeDir).toBeNull();
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to this machine at PORT, so a gateway on another port links its own images', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', PUBLIC_URL: 'https://toko.example' }).publicUrl).toBe(
      'https://toko.example',
    );
  });
});

it('knows every API path segment from the contract', () => {
  expect([...API_PATH_SEGMENTS].sort()).toEqual(
    expect.arrayContaining(['address', 'admin', 'auth', 'oci', 'tracking', 'v1']),
  );
});
