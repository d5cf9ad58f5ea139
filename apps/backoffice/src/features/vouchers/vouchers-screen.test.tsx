import { fieldErrorMessage } from '@storefront/api';
import {
  errorEnvelope,
  handlerFor,
  makeAdminVoucher,
  makePage,
  MOCK_NOW,
  useSuccessCase,
} from '@storefront/api/testing';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import enUS from './i18n/en-US';
import VouchersScreen from './vouchers-screen';

function renderVouchers() {
  return renderScreen(<VouchersScreen />, { routePath: 'vouchers', messages: enUS });
}

/** Answers an entry with the voucher it was sent (as the gateway would) and records the calls. */
function recordVoucherWrites(id: 'createVoucher' | 'updateVoucher') {
  const calls: { body: unknown; voucherId: unknown }[] = [];
  mockServer.use(
    handlerFor(id, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ body, voucherId: params['voucherId'] });
      const data = makeAdminVoucher(0, { ...body, claimed: 0, used: 0 } as never);
      return HttpResponse.json({ status: 200, message: 'OK', data });
    }),
  );
  return calls;
}

const text = (value: string) => value.replace(/\s/g, ' ');

beforeEach(() => {
  vi.setSystemTime(new Date(MOCK_NOW));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('VouchersScreen', () => {
  it('lists vouchers with their discount, minimum spend, claims and status', async () => {
    useSuccessCase(
      mockServer,
      'listAdminVouchers',
      makePage(
        (index) =>
          index === 2
            ? makeAdminVoucher(index, {
                valid_from: '2025-06-01T00:00:00.000Z',
                valid_until: '2025-06-30T00:00:00.000Z',
              })
            : makeAdminVoucher(index),
        {},
        3,
      ),
    );
    renderVouchers();
    const table = await screen.findByRole('table', { name: 'Vouchers, newest first' });
    const fixed = within(within(table).getByRole('row', { name: /Gratis Ongkir/ }));
    expect(fixed.getByText(text('IDR 150,000 off'))).toBeVisible();
    expect(fixed.getByText(text('IDR 5,000,000'))).toBeVisible();
    expect(fixed.getByText('30 / 12 / 150')).toBeVisible();
    expect(fixed.getByText('Active')).toBeVisible();
    const percent = within(within(table).getByRole('row', { name: /Diskon 5%/ }));
    expect(percent.getByText(text('5% off, at most IDR 300,000'))).toBeVisible();
    expect(percent.getByText('No')).toBeVisible();
    const scheduled = within(within(table).getByRole('row', { name: /Potongan/ }));
    expect(scheduled.getByText('Scheduled')).toBeVisible();
    expect(scheduled.queryByRole('button', { name: /^End now/ })).not.toBeInTheDocument();
  });

  it('creates a percent voucher, read exactly and on the market’s clock', async () => {
    const created = recordVoucherWrites('createVoucher');
    const { user } = renderVouchers();
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New voucher' }));
    expect(dialog.getByLabelText(/Valid from/)).toHaveValue('2025-05-01T11:00');
    expect(dialog.getByLabelText(/Valid until/)).toHaveValue('2025-05-31T11:00');
    await user.clear(dialog.getByLabelText(/Valid until/));
    await user.type(dialog.getByRole('textbox', { name: /Voucher title/ }), 'Diskon Lebaran');
    await user.click(dialog.getByRole('radio', { name: 'Percentage' }));
    await user.type(dialog.getByRole('textbox', { name: /Discount percentage/ }), '12.5');
    await user.type(dialog.getByRole('textbox', { name: /Maximum discount \(IDR\)/ }), '500000');
    await user.type(dialog.getByRole('textbox', { name: /Minimum spend \(IDR\)/ }), '2000000');
    await user.type(dialog.getByLabelText(/Valid until/), '2025-05-31T23:59');
    await user.type(dialog.getByRole('textbox', { name: /Quota/ }), '200');
    await user.click(dialog.getByRole('checkbox', { name: 'Can be combined with other vouchers' }));
    await user.click(dialog.getByRole('button', { name: 'Create voucher' }));

    expect(await screen.findByText('Voucher “Diskon Lebaran” created.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(created).toEqual([
      {
        voucherId: undefined,
        body: {
          title: 'Diskon Lebaran',
          valid_from: '2025-05-01T03:00:00.000Z',
          valid_until: '2025-05-31T15:59:00.000Z',
          quota: 200,
          stackable: true,
          discount: { kind: 'percent', bps: 1250, cap: { amount: 500000, currency: 'IDR' } },
          min_spend: { amount: 2000000, currency: 'IDR' },
        },
      },
    ]);
  });

  it('creates a fixed voucher from its title, amount and quota alone, running 30 days', async () => {
    // A gateway with memory: the list shows what was created.
    const stored = [makeAdminVoucher(0)];
    mockServer.use(
      handlerFor('listAdminVouchers', () =>
        HttpResponse.json({
          status: 200,
          message: 'OK',
          data: makePage((i) => stored[i], {}, stored.length),
        }),
      ),
      handlerFor('createVoucher', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const created = makeAdminVoucher(3, {
          ...body,
          id: 'vch-new',
          claimed: 0,
          used: 0,
        } as never);
        stored.unshift(created);
        return HttpResponse.json({ status: 200, message: 'OK', data: created });
      }),
    );
    const { user } = renderVouchers();
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New voucher' }));
    await user.type(dialog.getByRole('textbox', { name: 'Voucher title' }), 'Potongan Lebaran');
    await user.type(dialog.getByRole('textbox', { name: 'Discount amount (IDR)' }), '250000');
    await user.type(dialog.getByRole('textbox', { name: 'Quota' }), '100');
    await user.click(dialog.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByRole('cell', { name: 'Potongan Lebaran' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored[0]).toMatchObject({
      valid_from: '2025-05-01T03:00:00.000Z',
      valid_until: '2025-05-31T03:00:00.000Z',
      discount: { kind: 'fixed', amount: { amount: 250000, currency: 'IDR' } },
      quota: 100,
      stackable: false,
      min_spend: null,
    });
  });

  it('shows what is missing, and the gateway’s field errors under their inputs', async () => {
    const { user } = renderVouchers();
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New voucher' }));
    await user.click(dialog.getByRole('button', { name: 'Create voucher' }));
    const required = fieldErrorMessage('field.required', 'en');
    expect(dialog.getByRole('textbox', { name: /Voucher title/ })).toHaveAccessibleDescription(
      required,
    );
    expect(dialog.getByRole('textbox', { name: /Discount amount/ })).toHaveAccessibleDescription(
      required,
    );
    expect(dialog.getByRole('textbox', { name: /Quota/ })).toHaveAccessibleDescription(
      expect.stringContaining(required),
    );

    mockServer.use(
      handlerFor('createVoucher', () =>
        HttpResponse.json(
          errorEnvelope('validation_failed', 'en', { valid_until: 'field.invalid' }),
          { status: 422 },
        ),
      ),
    );
    await user.type(dialog.getByRole('textbox', { name: /Voucher title/ }), 'Hemat');
    await user.type(dialog.getByRole('textbox', { name: /Discount amount/ }), '25000');
    await user.clear(dialog.getByLabelText(/Valid until/));
    await user.type(dialog.getByLabelText(/Valid until/), '2025-05-02T00:00');
    await user.type(dialog.getByRole('textbox', { name: /Quota/ }), '10');
    await user.click(dialog.getByRole('button', { name: 'Create voucher' }));
    expect(await dialog.findByText(fieldErrorMessage('field.invalid', 'en'))).toBeVisible();
    expect(dialog.getByLabelText(/Valid until/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a voucher from its current terms', async () => {
    const updated = recordVoucherWrites('updateVoucher');
    const { user } = renderVouchers();
    await user.click(
      await screen.findByRole('button', { name: 'Edit voucher Gratis Ongkir Rp 150.000' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Edit voucher' }));
    const quota = dialog.getByRole('textbox', { name: /Quota/ });
    expect(quota).toHaveValue('150');
    expect(dialog.getByRole('textbox', { name: /Discount amount/ })).toHaveValue('150000');
    await user.clear(quota);
    await user.type(quota, '300');
    await user.click(dialog.getByRole('button', { name: 'Save voucher' }));
    expect(await screen.findByText('Voucher “Gratis Ongkir Rp 150.000” saved.')).toBeVisible();
    const voucher = makeAdminVoucher(0);
    expect(updated).toEqual([
      {
        voucherId: 'vch-1',
        body: {
          title: voucher.title,
          valid_from: voucher.valid_from,
          valid_until: voucher.valid_until,
          quota: 300,
          stackable: voucher.stackable,
          discount: voucher.discount,
          min_spend: voucher.min_spend,
        },
      },
    ]);
  });

  it('ends an active voucher now, keeping its other terms', async () => {
    const updated = recordVoucherWrites('updateVoucher');
    const { user } = renderVouchers();
    const end = await screen.findByRole('button', {
      name: 'End now: voucher Gratis Ongkir Rp 150.000',
    });
    // Speech input says what it sees: the name starts with the button's visible text.
    expect(end).toHaveTextContent('End now');
    await user.click(end);
    const dialog = within(
      screen.getByRole('dialog', { name: 'End voucher “Gratis Ongkir Rp 150.000” now?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'End voucher' }));
    expect(await screen.findByText('Voucher “Gratis Ongkir Rp 150.000” ended.')).toBeVisible();
    expect(updated).toEqual([
      {
        voucherId: 'vch-1',
        body: expect.objectContaining({ valid_until: MOCK_NOW, quota: 150 }),
      },
    ]);
  });
});
