import type { Page } from '@playwright/test';
import type { DevTools } from '../staff/dev-tools';
import type { Storefront } from '../storefront/storefront-pages';
import { expect, test } from '../support/test';
import { placeQuotedOrder } from './placed-order';

/**
 * Issue 15's card flows through the storefront's real card screen (decision 280): the payment
 * simulator's stand-in for Xendit.js tokenizes the card in the browser, the gateway charges the
 * token, and the simulated issuer's 3-D Secure page takes the code from the development outbox.
 */
test.describe('paying by card', () => {
  async function fillCard(page: Page) {
    const form = page.getByRole('form', { name: 'Card details' });
    await form.getByLabel('Name on card').fill('Budi Santoso');
    await form.getByLabel('Card number').fill('4111 1111 1111 1111');
    await form.getByLabel('Expiry month').fill('12');
    await form.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
    await form.getByLabel('CVV').fill('123');
    return form;
  }

  /** The simulated issuer's page in the dialog's frame takes the code; the payment is confirmed. */
  async function authenticate(page: Page, shop: Storefront, dev: DevTools, email: string) {
    const dialog = page.getByRole('dialog', { name: 'Confirm with your bank' });
    await expect(dialog).toBeVisible();
    const issuer = dialog.frameLocator('iframe');
    // The simulator sends the issuer's code by WhatsApp, as the bank's SMS would arrive.
    await issuer
      .getByLabel('One-time password')
      .fill(await dev.latestOtp(await dev.customerPhone(email)));
    await issuer.getByRole('button', { name: 'Confirm' }).click();
    await expect(issuer.getByText('Paid. You can close this window.')).toBeVisible();
    await dialog.getByRole('button', { name: 'I have entered the code' }).click();
    await expect(shop.main().getByText('Payment received', { exact: true })).toBeVisible();
  }

  test('a card is tokenized in the browser, and a reload during 3-D Secure resumes the same payment', async ({
    page,
    market,
    dev,
    staff,
    axe,
  }) => {
    const placed = await placeQuotedOrder(page, market, dev, staff, axe, 'credit_card');
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    const form = await fillCard(page);
    await axe('payment (card form)');
    await form.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm with your bank' })).toBeVisible();
    await axe('payment (3-D Secure)');

    await test.step('a reload reopens the same bank page: no second charge', async () => {
      const frame = page.getByRole('dialog').locator('iframe');
      const before = await frame.getAttribute('src');
      await page.reload();
      await expect(page.getByRole('dialog', { name: 'Confirm with your bank' })).toBeVisible();
      await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', before ?? '');
    });

    await authenticate(page, placed.shop, dev, placed.who.email);
    await axe('paid (card)');
  });

  test('an installment plan is picked and charged as an installment', async ({
    page,
    market,
    dev,
    staff,
    axe,
  }) => {
    test.skip(
      !market.config.paymentMethods.includes('installment'),
      'the market offers no installments',
    );
    const placed = await placeQuotedOrder(page, market, dev, staff, axe, 'installment');
    await page.getByRole('link', { name: 'Pay now' }).click();
    const form = await fillCard(page);
    await form.getByRole('radio', { name: '6 months' }).check();
    await axe('payment (installment plan)');
    await form.getByRole('button', { name: 'Pay now' }).click();
    await authenticate(page, placed.shop, dev, placed.who.email);
  });
});
