import { makePage, useErrorCase, useSuccessCase } from '@storefront/api/testing';
import { LocationProbe } from '@storefront/ui-support/testing';
import { renderScreen } from '@storefront/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import { watchRequests } from '../../testing/watch-requests';
import WishlistScreen from './wishlist-screen';

setUpScreenTestFile({ signedIn: true });

function renderWishlist(url = 'wishlist', locale: 'id-ID' | 'en-US' = 'id-ID') {
  return renderScreen(
    <>
      <WishlistScreen />
      <LocationProbe />
    </>,
    { routePath: 'wishlist', url, locale },
  );
}

const list = () => screen.getByRole('region', { name: 'Produk tersimpan' });
const location = () => screen.getByRole('status', { name: 'location' });

describe('WishlistScreen', () => {
  it('loads pages of 10 with “load more” while a full page came back', async () => {
    const requests = watchRequests('/oci/profile/wishlist');
    const { user } = await renderWishlist();
    expect(await screen.findByText('14 produk tersimpan')).toBeInTheDocument();
    expect(within(list()).getAllByRole('article')).toHaveLength(10);
    expect(requests[0]?.url.searchParams.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(14));
    expect(requests[1]?.url.searchParams.get('page')).toBe('2');
    // The second page held 4: no third page is offered.
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
  });

  it('shows each saved product with its prices and the day it was saved', async () => {
    await renderWishlist();
    const [first] = await within(await screen.findByRole('list')).findAllByRole('article');
    const card = first as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Tas Ransel Kanvas Pria' })).toHaveAttribute(
      'href',
      '/id-ID/products/prd-1',
    );
    expect(card).toHaveTextContent('Rp 104.000');
    expect(card).toHaveTextContent('CN¥45,00 di supplier');
    expect(card).toHaveTextContent('Disimpan 1 Mei 2025');
  });

  it('sorts and searches through the URL', async () => {
    const requests = watchRequests('/oci/profile/wishlist');
    const { user } = await renderWishlist();
    await screen.findByText('14 produk tersimpan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Urutkan' }), 'Harga terendah');
    await waitFor(() => expect(location()).toHaveTextContent('/id-ID/wishlist?sort=lowest_price'));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('sort')).toBe('lowest_price'));

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Urutkan' }),
      'Terakhir disimpan',
    );
    await waitFor(() => expect(location()).toHaveTextContent(/\/id-ID\/wishlist$/));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Urutkan' }), 'Harga terendah');
    await user.type(screen.getByRole('searchbox', { name: 'Cari di wishlist' }), 'botol');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent('/id-ID/wishlist?sort=lowest_price&q=botol'),
    );
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('search')).toBe('botol'));
    expect(requests.at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('removes a product', async () => {
    const removals = watchRequests('/oci/orders/wishlist/1688/610000000001', 'DELETE');
    const { user } = await renderWishlist();
    await screen.findByText('14 produk tersimpan');
    await user.click(
      screen.getAllByRole('button', {
        name: 'Hapus Sepatu Sneakers Wanita Putih',
      })[0] as HTMLElement,
    );
    expect(await screen.findByText('Dihapus dari wishlist Anda')).toBeInTheDocument();
    expect(removals).toHaveLength(1);
  });

  it('shows why a product could not be removed', async () => {
    useErrorCase(mockServer, 'removeWishlist', 404);
    const { user } = await renderWishlist();
    await screen.findByText('14 produk tersimpan');
    await user.click(
      screen.getAllByRole('button', { name: 'Hapus Tas Ransel Kanvas Pria' })[0] as HTMLElement,
    );
    expect(await screen.findByText('Data tidak ditemukan')).toBeInTheDocument();
  });

  it('says when the wishlist is empty and links to the catalogue', async () => {
    useSuccessCase(mockServer, 'listWishlist', makePage(() => null, {}, 0) as never);
    await renderWishlist();
    expect(
      await screen.findByRole('heading', { name: 'Wishlist Anda masih kosong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jelajahi produk' })).toHaveAttribute(
      'href',
      '/id-ID/search',
    );
  });

  it('says when no saved product matches the search', async () => {
    useSuccessCase(mockServer, 'listWishlist', makePage(() => null, {}, 0) as never);
    await renderWishlist('wishlist?q=kursi');
    expect(
      await screen.findByRole('heading', {
        name: 'Tidak ada produk tersimpan yang cocok dengan “kursi”',
      }),
    ).toBeInTheDocument();
  });

  it('shows the failure and loads again on request', async () => {
    useErrorCase(mockServer, 'listWishlist', 429, undefined, { once: true });
    const { user } = await renderWishlist('wishlist', 'en-US');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests. Please wait a moment and try again');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('14 saved products')).toBeInTheDocument();
  });
});
