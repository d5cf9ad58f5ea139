import { expect, test } from '../support/test';
import { placeQuotedOrder } from './placed-order';

/**
 * Issue 15's card flows through the storefront's real card screen (decision 280): the payment
 * simulator's stand-in for Xendit.js tokenizes the card in the browser, the gateway charges the
 * token, and the simulated issuer's 3-D Secure page takes the code from the development outbox.
 */
test.describe('paying by card', () => {
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
    const form = await placed.shop.fillCard();
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

    await placed.shop.confirmCardWithBank(dev, placed.who.email);
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
    const form = await placed.shop.fillCard();
    await form.getByRole('radio', { name: '6 months' }).check();
    await axe('payment (installment plan)');
    await form.getByRole('button', { name: 'Pay now' }).click();
    await placed.shop.confirmCardWithBank(dev, placed.who.email);
  });
});
