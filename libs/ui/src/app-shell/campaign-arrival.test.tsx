import { signInForTests } from '@storefront/api/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../testing/record-requests';
import { campaignOf } from './campaign-arrival';
import { renderStorefront, screenWith } from './testing/render-storefront';

function Home() {
  return <h1>Home page</h1>;
}
const ROUTES = [{ path: '', load: screenWith(Home), titleId: 'shell.brand' }];

describe('campaignOf', () => {
  it.each([
    ['?utm_source=wa&utm_medium=chat', { utm_source: 'wa', utm_medium: 'chat' }],
    ['?utm_id=promo-12&q=lamp', { utm_id: 'promo-12' }],
    ['?utm_source=%20ads%20&utm_id=', { utm_source: 'ads' }],
    ['?utm_campaign=x', undefined],
    ['?q=lamp', undefined],
    ['', undefined],
  ])('reads %j as %j', (search, expected) => {
    expect(campaignOf(search)).toEqual(expected);
  });

  it('keeps a value to the 100 characters the call takes', () => {
    expect(campaignOf(`?utm_source=${'a'.repeat(150)}`)?.utm_source).toHaveLength(100);
  });
});

describe('a visitor arriving from a campaign link', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('counts a guest’s landing once for the tab, not again on a reload', async () => {
    const guest = recordRequests('trackOctf', {});
    const customer = recordRequests('trackVisit', {});
    await renderStorefront('/id-ID?utm_source=wa&utm_medium=chat', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(guest.queries).toEqual([{ utm_source: 'wa', utm_medium: 'chat' }]));
    cleanup();
    await renderStorefront('/id-ID?utm_source=wa&utm_medium=chat', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    await new Promise((settle) => setTimeout(settle, 50));
    expect(guest.queries).toHaveLength(1);
    expect(customer.queries).toEqual([]);
  });

  it('counts a signed-in customer’s visit against the account', async () => {
    signInForTests();
    const guest = recordRequests('trackOctf', {});
    const customer = recordRequests('trackVisit', {});
    await renderStorefront('/id-ID?utm_id=promo-12', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(customer.queries).toEqual([{ utm_id: 'promo-12' }]));
    expect(guest.queries).toEqual([]);
  });

  it('does not count again an arrival the campaign link’s redirect counted (decision 306)', async () => {
    const guest = recordRequests('trackOctf', {});
    // What the gateway's redirect sets: the campaign it counted, URI-encoded.
    document.cookie = `campaign_counted=${encodeURIComponent('utm_source=wa&utm_medium=chat')}; path=/`;
    await renderStorefront('/id-ID?utm_source=wa&utm_medium=chat', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(document.cookie).not.toContain('campaign_counted'));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(guest.queries).toEqual([]);
    // Nor on a reload of the tab.
    cleanup();
    await renderStorefront('/id-ID?utm_source=wa&utm_medium=chat', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    await new Promise((settle) => setTimeout(settle, 50));
    expect(guest.queries).toEqual([]);
  });

  it('counts an arrival whose campaign is not the one the redirect counted', async () => {
    const guest = recordRequests('trackOctf', {});
    document.cookie = `campaign_counted=${encodeURIComponent('utm_source=mail')}; path=/`;
    await renderStorefront('/id-ID?utm_source=wa', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(guest.queries).toEqual([{ utm_source: 'wa' }]));
    document.cookie = 'campaign_counted=; path=/; max-age=0';
  });

  it('makes no call for a page without a campaign', async () => {
    const guest = recordRequests('trackOctf', {});
    await renderStorefront('/id-ID?q=lamp', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    await new Promise((settle) => setTimeout(settle, 50));
    expect(guest.queries).toEqual([]);
  });
});
