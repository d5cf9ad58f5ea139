import { makeSearchPage, useErrorCase, useSuccessCase } from '@storefront/api/testing';
import { LocationProbe } from '@storefront/ui-support/testing';
import { renderScreen } from '@storefront/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import { watchRequests } from '../../testing/watch-requests';
import { PRODUCT_LIST_MEMORY_KEY, readProductListMemory } from './product-list-memory';
import SearchScreen from './search-screen';

setUpScreenTestFile();

function renderSearch(url: string, locale: 'id-ID' | 'en-US' = 'id-ID') {
  return renderScreen(
    <>
      <SearchScreen />
      <LocationProbe />
    </>,
    { routePath: 'search', url, locale },
  );
}

const location = () => screen.getByRole('status', { name: 'location' });
const results = () => screen.getByRole('region', { name: 'Produk' });

beforeEach(() => sessionStorage.clear());

describe('SearchScreen', () => {
  it('searches the keyword of the URL and pages through the results', async () => {
    const requests = watchRequests('/oci/catalog/search');
    const { user } = await renderSearch('search?q=tas');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hasil untuk “tas”' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('57 produk')).toBeInTheDocument();
    expect(within(results()).getAllByRole('article')).toHaveLength(10);
    const query = requests[0]?.url.searchParams;
    expect(query?.get('keyword')).toBe('tas');
    expect(query?.get('search_type')).toBe('1688');
    expect(query?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(location()).toHaveTextContent('/id-ID/search?q=tas&page=2'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    // The mock catalogue answers page 2 with its products 11 to 20.
    await waitFor(() =>
      expect(
        within(results())
          .getAllByRole('link')
          .map((link) => link.getAttribute('href'))[0],
      ).toBe('/id-ID/products/prd-11'),
    );
    expect(readProductListMemory()).toMatchObject({ lastKeyword: 'tas', lastPage: 2 });
  });

  it('sorts by each of the five sorts, starting again at page 1', async () => {
    const requests = watchRequests('/oci/catalog/search');
    const { user } = await renderSearch('search?q=tas&page=3', 'en-US');
    await screen.findByText('57 products');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Best match', 'Top sales', 'Popular', 'Newest', 'Highest price', 'Lowest price']);
    await user.selectOptions(sort, 'Lowest price');
    await waitFor(() =>
      expect(location()).toHaveTextContent('/en-US/search?q=tas&sort=lowest_price'),
    );
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('sort')).toBe('lowest_price'));
    await user.selectOptions(sort, 'Best match');
    await waitFor(() => expect(location()).toHaveTextContent(/\/en-US\/search\?q=tas$/));
  });

  it('switches the marketplace to Taobao with a new keyword', async () => {
    const requests = watchRequests('/oci/catalog/search');
    const { user } = await renderSearch('search?q=tas&sort=newest&page=2');
    await screen.findByText('57 produk');
    const box = screen.getByRole('searchbox', { name: 'Cari produk' });
    expect(box).toHaveValue('tas');
    await user.clear(box);
    await user.type(box, 'sepatu');
    await user.click(screen.getByRole('radio', { name: 'Taobao' }));
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent('/id-ID/search?q=sepatu&type=taobao&sort=newest'),
    );
    await waitFor(() =>
      expect(requests.at(-1)?.url.searchParams.get('search_type')).toBe('taobao'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hasil untuk “sepatu”');
  });

  it('refuses a price range whose minimum is not below the maximum', async () => {
    const requests = watchRequests('/oci/catalog/search');
    const { user } = await renderSearch('search?q=tas');
    await screen.findByText('57 produk');
    const min = screen.getByRole('spinbutton', { name: 'Harga minimum' });
    const max = screen.getByRole('spinbutton', { name: 'Harga maksimum' });
    await user.type(min, '200000');
    await user.type(max, '200000');
    await user.click(screen.getByRole('button', { name: 'Terapkan harga' }));
    expect(
      await screen.findByText('Harga minimum harus lebih rendah dari harga maksimum'),
    ).toBeInTheDocument();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toHaveTextContent(/\?q=tas$/);

    await user.clear(max);
    await user.type(max, '200001');
    await user.click(screen.getByRole('button', { name: 'Terapkan harga' }));
    await waitFor(() => expect(location()).toHaveTextContent('?q=tas&min=200000&max=200001'));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('min_price')).toBe('200000'));
    expect(requests.at(-1)?.url.searchParams.get('max_price')).toBe('200001');

    await user.click(screen.getByRole('button', { name: 'Hapus harga' }));
    await waitFor(() => expect(location()).toHaveTextContent(/\?q=tas$/));
  });

  it('comes back to the last search, its page and the product opened last', async () => {
    sessionStorage.setItem(
      PRODUCT_LIST_MEMORY_KEY,
      JSON.stringify({
        lastKeyword: 'tas',
        lastPage: 2,
        lastProductIdClicked: 'prd-14',
        lastSearch: 'q=tas&page=2',
      }),
    );
    // jsdom does not lay pages out: record which element the screen scrolls to.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      await renderSearch('search');
      await waitFor(() => expect(location()).toHaveTextContent('/id-ID/search?q=tas&page=2'));
      await waitFor(() => expect(scrolled).toHaveLength(1));
      const target = scrolled[0];
      expect(target).toHaveAttribute('href', '/id-ID/products/prd-14');
      expect(target).toHaveAccessibleName('Lampu LED Meja Lipat');
      expect(target).toHaveFocus();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('remembers the product the customer opens', async () => {
    const { user } = await renderSearch('search?q=botol');
    await screen.findByText('57 produk');
    const [, second] = within(results()).getAllByRole('link');
    await user.click(second as HTMLElement);
    expect(readProductListMemory()).toMatchObject({
      lastKeyword: 'botol',
      lastProductIdClicked: 'prd-2',
      lastSearch: 'q=botol',
    });
  });

  it('shows "1,000+" when more match than the search counts, and pages to the cap only', async () => {
    useSuccessCase(mockServer, 'searchCatalog', makeSearchPage({ page: 1, limit: 20 }, 60_187));
    const { user } = await renderSearch('search', 'en-US');
    expect(await screen.findByText('1,000+ products')).toBeInTheDocument();
    // 1,000 at 20 a page: the pager's last page is 50, nothing past it.
    expect(screen.getByRole('button', { name: 'Page 50' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 51' })).not.toBeInTheDocument();

    useSuccessCase(mockServer, 'searchCatalog', makeSearchPage({ page: 50, limit: 20 }, 60_187));
    await user.click(screen.getByRole('button', { name: 'Page 50' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 50' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the exact count in Indonesian below the cap, and "1.000+" above it', async () => {
    useSuccessCase(mockServer, 'searchCatalog', makeSearchPage({ page: 1 }, 1_000));
    const { unmount } = await renderSearch('search?q=tas');
    expect(await screen.findByText('1.000 produk')).toBeInTheDocument();
    unmount();
    useSuccessCase(mockServer, 'searchCatalog', makeSearchPage({ page: 1 }, 1_001));
    await renderSearch('search?q=tas');
    expect(await screen.findByText('1.000+ produk')).toBeInTheDocument();
  });

  it('says when nothing was found and offers a product request', async () => {
    useSuccessCase(mockServer, 'searchCatalog', makeSearchPage({ page: 1 }, 0));
    await renderSearch('search?q=zzzz');
    expect(
      await screen.findByRole('heading', { name: 'Produk tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minta produk' })).toHaveAttribute(
      'href',
      '/id-ID/product-request',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  describe('a pasted marketplace link', () => {
    const LINK = 'https://detail.1688.com/offer/624263574012.html';
    const linkSearch = `search?q=${encodeURIComponent(LINK)}`;

    it('opens the product the catalogue knows for it', async () => {
      useSuccessCase(mockServer, 'searchCatalog', makeSearchPage({ page: 1 }, 1));
      await renderSearch(linkSearch);
      // The heading names the link's product, not the link (which would overflow it).
      expect(
        screen.getByRole('heading', { level: 1, name: 'Produk dari link Anda' }),
      ).toBeInTheDocument();
      expect(screen.getByText(LINK)).toBeInTheDocument();
      // The product page replaces the search (the test's router shows any other page so).
      expect(await screen.findByText('navigated away')).toBeInTheDocument();
    });

    it('offers to request a product the catalogue does not know, with the link filled in', async () => {
      useSuccessCase(mockServer, 'searchCatalog', makeSearchPage({ page: 1 }, 0));
      await renderSearch(linkSearch, 'en-US');
      expect(
        await screen.findByRole('heading', { name: 'This product is not in our catalogue yet' }),
      ).toBeInTheDocument();
      // No "0 products" for a link, nor sorting and a price range: it is not a search.
      expect(screen.queryByText('0 products')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Request this product' })).toHaveAttribute(
        'href',
        `/en-US/product-request?link=${encodeURIComponent(LINK)}`,
      );
      expect(location()).toHaveTextContent('/en-US/search');
    });

    it('says which marketplaces are accepted for a link of another site', async () => {
      useErrorCase(mockServer, 'searchCatalog', 422, {
        status: 422,
        message: 'Hanya link dari 1688, Taobao, atau Alibaba yang diterima',
        data: { code: 'link_not_marketplace', errors: { keyword: 'field.invalid' } },
      });
      await renderSearch(`search?q=${encodeURIComponent('https://www.amazon.com/dp/B0001')}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Hanya link dari 1688, Taobao, atau Alibaba yang diterima',
      );
    });
  });

  it('shows the failure and searches again on request', async () => {
    useErrorCase(mockServer, 'searchCatalog', 404, undefined, { once: true });
    const { user } = await renderSearch('search?q=tas');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Data tidak ditemukan');
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('57 produk')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
