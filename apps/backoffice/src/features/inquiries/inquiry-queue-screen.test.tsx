import { handlerFor, makeAdminInquirySummary, useErrorCase } from '@storefront/api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import { INQUIRIES_EN_US } from './i18n/en-US';
import InquiryQueueScreen from './inquiry-queue-screen';

const MINUTE = 60_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Answers the queue with `items` (in the gateway's SLA order) and records each query asked. */
function serveQueue(items = defaultRows(), total = items.length) {
  const queries: URLSearchParams[] = [];
  mockServer.use(
    handlerFor('listAdminInquiries', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json({
        status: 200,
        message: 'OK',
        data: { items, page: Number(query.get('page') ?? 1), limit: 10, total },
      });
    }),
  );
  return queries;
}

function defaultRows() {
  return [
    makeAdminInquirySummary(0, {
      id: 'inq-late',
      submission_number: 'PGJ-LATE',
      quote_due_at: at(-(2 * 60 * MINUTE) - 20_000),
      overdue: true,
    }),
    makeAdminInquirySummary(1, {
      id: 'inq-soon',
      submission_number: 'PGJ-SOON',
      quote_due_at: at(5 * 60 * MINUTE + 30 * MINUTE + 30_000),
      quoted_count: 1,
      quotation_state: 'partially_quoted',
    }),
  ];
}

function renderQueue(url = 'inquiries') {
  return renderScreen(<InquiryQueueScreen />, {
    routePath: 'inquiries',
    url,
    messages: INQUIRIES_EN_US,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('InquiryQueueScreen', () => {
  it('lists the queue in the gateway’s SLA order with countdowns, overdue rows marked in words', async () => {
    serveQueue();
    renderQueue();
    const table = await screen.findByRole('table', { name: 'Inquiries, nearest deadline first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'PGJ-LATE',
      'PGJ-SOON',
    ]);
    const [late, soon] = rows as [HTMLElement, HTMLElement];
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(within(late).getByText('Overdue by 2 h 0 min')).toBeInTheDocument();
    expect(within(soon).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(soon).getByText('Due in 5 h 30 min')).toBeInTheDocument();
    expect(within(soon).getByText('1 of 2')).toBeInTheDocument();
    expect(within(soon).getByText('Partially quoted')).toBeInTheDocument();
  });

  it('counts down live, and marks a row overdue once its deadline passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    serveQueue([
      makeAdminInquirySummary(0, {
        submission_number: 'PGJ-EDGE',
        quote_due_at: at(3 * MINUTE + 30_000),
      }),
    ]);
    renderQueue();
    expect(await screen.findByText('Due in 0 h 3 min')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * MINUTE));
    expect(screen.getByText('Due in 0 h 1 min')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3 * MINUTE));
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Overdue by 0 h 1 min')).toBeInTheDocument();
  });

  it('opens the quote screen from a row', async () => {
    serveQueue();
    const { user } = renderQueue();
    await user.click(await screen.findByRole('link', { name: 'PGJ-SOON' }));
    expect(screen.getByTestId('navigated-to')).toHaveTextContent('/inquiries/inq-soon');
  });

  it('asks the gateway for the filters and the page chosen', async () => {
    const queries = serveQueue(defaultRows(), 25);
    const { user } = renderQueue();
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Status'), 'submitted');
    await waitFor(() => expect(queries.at(-1)?.get('state')).toBe('submitted'));

    await user.click(screen.getByLabelText('Overdue only'));
    await waitFor(() => expect(queries.at(-1)?.get('overdue')).toBe('true'));

    await user.type(screen.getByLabelText('Search number, product or customer'), 'Sari');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('Sari'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(queries.at(-1)?.get('state')).toBe('submitted');
    expect(queries.at(-1)?.get('overdue')).toBe('true');
  });

  it('says so when nothing matches', async () => {
    serveQueue([]);
    renderQueue();
    expect(await screen.findByText('No inquiries match.')).toBeInTheDocument();
  });

  it('shows the gateway’s error with a retry', async () => {
    useErrorCase(mockServer, 'listAdminInquiries', 403, {
      status: 403,
      message: 'You may not see this',
      data: { code: 'forbidden' },
    });
    const { user } = renderQueue();
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not see this');
    mockServer.resetHandlers();
    serveQueue();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
