import { TEST_BASE_URL } from '@storefront/api/testing';
import { ID_MARKET, KZ_MARKET } from '@storefront/domain';
import { act, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../i18n/messages';
import { createStorefront } from './create-storefront';
import type { Storefront } from './create-storefront';
import { formattingFingerprint } from './formatting-fingerprint';
import { pageDataScripts } from './page-data';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

let mounted: Storefront | undefined;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('formattingFingerprint', () => {
  it('tells locales that write amounts differently apart', () => {
    const indonesian = formattingFingerprint('id-ID', ID_MARKET);
    expect(indonesian).toBe(formattingFingerprint('id-ID', ID_MARKET));
    expect(indonesian).not.toBe(formattingFingerprint('en-US', ID_MARKET));
    expect(indonesian).toContain('Rp');
  });

  it('asks the Kazakh market’s own formats, not the engine’s Kazakh data', () => {
    // 13:05 UTC is 21:05 on the storefront clock.
    expect(formattingFingerprint('kk-KZ', KZ_MARKET).replace(/[\u00a0\u202f]/g, ' ')).toBe(
      '1 234 567,25|-1 234 567,50 ₸|-1 234 567,50 CN¥|2026 ж. 31 қаң., 21:05 GMT+8',
    );
  });

  it('makes a browser that formats otherwise render the server’s page anew, from its data', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const messages = await loadMessages('id-ID');
    window.history.replaceState(null, '', '/id-ID/no-such-page');
    document.body.innerHTML = `<div id="root"><p>As another engine wrote it</p></div>${pageDataScripts(
      {
        store: {},
        router: {
          loaderData: { locale: { locale: 'id-ID', messages, year: 2026 } },
          actionData: null,
          errors: null,
        },
        formatting: 'KZT 12,345.50',
      },
    )}`;
    const errors = vi.spyOn(console, 'error');
    // React reports a hydration mismatch as a recoverable error: window.reportError.
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      reported.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    await act(async () => {
      mounted = createStorefront({ market: ID_MARKET, apiBaseUrl: TEST_BASE_URL });
      await mounted.ready;
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('As another engine wrote it')).toBeNull();
    window.removeEventListener('error', onError);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });
});
