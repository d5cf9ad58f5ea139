import {
  errorEnvelope,
  handlerFor,
  idr,
  makeExcessTransfer,
  makePage,
} from '@storefront/api/testing';
import { formatMoney, messageFor } from '@storefront/domain';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import { ExcessTransfersSection } from './excess-transfers-section';
import enUS from './i18n/en-US';

/** The money text as testing-library reads it (its no-break space normalised). */
const money = (decimal: string) => formatMoney(idr(decimal), 'en-US').replace(/\s/g, ' ');

function renderExcess() {
  return renderScreen(<ExcessTransfersSection />, { messages: enUS });
}

function excessCard(orders: string) {
  return screen.findByRole('article', { name: `Excess returned for ${orders}` });
}

describe('ExcessTransfersSection', () => {
  it('shows a failed excess payout with its order, what was asked and received, and sends it again', async () => {
    const retried: string[] = [];
    mockServer.use(
      handlerFor('retryExcessTransfer', ({ request }) => {
        retried.push(new URL(request.url).pathname);
        const data = makeExcessTransfer(0, {
          id: 'rft-excess-2',
          status: 'pending',
          failure_code: null,
          settled_at: null,
        });
        return HttpResponse.json({ status: 200, message: 'OK', data });
      }),
    );
    const { user } = renderExcess();
    expect(await screen.findByRole('heading', { level: 2, name: 'Excess returned' })).toBeVisible();
    const excess = within(await excessCard('IDL-0001-1'));
    expect(excess.getByRole('link', { name: 'Open order IDL-0001-1' })).toHaveAttribute(
      'href',
      '/orders/IDL-0001-1',
    );
    expect(excess.getByText('Order group IDL-G-0001')).toBeVisible();
    expect(excess.getByText(money('1250000'))).toBeVisible();
    expect(excess.getByText(money('1260000'))).toBeVisible();
    expect(excess.getByText('paid out to Bank Central Asia (BCA) ••••1111')).toBeVisible();
    expect(excess.getByText('Failed')).toBeVisible();
    expect(excess.getByText('Provider code: INVALID_DESTINATION')).toBeVisible();

    await user.click(excess.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The excess of IDL-0001-1 was sent again')).toBeVisible();
    expect(retried).toEqual([
      expect.stringMatching(/\/admin\/excess-transfers\/rft-excess-1\/retry$/),
    ]);
  });

  it('offers no retry for a pending refund, and shows the gateway’s refusal of one', async () => {
    mockServer.use(
      handlerFor('retryExcessTransfer', () =>
        HttpResponse.json(errorEnvelope('transition_not_allowed', 'en'), { status: 409 }),
      ),
    );
    const { user } = renderExcess();
    const pending = within(await excessCard('IDL-0002-1'));
    expect(pending.getByText('Pending')).toBeVisible();
    expect(
      pending.getByText('refunded to the card, e-wallet or QR account paid with'),
    ).toBeVisible();
    expect(pending.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();

    const failed = within(await excessCard('IDL-0001-1'));
    await user.click(failed.getByRole('button', { name: 'Send again' }));
    expect(await failed.findByRole('alert')).toHaveTextContent(
      messageFor('transition_not_allowed', 'en'),
    );
  });

  it('names an extra charge’s order, and says when nothing was sent back', async () => {
    mockServer.use(
      handlerFor('listExcessTransfers', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        const data = makePage(
          () =>
            makeExcessTransfer(1, {
              payment: {
                ...makeExcessTransfer(1).payment,
                subject_kind: 'adjustment',
                subject_id: 'adj-1',
                order_numbers: ['IDL-0009-2'],
                received: null,
              },
            }),
          { page, limit: 10 },
          1,
        );
        return HttpResponse.json({ status: 200, message: 'OK', data });
      }),
    );
    const { unmount } = renderExcess();
    const charge = within(await excessCard('IDL-0009-2'));
    expect(charge.getByText('An extra charge')).toBeVisible();
    expect(charge.getByText('Not reported')).toBeVisible();
    unmount();

    mockServer.use(
      handlerFor('listExcessTransfers', () =>
        HttpResponse.json({
          status: 200,
          message: 'OK',
          data: { items: [], page: 1, limit: 10, total: 0 },
        }),
      ),
    );
    renderExcess();
    expect(await screen.findByText('No payment has brought more than was asked.')).toBeVisible();
  });
});
