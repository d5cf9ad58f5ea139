import {
  errorEnvelope,
  handlerFor,
  hoursFromNow,
  idr,
  makeAdminOrderPayment,
  makeCustomerRef,
  makeOrderDetail,
  makeRefund,
  useSuccessCase,
} from '@storefront/api/testing';
import type { AdminOrderPayment, OrderDetail } from '@storefront/api/testing';
import { fieldErrorMessage } from '@storefront/api';
import { formatMoney, messageFor } from '@storefront/domain';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import enUS from './i18n/en-US';
import OrderDetailScreen from './order-detail-screen';
import { recordRequests } from '../../testing/record-requests';

const ORDER = 'IDL-20250430-000001';

function adminOrder(overrides: Partial<OrderDetail> = {}, payments: AdminOrderPayment[] = []) {
  return { ...makeOrderDetail(ORDER, overrides), customer: makeCustomerRef(0), payments };
}

function renderDetail(order = adminOrder()) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- libs/api's msw helper (server.use), not a React hook
  useSuccessCase(mockServer, 'getAdminOrder', order);
  return renderScreen(<OrderDetailScreen />, {
    routePath: 'orders/:orderNumber',
    url: `orders/${ORDER}`,
    messages: enUS,
  });
}

/** The money text as testing-library reads it (its no-break space normalised). */
const money = (decimal: string) => formatMoney(idr(decimal), 'en-US').replace(/\s/g, ' ');

describe('OrderDetailScreen', () => {
  it('shows the order’s lines, amounts, customer, address, history and charges', async () => {
    renderDetail(
      adminOrder({
        status: 'adjustment',
        adjustments: [
          {
            id: 'adj-1',
            amount: idr('150000'),
            reason: 'Bea masuk tambahan',
            created_at: hoursFromNow(-30),
            paid_at: hoursFromNow(-26),
          },
          {
            id: 'adj-2',
            amount: idr('250000'),
            reason: 'Ongkos gudang',
            created_at: hoursFromNow(-2),
            paid_at: null,
          },
        ],
        vouchers: [{ id: 'vch-1', title: 'Gratis Ongkir', discount: idr('125000') }],
        discount: idr('125000'),
        // The gateway's orderTotals: 13,300,000 + 125,000 − 125,000 + 150,000 + 250,000.
        totals: {
          subtotal: idr('13300000'),
          shipping_fee: idr('125000'),
          discount: idr('125000'),
          adjustments: idr('400000'),
          total: idr('13700000'),
          refunded: idr('0'),
          net: idr('13700000'),
        },
        status_history: [
          { status: 'waiting_payment', at: hoursFromNow(-48) },
          { status: 'in_process', at: hoursFromNow(-40) },
          { status: 'adjustment', at: hoursFromNow(-2) },
        ],
      }),
    );
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(screen.getByRole('heading', { level: 1, name: `Order ${ORDER}` })).toBeVisible();
    expect(summary).toHaveTextContent('Adjustment');
    expect(summary).toHaveTextContent('GRP-20250430-000001');
    expect(summary).toHaveTextContent('JNE REG');

    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Sari Wulandari');
    expect(customer).toHaveTextContent('Gold');

    const lines = within(screen.getByRole('region', { name: 'Products' }));
    const line = lines.getByRole('row', { name: /Hitam/ });
    expect(line).toHaveTextContent('100');
    expect(line).toHaveTextContent(money('133000'));
    expect(line).toHaveTextContent(money('13300000'));

    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(amounts).toHaveTextContent(`Voucher Gratis Ongkir−${money('125000')}`);
    expect(amounts).toHaveTextContent(`Extra charges${money('400000')}`);
    // The discount once, the extra charges in: the total is the sum of the rows (issue 14).
    expect(amounts).toHaveTextContent(`Total${money('13700000')}`);
    expect(amounts).not.toHaveTextContent('Discount');

    const charges = within(screen.getByRole('region', { name: 'Adjustment charges' }));
    expect(charges.getByRole('row', { name: /Bea masuk tambahan/ })).toHaveTextContent(/Paid on/);
    expect(charges.getByRole('row', { name: /Ongkos gudang/ })).toHaveTextContent('Unpaid');
    expect(
      charges.getByText('An adjustment charge can be added while the order is in process.'),
    ).toBeVisible();

    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Waiting for payment'),
      expect.stringContaining('In process'),
      expect.stringContaining('Adjustment'),
    ]);
  });

  it('shows what each payment received only where it differs from what was asked', async () => {
    renderDetail(
      adminOrder({}, [
        makeAdminOrderPayment(0, {
          method: 'virtual_account',
          amount: idr('13300000'),
          received: idr('13310000'),
        }),
        makeAdminOrderPayment(1, {
          id: 'pay-adj',
          subject_kind: 'adjustment',
          method: 'qr',
          amount: idr('150000'),
          received: idr('150000'),
        }),
        makeAdminOrderPayment(2, {
          id: 'pay-short',
          subject_kind: 'adjustment',
          method: 'credit_card',
          amount: idr('250000'),
          received: idr('200000'),
          paid_at: null,
          review_reason: 'amount_mismatch',
        }),
      ]),
    );
    const payments = within(await screen.findByRole('region', { name: 'Payments received' }));
    const group = payments.getByRole('row', { name: /The order group/ });
    expect(group).toHaveTextContent('Virtual account');
    expect(group).toHaveTextContent(money('13300000'));
    expect(group).toHaveTextContent(`${money('13310000')}, more than asked`);
    expect(group).toHaveTextContent('Paid on');
    const [asAsked, short] = payments.getAllByRole('row', { name: /An extra charge/ });
    expect(asAsked).toHaveTextContent('As asked');
    expect(asAsked).not.toHaveTextContent('than asked');
    expect(short).toHaveTextContent(`${money('200000')}, less than asked`);
    expect(short).toHaveTextContent('Held for staff (see Refunds)');
  });

  it('says when no money has arrived for the order', async () => {
    renderDetail();
    const payments = await screen.findByRole('region', { name: 'Payments received' });
    expect(payments).toHaveTextContent('No money has arrived through the payment provider yet.');
  });

  it('shows how each unit price was made as ordered, adding up to it, or that it was not kept', async () => {
    const order = adminOrder();
    const [line] = order.lines;
    const [black] = line?.variants ?? [];
    if (!line || !black) throw new Error('the order factory has a line');
    renderDetail({
      ...order,
      lines: [
        {
          ...line,
          variants: [
            black,
            { ...black, line_id: 'line-2', variant_id: 'var-2', name: 'Abu', parts: null },
          ],
        },
      ],
    });
    const parts = await screen.findByRole('region', { name: 'Quote parts per unit' });
    const row = within(parts).getByRole('row', { name: /Hitam/ });
    // Each part per unit, then their sum: the unit price charged on the line (Rp 133,000).
    expect(row).toHaveTextContent(
      [
        money('104000'),
        money('6000'),
        money('1500'),
        money('11000'),
        money('9000'),
        money('1500'),
        money('133000'),
      ].join(''),
    );
    expect(
      within(parts).getByRole('columnheader', { name: 'China domestic shipping' }),
    ).toBeVisible();
    expect(within(parts).getByRole('row', { name: /Abu/ })).toHaveTextContent(
      'Not kept: ordered before the breakdown was stored.',
    );
  });

  it('ships an order in process: only Shipping is offered, and it needs the tracking number', async () => {
    const shipped = adminOrder({ status: 'shipping', tracking_number: 'JNE0099' });
    const moves = recordRequests('moveOrder', shipped);
    const { user } = renderDetail(adminOrder({ status: 'in_process', tracking_number: null }));
    const form = within(await screen.findByRole('region', { name: 'Move the order' }));
    const next = form.getByRole('combobox', { name: 'Next status' });
    expect(
      within(next)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Shipping']);

    await user.click(form.getByRole('button', { name: 'Move order' }));
    const tracking = form.getByRole('textbox', { name: 'Tracking number' });
    expect(tracking).toHaveAccessibleDescription(
      expect.stringContaining(fieldErrorMessage('field.required', 'en')),
    );
    expect(moves.bodies).toEqual([]);

    await user.type(tracking, 'JNE0099');
    await user.type(form.getByRole('textbox', { name: 'Note' }), 'Dikirim via JNE');
    useSuccessCase(mockServer, 'getAdminOrder', shipped);
    await user.click(form.getByRole('button', { name: 'Move order' }));
    expect(await screen.findByText('The order is now Shipping.')).toBeVisible();
    expect(moves.bodies).toEqual([
      { status: 'shipping', tracking_number: 'JNE0099', note: 'Dikirim via JNE' },
    ]);
    expect(moves.params.map((params) => params['orderNumber'])).toEqual([ORDER]);
    // The refreshed order offers the next move: delivered, without a tracking number.
    const after = within(await screen.findByRole('region', { name: 'Move the order' }));
    expect(await after.findByRole('option', { name: 'Delivered' })).toBeInTheDocument();
    expect(after.queryByRole('textbox', { name: 'Tracking number' })).not.toBeInTheDocument();
  });

  it('cancels an unpaid order without a tracking number and shows the gateway’s refusal', async () => {
    mockServer.use(
      handlerFor('moveOrder', () =>
        HttpResponse.json(errorEnvelope('transition_not_allowed', 'en'), {
          status: errorEnvelope('transition_not_allowed', 'en').status,
        }),
      ),
    );
    const { user } = renderDetail(adminOrder({ status: 'waiting_payment' }));
    const form = within(await screen.findByRole('region', { name: 'Move the order' }));
    expect(form.getByRole('combobox', { name: 'Next status' })).toHaveValue('canceled');
    expect(form.queryByRole('textbox', { name: 'Tracking number' })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Move order' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      messageFor('transition_not_allowed', 'en'),
    );
  });

  it('leaves a returning order to the refund decision', async () => {
    renderDetail(
      adminOrder({ status: 'returning', refund: makeRefund(0, { order_number: ORDER }) }),
    );
    const form = within(await screen.findByRole('region', { name: 'Move the order' }));
    expect(form.queryByRole('button', { name: 'Move order' })).not.toBeInTheDocument();
    expect(form.getByText(/ends with the refund decision/)).toBeVisible();
    const refund = within(screen.getByRole('region', { name: 'Refund request' }));
    expect(refund.getByText('Waiting for a decision')).toBeVisible();
    expect(refund.getByRole('link', { name: 'Decide on the refunds screen' })).toHaveAttribute(
      'href',
      '/refunds',
    );
  });

  it('adds an adjustment charge in the market currency, read exactly', async () => {
    const adjusted = adminOrder({
      status: 'adjustment',
      adjustments: [
        {
          id: 'adj-1',
          amount: idr('250000'),
          reason: 'Bea masuk tambahan',
          created_at: hoursFromNow(0),
          paid_at: null,
        },
      ],
    });
    const added = recordRequests('addOrderAdjustment', adjusted);
    const { user } = renderDetail(adminOrder({ status: 'in_process' }));
    const charges = within(await screen.findByRole('region', { name: 'Adjustment charges' }));
    expect(charges.getByText('No adjustment charges.')).toBeVisible();
    const amount = charges.getByRole('textbox', { name: /Adjustment amount \(IDR\)/ });

    await user.type(amount, '250.000');
    await user.click(charges.getByRole('button', { name: 'Add adjustment' }));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(fieldErrorMessage('field.number', 'en')),
    );
    expect(charges.getByRole('textbox', { name: /Adjustment reason/ })).toHaveAccessibleDescription(
      fieldErrorMessage('field.required', 'en'),
    );
    expect(added.bodies).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '250000');
    await user.type(
      charges.getByRole('textbox', { name: /Adjustment reason/ }),
      'Bea masuk tambahan',
    );
    useSuccessCase(mockServer, 'getAdminOrder', adjusted);
    await user.click(charges.getByRole('button', { name: 'Add adjustment' }));
    expect(
      await screen.findByText(`Adjustment of ${money('250000')} added; the customer must pay it.`),
    ).toBeVisible();
    expect(added.bodies).toEqual([
      { amount: { amount: 250000, currency: 'IDR' }, reason: 'Bea masuk tambahan' },
    ]);
    const row = await within(screen.getByRole('region', { name: 'Adjustment charges' })).findByRole(
      'row',
      { name: /Bea masuk tambahan/ },
    );
    expect(row).toHaveTextContent('Unpaid');
  });

  it('shows why the order could not be loaded', async () => {
    mockServer.use(
      handlerFor('getAdminOrder', () =>
        HttpResponse.json(errorEnvelope('order_not_found', 'en'), { status: 404 }),
      ),
    );
    renderScreen(<OrderDetailScreen />, {
      routePath: 'orders/:orderNumber',
      url: 'orders/IDL-404',
      messages: enUS,
    });
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: 'Back to the order board' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });
});

describe('OrderDetailScreen: a line in sizes (decision 296)', () => {
  it('names the sizes ordered under the variant', async () => {
    const order = adminOrder();
    const [line] = order.lines;
    const [variant] = line?.variants ?? [];
    if (!line || !variant) throw new Error('the order factory has a line');
    renderDetail({
      ...order,
      lines: [
        {
          ...line,
          variants: [
            {
              ...variant,
              quantity: 50,
              sub_variants: [
                { sub_variant_id: 'm', name: 'M', quantity: 20 },
                { sub_variant_id: 'l', name: 'L', quantity: 30 },
              ],
            },
          ],
        },
      ],
    });
    expect(await screen.findByText('M × 20, L × 30')).toBeVisible();
  });
});
