import { makeSearchPage, useErrorCase, useSuccessCase } from '@storefront/api/testing';
import { LocationProbe } from '@storefront/ui-support/testing';
import { renderScreen } from '@storefront/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import { watchRequests } from '../../testing/watch-requests';
import HomeScreen from './home-screen';
import { PRODUCT_LIST_MEMORY_KEY } from './product-list-memory';

setUpScreenTestFile();

function renderHome(locale: 'id-ID' | 'en-US' | 'ar-SA' = 'id-ID') {
  // Mounted under every path, so the screen stays and the probe shows where it navigated.
  return renderScreen(
    <>
      <HomeScreen />
      <LocationProbe />
    </>,
    { routePath: '*', url: '', locale },
  );
}

beforeEach(() => sessionStorage.clear());

describe('HomeScreen', () => {
  it('shows the catalogue’s best sellers and newest products, one page each', async () => {
    const requests = watchRequests('/oci/catalog/search');
    await renderHome();
    const best = await screen.findByRole('region', { name: 'Terlaris' });
    expect(await within(best).findAllByRole('article')).toHaveLength(8);
    const newest = screen.getByRole('region', { name: 'Produk terbaru' });
    expect(await within(newest).findAllByRole('article')).toHaveLength(8);
    expect(
      within(best).getAllByRole('link', { name: 'Tas Ransel Kanvas Pria' })[0],
    ).toHaveAttribute('href', '/id-ID/products/prd-1');
    expect(within(best).getAllByText('Rp 104.000')[0]).toBeInTheDocument();
    expect(requests.map((request) => request.url.searchParams.get('sort')).sort()).toEqual([
      'newest',
      'top_sales',
    ]);
    expect(within(best).getByRole('link', { name: 'Lihat semua produk terlaris' })).toHaveAttribute(
      'href',
      '/id-ID/search?sort=top_sales',
    );
  });

  it('links into the catalogue by each of the five sorts', async () => {
    await renderHome('en-US');
    const browse = screen.getByRole('navigation', { name: 'Browse the catalogue' });
    expect(
      within(browse)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/en-US/search?sort=top_sales',
      '/en-US/search?sort=popular',
      '/en-US/search?sort=newest',
      '/en-US/search?sort=highest_price',
      '/en-US/search?sort=lowest_price',
    ]);
    expect(screen.getByRole('link', { name: 'Request a product' })).toHaveAttribute(
      'href',
      '/en-US/product-request',
    );
  });

  it('searches the chosen marketplace', async () => {
    const { user } = await renderHome();
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'botol stainless');
    await user.click(screen.getByRole('radio', { name: 'Taobao' }));
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
        '/id-ID/search?q=botol+stainless&type=taobao',
      ),
    );
  });

  it('starts on the marketplace searched last', async () => {
    sessionStorage.setItem(
      PRODUCT_LIST_MEMORY_KEY,
      JSON.stringify({ lastSearch: 'q=tas&type=taobao' }),
    );
    await renderHome();
    expect(screen.getByRole('radio', { name: 'Taobao' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1688' })).not.toBeChecked();
  });

  it('shows why a shelf failed and loads it again on request', async () => {
    useErrorCase(mockServer, 'searchCatalog', 429, undefined, { once: true });
    const { user } = await renderHome('en-US');
    // Both shelves ask; the first answer fails (SPEC §8's 429 text), the other loads.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests. Please wait a moment and try again');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(16);
  });

  it('speaks Arabic, prices still in the market currency', async () => {
    await renderHome('ar-SA');
    expect(
      screen.getByRole('heading', { level: 1, name: 'اشترِ بالجملة مباشرةً من الصين' }),
    ).toBeInTheDocument();
    const best = await screen.findByRole('region', { name: 'الأكثر مبيعًا' });
    const [card] = await within(best).findAllByRole('article');
    expect(card).toHaveTextContent('IDR');
  });

  it('says when a shelf has nothing to show', async () => {
    useSuccessCase(mockServer, 'searchCatalog', makeSearchPage({}, 0));
    await renderHome();
    expect(await screen.findAllByText('Produk tidak ditemukan')).toHaveLength(2);
  });

  it('opens the whole catalogue when searching for nothing', async () => {
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
        /^\/id-ID\/search$/,
      ),
    );
  });

  it('fetches the first shelf’s first row at once, every other photo when scrolled near', async () => {
    const { container } = await renderHome();
    const best = await screen.findByRole('region', { name: 'Terlaris' });
    await within(best).findAllByRole('article');
    const newest = screen.getByRole('region', { name: 'Produk terbaru' });
    await within(newest).findAllByRole('article');
    const photos = (region: HTMLElement) => [...region.querySelectorAll('img')];
    expect(container.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(4);
    expect(photos(best).map((img) => img.getAttribute('fetchpriority'))).toEqual([
      ...Array<string>(4).fill('high'),
      ...Array<null>(4).fill(null),
    ]);
    expect(
      photos(best)
        .slice(4)
        .every((img) => img.getAttribute('loading') === 'lazy'),
    ).toBe(true);
    expect(photos(newest).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
