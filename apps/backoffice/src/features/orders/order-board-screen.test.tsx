import {
  handlerFor,
  idr,
  makeAdminOrderSummary,
  makePage,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { formatMoney } from '@storefront/domain';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import enUS from './i18n/en-US';
import idID from './i18n/id-ID';
import OrderBoardScreen from './order-board-screen';

function renderBoard(url = 'orders', locale: 'en-US' | 'id-ID' = 'en-US') {
  return renderScreen(<OrderBoardScreen />, {
    routePath: 'orders',
    url,
    locale,
    messages: locale === 'en-US' ? enUS : idID,
  });
}

/** A mock board: `counts` orders per status, and every list request recorded. */
function boardWith(counts: Partial<Record<string, number>>) {
  const requests: Record<string, string>[] = [];
  mockServer.use(
    handlerFor('listAdminOrders', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      requests.push(query);
      const status = query['status'];
      const total = status
        ? (counts[status] ?? 0)
        : Object.values(counts).reduce<number>((sum, count) => sum + (count ?? 0), 0);
      const page = makePage(
        (index) => makeAdminOrderSummary(index, status ? { status: status as 'shipping' } : {}),
        { page: Number(query['page'] ?? 1), limit: Number(query['limit'] ?? 10) },
        total,
      );
      return HttpResponse.json({ status: 200, message: 'OK', data: page });
    }),
  );
  return requests;
}

describe('OrderBoardScreen', () => {
  it('shows a tab per status with its count and the orders, oldest first, linked to their page', async () => {
    boardWith({ waiting_payment: 2, in_process: 3, shipping: 1 });
    renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order board' })).toBeVisible();
    const tabs = screen.getByRole('tablist', { name: 'Order status' });
    expect(await within(tabs).findByRole('tab', { name: 'All (6)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await within(tabs).findByRole('tab', { name: 'In process (3)' })).toBeVisible();
    expect(await within(tabs).findByRole('tab', { name: 'Returning/Refund (0)' })).toBeVisible();
    expect(await within(tabs).findByRole('tab', { name: 'Partially refunded (0)' })).toBeVisible();
    // All, then one per status (decision 289 added partially refunded and refunded).
    expect(within(tabs).getAllByRole('tab')).toHaveLength(12);

    const table = await screen.findByRole('table', { name: 'Orders in All' });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toBeDefined();
    const row = within(first as HTMLElement);
    expect(row.getByRole('link', { name: 'IDL-20250430-000001' })).toHaveAttribute(
      'href',
      '/orders/IDL-20250430-000001',
    );
    expect(row.getByText('Sari Wulandari')).toBeVisible();
    expect(row.getByText('Waiting for payment')).toBeVisible();
    expect(row.getByText('Unpaid')).toBeVisible();
    expect(row.getByText(formatMoney(idr('13425000'), 'en-US').replace(/\s/g, ' '))).toBeVisible();
    expect(screen.getByText('6 orders in All, oldest first')).toBeVisible();
  });

  it('lists one status when its tab is chosen and pages through it', async () => {
    const requests = boardWith({ shipping: 14 });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('tab', { name: /^Shipping/ }));
    expect(await screen.findByRole('table', { name: 'Orders in Shipping' })).toBeVisible();
    expect(requests.some((query) => query['status'] === 'shipping' && !query['limit'])).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(requests.some((query) => query['status'] === 'shipping' && query['page'] === '2')).toBe(
      true,
    );
  });

  it('searches the board as the contract offers and says when nothing matches', async () => {
    const requests = boardWith({});
    const { user } = renderBoard();
    await user.type(await screen.findByRole('searchbox', { name: 'Search orders' }), 'budi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No order matches “budi”.')).toBeVisible();
    expect(requests.some((query) => query['search'] === 'budi')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Orders in this status appear here.')).toBeVisible();
  });

  it('opens on the status and search of its URL', async () => {
    const requests = boardWith({ returning: 1 });
    renderBoard('orders?status=returning&search=IDL');
    expect(await screen.findByRole('tab', { name: /^Returning\/Refund/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('IDL');
    expect(await screen.findByRole('table', { name: 'Orders in Returning/Refund' })).toBeVisible();
    expect(
      requests.some((query) => query['status'] === 'returning' && query['search'] === 'IDL'),
    ).toBe(true);
  });

  it('shows the gateway’s message and tries again', async () => {
    useErrorCase(mockServer, 'listAdminOrders', 404);
    const { user } = renderBoard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Data not found');
    useSuccessCase(
      mockServer,
      'listAdminOrders',
      makePage((i) => makeAdminOrderSummary(i), {}, 1),
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'IDL-20250430-000001' })).toBeVisible();
  });

  it('speaks Indonesian', async () => {
    boardWith({ in_process: 1 });
    renderBoard('orders', 'id-ID');
    expect(await screen.findByRole('heading', { level: 1, name: 'Papan pesanan' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Diproses (1)' })).toBeVisible();
  });
});
