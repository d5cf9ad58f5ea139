import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { PERMISSIONS_POLICY, pageCspDirectives } from './security-headers.plugin';
import { PRODUCTION_TEST_ENV } from '../testing/production-env';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

async function builtApp(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets/index-Ab12Cd34.js'), 'console.log(1);');
}

/** The CSP header as directive name → sources. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

describe.each(TEST_DATABASE_KINDS)('security headers and CORS on %s', (kind) => {
  let storefront: string;
  let backoffice: string;
  let t: TestApp;
  beforeAll(async () => {
    storefront = await mkdtemp(join(tmpdir(), 'csp-storefront-'));
    backoffice = await mkdtemp(join(tmpdir(), 'csp-backoffice-'));
    await builtApp(storefront);
    await builtApp(backoffice);
    t = await createTestApp(kind, {
      env: {
        STOREFRONT_DIR: storefront,
        BACKOFFICE_DIR: backoffice,
        CORS_ORIGINS: 'https://shop.example.com',
        PUBLIC_URL: 'https://shop.example.com',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(storefront, { recursive: true, force: true });
    await rm(backoffice, { recursive: true, force: true });
  });

  it('gives the storefront and the back-office pages a CSP of their own scripts only', async () => {
    for (const url of ['/', '/id-ID', '/id-ID/products/123', '/admin/', '/admin']) {
      const { response } = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      const csp = directives(response.headers['content-security-policy']);
      // Its own scripts: this server, also by its public address (the card simulator's script).
      expect(csp['script-src'], url).toEqual(["'self'", 'https://shop.example.com']);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['base-uri'], url).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'self'"]);
      expect(csp['connect-src'], url).toEqual([
        "'self'",
        'https://shop.example.com',
        'https://firebaseinstallations.googleapis.com',
        'https://fcmregistrations.googleapis.com',
      ]);
      // Not behind TLS in a test: no upgrade of every request.
      expect(csp['upgrade-insecure-requests'], url).toBeUndefined();
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      expect(PERMISSIONS_POLICY).toContain('camera=()');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('keeps JSON answers free of the page policy, and readable', async () => {
    const api = await t.call({ method: 'GET', url: '/address/area' });
    expect(api.status).toBe(200);
    expect(api.response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(api.response.headers['content-security-policy']).toBeUndefined();
    expect(api.response.headers['permissions-policy']).toBeUndefined();
    expect(api.response.headers['x-content-type-options']).toBe('nosniff');
    expect(api.body.status).toBe(200);
    const missing = await t.call({ method: 'GET', url: '/oci/nope' });
    expect(missing.status).toBe(404);
    expect(missing.response.headers['content-security-policy']).toBeUndefined();
  });

  it.each(['PUT', 'DELETE'])(
    'allows a %s preflight from a configured origin, and none from another',
    async (method) => {
      const allowed = await t.app.inject({
        method: 'OPTIONS',
        url: '/oci/address/1',
        headers: {
          origin: 'https://shop.example.com',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example.com');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      expect(String(allowed.headers['access-control-allow-methods']).split(/,\s*/)).toContain(
        method,
      );

      const other = await t.app.inject({
        method: 'OPTIONS',
        url: '/oci/address/1',
        headers: { origin: 'https://evil.example.net', 'access-control-request-method': method },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});

describe('the page CSP follows the configuration', () => {
  it('adds Google sign-in and Xendit only when they are configured, and TLS upgrades in production', () => {
    const plain = pageCspDirectives(loadConfig({ NODE_ENV: 'test' }));
    expect(JSON.stringify(plain)).not.toContain('accounts.google.com');
    expect(JSON.stringify(plain)).not.toContain('xendit');

    const full = pageCspDirectives(
      loadConfig({
        ...PRODUCTION_TEST_ENV,
        GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
        PAYMENT_PROVIDER: 'xendit',
        XENDIT_SECRET_KEY: 'xnd_development_key',
        XENDIT_CALLBACK_TOKEN: 'callback-token-of-16+',
        XENDIT_PUBLIC_KEY: 'xnd_public_development_key',
        PUBLIC_URL: 'https://shop.example.com/',
        STOREFRONT_DIR: '',
        BACKOFFICE_DIR: '',
      }),
    );
    expect(full['script-src']).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      'https://js.xendit.co',
    ]);
    expect(full['frame-src']).toEqual([
      "'self'",
      'https://shop.example.com',
      'https://accounts.google.com/gsi/',
      'https://*.xendit.co',
    ]);
    expect(full['upgrade-insecure-requests']).toEqual([]);
  });

  it("loads TipTop Pay's checkout.js and frames the issuer's 3-D Secure page in Kazakhstan", () => {
    const kz = pageCspDirectives(
      loadConfig({
        ...PRODUCTION_TEST_ENV,
        MARKET: 'kz',
        PAYMENT_PROVIDER: 'tiptoppay',
        TIPTOPPAY_PUBLIC_ID: 'pk_production_public_id',
        TIPTOPPAY_API_SECRET: 'tiptoppay-api-secret',
        PUBLIC_URL: 'https://shop.example.kz/',
        STOREFRONT_DIR: '',
        BACKOFFICE_DIR: '',
      }),
    );
    expect(kz['script-src']).toEqual(["'self'", 'https://checkout.tiptoppay.kz']);
    expect(kz['frame-src']).toEqual(["'self'", 'https://shop.example.kz', 'https:']);
    expect(JSON.stringify(kz)).not.toContain('xendit');
  });
});
