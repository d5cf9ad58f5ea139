import { makePage, makeProductSummary, signInForTests } from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import '@storefront/ui-support/testing/patient-queries';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests } from '../../testing/record-requests';
import { renderScreen } from '../../testing/render-screen';
import BuyAgainScreen from './buy-again-screen';

function renderBuyAgain() {
  return renderScreen(<BuyAgainScreen />, { routePath: 'orders/buy-again' });
}

describe('BuyAgainScreen', { timeout: 20_000 }, () => {
  beforeEach(() => signInForTests());

  it('lists the products of completed orders, each leading to a new price request', async () => {
    const asked = recordRequests(
      'listBuyAgain',
      makePage((i) => makeProductSummary(i), { page: 1, limit: 10 }, 12),
      makePage((i) => makeProductSummary(i), { page: 2, limit: 10 }, 12),
    );
    const { user } = await renderBuyAgain();
    expect(await screen.findByRole('heading', { level: 1, name: 'Beli lagi' })).toBeVisible();
    const products = () =>
      within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    await waitFor(() => expect(products()).toHaveLength(10));
    const items = products();
    expect(items).toHaveLength(10);
    const first = items[0] as HTMLElement;
    const title = makeProductSummary(0).title;
    expect(within(first).getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(first).toHaveTextContent(/Mulai Rp\s?\d/);
    expect(
      within(first).getByRole('link', { name: `Ajukan harga baru untuk ${title}` }),
    ).toHaveAttribute('href', '/id-ID/products/prd-1');

    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(products()).toHaveLength(2));
    expect(asked.queries).toEqual([
      { page: '1', limit: '10' },
      { page: '2', limit: '10' },
    ]);
  });

  it('says when nothing was bought yet and leads to the catalogue', async () => {
    recordRequests('listBuyAgain', { items: [], page: 1, limit: 10, total: 0 });
    await renderBuyAgain();
    expect(await screen.findByText('Belum ada yang bisa dibeli lagi')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Jelajahi katalog' })).toHaveAttribute(
      'href',
      '/id-ID/search',
    );
  });
});
