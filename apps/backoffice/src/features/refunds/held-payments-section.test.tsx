import { fieldErrorMessage } from '@storefront/api';
import { handlerFor, makeHeldPayment, MOCK_NOW } from '@storefront/api/testing';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import { HeldPaymentsSection } from './held-payments-section';
import enUS from './i18n/en-US';

function renderHeld() {
  return renderScreen(<HeldPaymentsSection />, { messages: enUS });
}

describe('HeldPaymentsSection', () => {
  it('explains why each payment waits and records how staff settled it', async () => {
    const bodies: unknown[] = [];
    mockServer.use(
      handlerFor('resolveHeldPayment', async ({ request }) => {
        const body = (await request.json()) as { resolution: 'refunded'; note: string };
        bodies.push(body);
        const data = makeHeldPayment(0, {
          resolution: {
            ...body,
            resolved_at: MOCK_NOW,
            resolved_by: { id: 'staff-1', email: 'dewi@storefront.test', name: 'Dewi Lestari' },
          },
        });
        return HttpResponse.json({ status: 200, message: 'OK', data });
      }),
    );
    const { user } = renderHeld();
    expect(await screen.findByRole('tab', { name: 'Waiting (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const payment = within(
      await screen.findByRole('article', { name: 'Payment Order group IDL-G-0001' }),
    );
    expect(payment.getByText('It was already paid by another payment.')).toBeVisible();
    expect(payment.getByText('Virtual account')).toBeVisible();
    expect(payment.getByText('xendit: py-1 / pr-1')).toBeVisible();

    await user.click(payment.getByRole('button', { name: 'Resolve payment' }));
    expect(payment.getByRole('textbox', { name: /Resolution note/ })).toHaveAccessibleDescription(
      fieldErrorMessage('field.required', 'en'),
    );
    expect(bodies).toEqual([]);

    await user.click(payment.getByRole('radio', { name: 'Refunded' }));
    await user.type(
      payment.getByRole('textbox', { name: /Resolution note/ }),
      'Dikembalikan lewat dasbor Xendit',
    );
    await user.click(payment.getByRole('button', { name: 'Resolve payment' }));
    expect(await screen.findByText('Payment resolved.')).toBeVisible();
    expect(bodies).toEqual([{ resolution: 'refunded', note: 'Dikembalikan lewat dasbor Xendit' }]);
  });

  it('shows who resolved a payment, how and why', async () => {
    const { user } = renderHeld();
    await user.click(await screen.findByRole('tab', { name: /^Resolved/ }));
    const payment = within(
      await screen.findByRole('article', { name: 'Payment Order group IDL-G-0001' }),
    );
    expect(payment.getByText(/^Refunded by Dewi Lestari on /)).toBeVisible();
    expect(payment.getByText('Note: Refunded at the provider')).toBeVisible();
    expect(payment.queryByRole('button', { name: 'Resolve payment' })).not.toBeInTheDocument();
  });
});
