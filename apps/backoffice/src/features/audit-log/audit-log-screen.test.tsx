import { handlerFor, makeAuditEntry } from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import AuditLogScreen from './audit-log-screen';
import { AUDIT_LOG_EN_US } from './i18n/en-US';

function serveLog(
  items = [makeAuditEntry(0), makeAuditEntry(1, { actor: 'system', actor_id: null })],
) {
  const queries: URLSearchParams[] = [];
  mockServer.use(
    handlerFor('listAuditLog', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json({
        status: 200,
        message: 'OK',
        data: { items, page: Number(query.get('page') ?? 1), limit: 10, total: 12 },
      });
    }),
  );
  return queries;
}

describe('AuditLogScreen', () => {
  it('shows who did what to which record, in the gateway’s newest-first order', async () => {
    serveLog();
    renderScreen(<AuditLogScreen />, { routePath: 'audit-log', messages: AUDIT_LOG_EN_US });
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByText('Staff')).toBeInTheDocument();
    expect(within(first).getByText('order.move')).toBeInTheDocument();
    expect(within(first).getByText(makeAuditEntry(0).entity_id)).toBeInTheDocument();
    expect(within(first).getByText('shipping')).toBeInTheDocument();
    expect(within(second).getByText('System job')).toBeInTheDocument();
  });

  it('folds a whole record snapshot away until asked for', async () => {
    serveLog([makeAuditEntry(0, { details: { before: { state: 'submitted' }, reason: 'late' } })]);
    const { user } = renderScreen(<AuditLogScreen />, {
      routePath: 'audit-log',
      messages: AUDIT_LOG_EN_US,
    });
    expect(await screen.findByText('late')).toBeVisible();
    const snapshot = screen.getByText(/"state": "submitted"/);
    expect(snapshot).not.toBeVisible();
    await user.click(screen.getByText('Show the record'));
    expect(snapshot).toBeVisible();
  });

  it('filters by the contract’s filters and pages', async () => {
    const queries = serveLog();
    const { user } = renderScreen(<AuditLogScreen />, {
      routePath: 'audit-log',
      messages: AUDIT_LOG_EN_US,
    });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Who'), 'staff');
    await waitFor(() => expect(queries.at(-1)?.get('actor')).toBe('staff'));
    await user.type(screen.getByLabelText('Record type'), 'order');
    await user.type(screen.getByLabelText('Record id'), 'IDL-20250430-000001');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(queries.at(-1)?.get('entity_id')).toBe('IDL-20250430-000001'));
    expect(queries.at(-1)?.get('entity')).toBe('order');
    expect(queries.at(-1)?.has('actor_id')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(queries.at(-1)?.get('actor')).toBe('staff');
  });
});
