import {
  clearClientCookies,
  makeCart,
  signInForTests,
  TEST_BASE_URL,
} from '@storefront/api/testing';
import { ID_MARKET } from '@storefront/domain';
import { configure } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageData } from '../app-shell/page-data';
import { mockServer } from '../testing/mock-server';
import { createStorefrontServer } from './create-storefront-server';
import type { StorefrontRenderResult } from '@storefront/contract';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const TEMPLATE =
  '<!doctype html><html lang="id-ID"><head><title></title></head><body><div id="root"></div></body></html>';

function html(result: StorefrontRenderResult): string {
  if (result.kind !== 'page') throw new Error(`not a page: ${result.kind}`);
  return result.html;
}

function render(
  path: string,
  cookie?: string,
  server = createStorefrontServer({ market: ID_MARKET }),
) {
  return server.render({
    url: `http://shop.test${path}`,
    apiBaseUrl: TEST_BASE_URL,
    fetch: (input, init) => fetch(input, init),
    template: TEMPLATE,
    ...(cookie ? { cookie } : {}),
  });
}

/** The API paths the browser asks for while the test runs. */
function recordRequests(): string[] {
  const paths: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  return paths;
}

afterEach(() => {
  mockServer.events.removeAllListeners();
  document.body.innerHTML = '';
});

describe('a page rendered on the server and hydrated in the browser (decision 250)', () => {
  // Hydration itself is checked in a browser (apps/e2e): React's server and client renderers
  // share each context's current value within one JavaScript realm, so a page rendered here
  // cannot be hydrated in the same test.
  it('renders a product page complete, with the answers its screen read in the page', async () => {
    const requests = recordRequests();
    const page = html(await render('/id-ID/products/p-42'));
    // The lazy price request form is written in its place: no part left to an inline script
    // (which the page's CSP blocks) to move into place.
    expect(page).not.toContain('<template');
    expect(page).not.toContain('<!--$?-->');
    expect(requests.filter((path) => path.includes('/catalog/product/'))).toHaveLength(1);
    document.documentElement.innerHTML = page.replace(/^<!doctype html>/, '');
    expect(document.querySelector('main h1')?.textContent).not.toBe('');
    expect(document.querySelector('main [role="status"]')).toBeNull();
    const data = readPageData(document);
    expect(JSON.stringify(data?.store)).toContain('p-42');
    expect(data?.router.loaderData?.['locale']).toMatchObject({
      locale: 'id-ID',
      errorTexts: { errors: { purchase_exceeds_stock: 'Pembelian melebihi stok' } },
    });
  });

  it("carries the layout load's currency and web configuration, so a guest's browser asks for neither", async () => {
    // The test's DOM gives the server a localStorage (a real server has none): start it empty.
    localStorage.clear();
    const requests = recordRequests();
    const page = html(await render('/id-ID'));
    expect(requests).toEqual(expect.arrayContaining(['/api/oci/get-currency', '/api/oci/cms/seo']));
    document.documentElement.innerHTML = page.replace(/^<!doctype html>/, '');
    const store = JSON.stringify(readPageData(document)?.store);
    expect(store).toContain('getCurrency({\\"query\\":{\\"id\\":\\"id\\"}})');
    expect(store).toContain('getSiteContent(undefined)');
    // The header's counts (and their chunk) are a signed-in customer's.
    expect(document.querySelector('header a[href="/id-ID/cart"]')).toBeNull();
  });

  it('sends a guest from a signed-in screen to the login and renders its shell for a customer', async () => {
    const guest = await render('/id-ID/orders');
    expect(guest).toEqual({
      kind: 'redirect',
      status: 302,
      location: `/id-ID/login?next=${encodeURIComponent('/id-ID/orders')}`,
    });
    const page = html(await render('/id-ID/orders', 'local_test_email=budi%40example.co.id'));
    expect(page).toContain('role="status"');
  });

  it('renders the cart complete for its customer, its answer in the page (decision 307)', async () => {
    signInForTests();
    const cookie = document.cookie;
    clearClientCookies();
    const requests = recordRequests();
    const page = html(await render('/id-ID/cart', cookie));
    expect(requests.filter((path) => path.endsWith('/oci/orders/cart'))).toHaveLength(1);
    document.documentElement.innerHTML = page.replace(/^<!doctype html>/, '');
    // The screen itself, not its loading state: painted with the page.
    expect(document.querySelector('main h1')?.textContent).toBe('Keranjang');
    expect(document.querySelector('main [role="status"]')).toBeNull();
    const title = makeCart().items[0]?.product.title ?? '';
    expect(document.querySelector('main')?.textContent).toContain(title);
    expect(JSON.stringify(readPageData(document)?.store)).toContain('getCart(undefined)');
  });

  it('keeps pages rendered at the same time apart: each its own visitor and data', async () => {
    // One server renders every page of the process with the same routes (their loaders read
    // the request's own store): pages in flight together must not see each other's.
    const server = createStorefrontServer({ market: ID_MARKET });
    const customer = 'local_test_email=budi%40example.co.id';
    const [guest, signedIn, first, second] = await Promise.all([
      render('/id-ID/orders', undefined, server),
      render('/id-ID/orders', customer, server),
      render('/id-ID/products/p-41', undefined, server),
      render('/id-ID/products/p-42', customer, server),
    ]);
    expect(guest).toMatchObject({ kind: 'redirect', status: 302 });
    expect(signedIn).toMatchObject({ kind: 'page', status: 200, personal: true });
    expect(first).toMatchObject({ kind: 'page', personal: false });
    expect(second).toMatchObject({ kind: 'page', personal: true });
    const storeOf = (page: string) => {
      document.documentElement.innerHTML = page.replace(/^<!doctype html>/, '');
      return JSON.stringify(readPageData(document)?.store);
    };
    const firstStore = storeOf(html(first));
    expect(firstStore).toContain('p-41');
    expect(firstStore).not.toContain('p-42');
    const secondStore = storeOf(html(second));
    expect(secondStore).toContain('p-42');
    expect(secondStore).not.toContain('p-41');
  });

  it('answers the not-found page with 404 and sends / to the preferred locale', async () => {
    const missing = await render('/id-ID/no-such-page');
    expect(missing.kind === 'page' && missing.status).toBe(404);
    expect(await render('/?utm_source=x')).toMatchObject({
      kind: 'redirect',
      location: '/id-ID?utm_source=x',
    });
  });
});
