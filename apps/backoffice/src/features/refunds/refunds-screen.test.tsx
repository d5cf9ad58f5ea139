import {
  errorEnvelope,
  handlerFor,
  idr,
  makeCustomerRef,
  makePage,
  makeRefund,
  MOCK_NOW,
} from '@storefront/api/testing';
import { fieldErrorMessage } from '@storefront/api';
import { formatMoney, messageFor } from '@storefront/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import enUS from './i18n/en-US';
import RefundsScreen from './refunds-screen';

const ORDER = 'IDL-20250430-000001';

type Transfer = ReturnType<typeof makeRefund>['transfers'][number];

/** The refund lists: `undecided` waiting, `decided` answered; every query recorded. */
function refundLists(undecided: number, decided: number) {
  const queries: Record<string, string>[] = [];
  mockServer.use(
    handlerFor('listRefunds', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const isDecided = query['decided'] === 'true';
      const page = makePage(
        (index) => ({
          ...makeRefund(
            index,
            isDecided
              ? {
                  decision: index % 2 === 0 ? 'reject' : 'approve',
                  decision_note: index % 2 === 0 ? 'Foto tidak menunjukkan kerusakan' : '',
                  decided_at: MOCK_NOW,
                }
              : {},
          ),
          customer: makeCustomerRef(index),
        }),
        { page: Number(query['page'] ?? 1), limit: Number(query['limit'] ?? 10) },
        isDecided ? decided : undecided,
      );
      return HttpResponse.json({ status: 200, message: 'OK', data: page });
    }),
  );
  return queries;
}

/** Decisions sent, answered as the gateway would. */
function recordDecisions() {
  const bodies: unknown[] = [];
  mockServer.use(
    handlerFor('decideRefund', async ({ request }) => {
      const body = (await request.json()) as { decision: 'approve' | 'reject'; note: string };
      bodies.push(body);
      const data = makeRefund(0, {
        decision: body.decision,
        decision_note: body.note,
        decided_at: MOCK_NOW,
      });
      return HttpResponse.json({ status: 200, message: 'OK', data });
    }),
  );
  return bodies;
}

const photoRequests: string[] = [];

beforeEach(() => {
  photoRequests.length = 0;
  // The refund photos sit behind the gateway's private file route: a bearer token or nothing.
  mockServer.use(
    http.get('*/oci/orders/refund/:refundId/photos/:photoId', ({ request }) => {
      const authorization = request.headers.get('authorization') ?? '';
      photoRequests.push(authorization);
      if (!authorization.startsWith('Bearer ')) return new HttpResponse(null, { status: 401 });
      return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), {
        headers: { 'content-type': 'image/jpeg' },
      });
    }),
  );
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:refund-photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

function renderRefunds(url = 'refunds') {
  return renderScreen(<RefundsScreen />, { routePath: 'refunds', url, messages: enUS });
}

function card(orderNumber = ORDER) {
  return screen.findByRole('article', { name: `Refund for order ${orderNumber}` });
}

describe('RefundsScreen', () => {
  it('lists undecided requests with reason, lines, amount, bank account and photos', async () => {
    const queries = refundLists(2, 5);
    renderRefunds();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refund decisions' }),
    ).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Undecided (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tab', { name: 'Decided (5)' })).toBeVisible();
    expect(queries.some((query) => query['decided'] === 'false' && !query['limit'])).toBe(true);

    const refund = within(await card());
    expect(refund.getByText('Jahitan tas robek pada 12 dari 100 unit')).toBeVisible();
    expect(refund.getByText('Sari Wulandari')).toBeVisible();
    // The request's own lines and amount (decision 289), not the order's total.
    const amount = formatMoney(idr('1596000'), 'en-US').replace(/\s/g, ' ');
    expect(
      refund.getByText(`Tas Ransel Kanvas Pria · Hitam × 12: ${amount}`, { exact: false }),
    ).toBeVisible();
    expect(refund.getByText(amount, { selector: 'strong' })).toBeVisible();
    expect(refund.getByRole('link', { name: `Open order ${ORDER}` })).toHaveAttribute(
      'href',
      `/orders/${ORDER}`,
    );
    const photo = await refund.findByRole('link', { name: 'Photo 1: jahitan-robek.jpg' });
    expect(photo).toHaveAttribute('href', 'blob:refund-photo');
    expect(photoRequests).not.toHaveLength(0);
    expect(photoRequests.every((header) => header.startsWith('Bearer '))).toBe(true);
    // Below the requests: held payments, then excess sent back by itself (decision 304).
    expect(screen.getByRole('heading', { level: 2, name: 'Held payments' })).toBeVisible();
    expect(
      await screen.findByRole('article', { name: 'Excess returned for IDL-0001-1' }),
    ).toBeVisible();
    expect(refund.getByRole('button', { name: 'Approve refund' })).toBeEnabled();
  });

  it('approves a refund with an optional note', async () => {
    refundLists(2, 0);
    const decisions = recordDecisions();
    const { user } = renderRefunds();
    const refund = within(await card());
    await user.click(refund.getByRole('button', { name: 'Approve refund' }));
    expect(await screen.findByText(`Refund for order ${ORDER} approved.`)).toBeVisible();
    expect(decisions).toEqual([{ decision: 'approve', note: '' }]);
  });

  it('asks for the reason the customer will read before rejecting', async () => {
    refundLists(1, 0);
    const decisions = recordDecisions();
    const { user } = renderRefunds();
    const refund = within(await card());
    await user.click(refund.getByRole('button', { name: 'Reject refund' }));
    const note = refund.getByRole('textbox', { name: 'Decision note' });
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining(fieldErrorMessage('field.required', 'en')),
    );
    expect(decisions).toEqual([]);

    await user.type(note, 'Foto tidak menunjukkan kerusakan');
    await user.click(refund.getByRole('button', { name: 'Reject refund' }));
    expect(await screen.findByText(`Refund for order ${ORDER} rejected.`)).toBeVisible();
    expect(decisions).toEqual([{ decision: 'reject', note: 'Foto tidak menunjukkan kerusakan' }]);
  });

  it('shows the gateway’s refusal of a decision', async () => {
    refundLists(1, 0);
    mockServer.use(
      handlerFor('decideRefund', () =>
        HttpResponse.json(errorEnvelope('transition_not_allowed', 'en'), { status: 409 }),
      ),
    );
    const { user } = renderRefunds();
    const refund = within(await card());
    await user.click(refund.getByRole('button', { name: 'Approve refund' }));
    expect(await refund.findByRole('alert')).toHaveTextContent(
      messageFor('transition_not_allowed', 'en'),
    );
  });

  it('lists decided refunds with their decision and note, without the decision form', async () => {
    const queries = refundLists(0, 2);
    const { user } = renderRefunds();
    expect(await screen.findByText('No refund request waits for a decision.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /^Decided/ }));
    const rejected = within(await card());
    expect(rejected.getByText('Rejected')).toBeVisible();
    expect(rejected.getByText('Foto tidak menunjukkan kerusakan')).toBeVisible();
    expect(rejected.queryByRole('button', { name: 'Reject refund' })).not.toBeInTheDocument();
    expect(within(await card('IDL-20250430-000002')).getByText('Approved')).toBeVisible();
    expect(queries.some((query) => query['decided'] === 'true' && !query['limit'])).toBe(true);
  });

  describe('the money an approved refund sent back', () => {
    const failed: Transfer = {
      id: 'rft-1',
      kind: 'payout',
      status: 'failed',
      amount: idr('475000'),
      method: 'bank_transfer',
      bank_name: 'BCA',
      account_last4: '1234',
      failure_code: 'INSUFFICIENT_BALANCE',
      created_at: MOCK_NOW,
      settled_at: MOCK_NOW,
    };
    function approvedWith(transfers: Transfer[]) {
      mockServer.use(
        handlerFor('listRefunds', ({ request }) => {
          const decided = new URL(request.url).searchParams.get('decided') === 'true';
          const items = decided
            ? [
                {
                  ...makeRefund(0, { decision: 'approve', decided_at: MOCK_NOW, transfers }),
                  customer: makeCustomerRef(0),
                },
              ]
            : [];
          return HttpResponse.json({
            status: 200,
            message: 'OK',
            data: { items, page: 1, limit: 10, total: items.length },
          });
        }),
      );
    }

    it('shows a failed payout with the provider code, and sends it again', async () => {
      approvedWith([failed]);
      const retried: string[] = [];
      mockServer.use(
        handlerFor('retryRefundTransfer', ({ request }) => {
          retried.push(new URL(request.url).pathname);
          return HttpResponse.json({
            status: 200,
            message: 'OK',
            data: makeRefund(0, {
              decision: 'approve',
              transfers: [{ ...failed, id: 'rft-2', status: 'pending', failure_code: null }],
            }),
          });
        }),
      );
      const { user } = renderRefunds('refunds?decided=true');
      const refund = within(await card());
      expect(refund.getByText('paid out to BCA ••••1234')).toBeVisible();
      expect(refund.getByText('Failed')).toBeVisible();
      expect(refund.getByText('Provider code: INSUFFICIENT_BALANCE')).toBeVisible();
      await user.click(refund.getByRole('button', { name: 'Send again' }));
      expect(await screen.findByText(`The refund of order ${ORDER} was sent again`)).toBeVisible();
      expect(retried).toEqual([
        expect.stringMatching(/\/admin\/refunds\/rfd-1\/transfers\/rft-1\/retry$/),
      ]);
    });

    it('offers no retry for a sent refund, and shows the gateway’s refusal of one', async () => {
      approvedWith([{ ...failed, kind: 'refund', status: 'succeeded', failure_code: null }]);
      const { unmount } = renderRefunds('refunds?decided=true');
      const sent = within(await card());
      expect(sent.getByText('Sent')).toBeVisible();
      expect(
        sent.getByText('refunded to the card, e-wallet or QR account paid with'),
      ).toBeVisible();
      expect(sent.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
      unmount();

      approvedWith([failed]);
      mockServer.use(
        handlerFor('retryRefundTransfer', () =>
          HttpResponse.json(errorEnvelope('transition_not_allowed', 'en'), { status: 409 }),
        ),
      );
      const { user } = renderRefunds('refunds?decided=true');
      const refund = within(await card());
      await user.click(refund.getByRole('button', { name: 'Send again' }));
      expect(await refund.findByRole('alert')).toHaveTextContent(
        messageFor('transition_not_allowed', 'en'),
      );
    });
  });
});
