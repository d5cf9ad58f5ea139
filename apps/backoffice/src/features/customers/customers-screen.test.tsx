import { handlerFor, makeCustomerSummary } from '@storefront/api/testing';
import { formatMoney } from '@storefront/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import CustomersScreen from './customers-screen';
import { CUSTOMERS_EN_US } from './i18n/en-US';

function serveCustomers(items = [makeCustomerSummary(0), makeCustomerSummary(1)]) {
  const queries: URLSearchParams[] = [];
  mockServer.use(
    handlerFor('lookupCustomers', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json({
        status: 200,
        message: 'OK',
        data: { items, page: Number(query.get('page') ?? 1), limit: 10, total: 30 },
      });
    }),
  );
  return queries;
}

describe('CustomersScreen', () => {
  it('searches the customers and shows what staff need to know about each', async () => {
    const queries = serveCustomers();
    const { user } = renderScreen(<CustomersScreen />, {
      routePath: 'customers',
      messages: CUSTOMERS_EN_US,
    });
    await user.type(await screen.findByLabelText('Email, name, phone or id'), 'sari@example.co.id');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('sari@example.co.id'));

    const customer = makeCustomerSummary(0);
    const row = screen.getByRole('row', { name: new RegExp(customer.nama_lengkap) });
    expect(within(row).getByText(customer.email)).toBeInTheDocument();
    expect(within(row).getByText('Gold')).toBeInTheDocument();
    expect(within(row).getByText('ID card (KTP) verified: Yes')).toBeInTheDocument();
    expect(
      within(row).getByText(formatMoney(customer.total_order, 'en-US').replace(/\s+/g, ' ')),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(queries.at(-1)?.get('search')).toBe('sari@example.co.id');
  });

  it('says so when nobody matches', async () => {
    serveCustomers([]);
    renderScreen(<CustomersScreen />, { routePath: 'customers', messages: CUSTOMERS_EN_US });
    expect(await screen.findByText('No customers match.')).toBeInTheDocument();
  });
});
