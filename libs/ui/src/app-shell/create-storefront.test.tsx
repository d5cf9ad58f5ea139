import { messageFor } from '@storefront/api';
import { signInForTests, TEST_BASE_URL, useErrorCase } from '@storefront/api/testing';
import { ERROR_TEXTS_ID, ID_MARKET } from '@storefront/domain';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../i18n/messages';
import { mockServer } from '../testing/mock-server';
import { createStorefront } from './create-storefront';
import { pageDataScripts } from './page-data';
import type { Storefront } from './create-storefront';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

let mounted: Storefront | undefined;
afterEach(() => {
  mockServer.events.removeAllListeners();
  act(() => mounted?.unmount());
  mounted = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('createStorefront', () => {
  it('reads the page’s error texts before hydrating, so a rule the server showed reads the same', async () => {
    // A browser opening a page the gateway rendered loads no locale module before hydrating: the
    // texts it shows are the page's (marked here so they cannot come from anywhere else).
    const errorTexts = {
      ...ERROR_TEXTS_ID,
      errors: { ...ERROR_TEXTS_ID.errors, purchase_exceeds_stock: 'Stok menurut halaman' },
    };
    window.history.replaceState(null, '', '/id-ID/no-such-page');
    document.body.innerHTML = `<div id="root"></div>${pageDataScripts({
      store: {},
      router: {
        loaderData: {
          locale: { locale: 'id-ID', year: 2026, messages: {}, errorTexts },
        },
      },
      formatting: 'another browser',
    })}`;
    mounted = createStorefront({ market: ID_MARKET, apiBaseUrl: TEST_BASE_URL });
    await act(async () => {
      await mounted?.ready;
    });
    // Taken up before the router mounts (in a task after the module's, decision 310); that the
    // server's text then hydrates unchanged is the journeys' check (server-rendered.e2e.ts).
    expect(messageFor('purchase_exceeds_stock', 'id')).toBe('Stok menurut halaman');
    expect(document.querySelector('#root')?.childElementCount).toBeGreaterThan(0);
  });

  it('mounts the market’s storefront in #root with the browser’s URL', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await loadMessages('id-ID');
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/id-ID/no-such-page');
    await act(async () => {
      mounted = createStorefront({ market: ID_MARKET, apiBaseUrl: TEST_BASE_URL });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Halaman tidak ditemukan | Toko Impor'));
    expect(mounted?.store.client.market).toBe(ID_MARKET);
    expect(mounted?.store.client.locale()).toBe('id-ID');
  });

  it('sends a customer whose session the gateway refuses to the login, with the page', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await loadMessages('id-ID');
    signInForTests();
    useErrorCase(mockServer, 'getCounters', 401, undefined, { baseUrl: TEST_BASE_URL });
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/id-ID/no-such-page?x=1');
    await act(async () => {
      mounted = createStorefront({ market: ID_MARKET, apiBaseUrl: TEST_BASE_URL });
    });
    await waitFor(() => expect(window.location.pathname).toBe('/id-ID/login'));
    expect(window.location.search).toBe('?next=%2Fid-ID%2Fno-such-page%3Fx%3D1');
  });

  it('asks for a signed-in screen’s data while taking the page over, once', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    signInForTests();
    // What the page showed when the orders were asked for: the server's shell, not the screen.
    const shownAtRequest: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/oci/orders/transaction-list/')) {
        shownAtRequest.push(document.querySelector('h1')?.textContent ?? '');
      }
    });
    window.history.replaceState(null, '', '/id-ID/orders');
    document.body.innerHTML = `<div id="root"><h1>shell</h1></div>${pageDataScripts({
      store: {},
      router: {
        loaderData: {
          locale: { locale: 'id-ID', year: 2026, messages: await loadMessages('id-ID') },
        },
      },
      formatting: 'another browser',
    })}`;
    await act(async () => {
      mounted = createStorefront({ market: ID_MARKET, apiBaseUrl: TEST_BASE_URL });
      await mounted.ready;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesanan saya' })).toBeVisible();
    // Asked before the screen rendered, and the screen's own hook found it under way; the
    // layout's own load (SPEC §7) comes later and asks for other things.
    await waitFor(() =>
      expect(mounted?.store.getState().api.queries['getProfile(undefined)']?.status).toBe(
        'fulfilled',
      ),
    );
    expect(shownAtRequest).toEqual(['shell']);
  });

  it('asks for a place to mount', () => {
    document.body.innerHTML = '';
    expect(() => createStorefront({ market: ID_MARKET })).toThrow('no element with id "root"');
  });
});
