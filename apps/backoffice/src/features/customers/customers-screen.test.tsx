import { handlerFor, makeCustomerSummary, makeSalesContactRef } from '@storefront/api/testing';
import { formatMoney } from '@storefront/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { recordRequests } from '../../testing/record-requests';
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

  it('shows each customer’s sales contact and moves a customer to another active one', async () => {
    serveCustomers([makeCustomerSummary(0), makeCustomerSummary(4)]);
    const assigned = recordRequests('setCustomerSalesContact', makeSalesContactRef(1));
    const { user } = renderScreen(<CustomersScreen />, {
      routePath: 'customers',
      messages: CUSTOMERS_EN_US,
    });
    const first = makeCustomerSummary(0);
    const row = within(
      await screen.findByRole('row', { name: new RegExp(`^${first.nama_lengkap}`) }),
    );
    expect(row.getByText('Rina Wulandari')).toBeInTheDocument();
    const without = within(
      screen.getByRole('row', { name: new RegExp(`^${makeCustomerSummary(4).nama_lengkap}`) }),
    );
    expect(without.getByText('No sales contact')).toBeInTheDocument();

    await user.click(
      row.getByRole('button', { name: `Change the sales contact of ${first.nama_lengkap}` }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: `Sales contact of ${first.nama_lengkap}` }),
    );
    const choice = await dialog.findByRole('combobox', { name: /Sales contact/ });
    // Only the active contacts are offered; the customer's own is chosen to start with.
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a contact',
      'Rina Wulandari (+6281298765432)',
      'Agus Pratama (+6281311112222)',
    ]);
    expect(choice).toHaveValue('sales-1');
    await user.selectOptions(choice, 'sales-2');
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(
      await screen.findByText(`${first.nama_lengkap} now has Agus Pratama as sales contact.`),
    ).toBeVisible();
    expect(assigned.params).toMatchObject([{ customerId: first.id }]);
    expect(assigned.bodies).toEqual([{ sales_contact_id: 'sales-2' }]);
  });

  it('says so when nobody matches', async () => {
    serveCustomers([]);
    renderScreen(<CustomersScreen />, { routePath: 'customers', messages: CUSTOMERS_EN_US });
    expect(await screen.findByText('No customers match.')).toBeInTheDocument();
  });
});
