import { PAYMENT_CHANNEL_NAMES, paymentChannelsOf } from '@storefront/domain';
import { expect, test } from '../support/test';
import { placeQuotedOrder } from './placed-order';

/**
 * Issue 15's e-wallet flow through the storefront's real screens (decision 281): the buyer picks
 * a wallet of the market, the payment simulator's checkout page stands for the provider's, and
 * the buyer comes back to the payment page, which reads the result from the server.
 */
test('an e-wallet payment fails, is tried again with another wallet, and is paid', async ({
  page,
  market,
  dev,
  staff,
  axe,
}) => {
  test.skip(!market.config.paymentMethods.includes('ewallet'), 'the market offers no e-wallet');
  const wallets = paymentChannelsOf('ewallet', market.config).map(
    (channel) => PAYMENT_CHANNEL_NAMES[channel],
  );
  const [first, second] = wallets;
  if (!first || !second) throw new Error('the market offers fewer than two e-wallets');
  await placeQuotedOrder(page, market, dev, staff, axe, 'ewallet');
  await page.getByRole('link', { name: 'Pay now' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(main.getByText('Test mode', { exact: true })).toBeVisible();

  const choice = main.getByRole('group', { name: 'Choose your e-wallet' });
  await expect(choice.getByRole('radio')).toHaveCount(wallets.length);
  await axe('payment (e-wallet choice)');

  await test.step('the wallet refuses: back on our page, nothing charged, choose again', async () => {
    await choice.getByRole('radio', { name: first }).check();
    await main.getByRole('button', { name: 'Continue' }).click();
    await main.getByRole('link', { name: `Pay with ${first}` }).click();
    // The simulator's page, in the same tab as a provider's checkout would be.
    await expect(page.getByRole('heading', { level: 1, name: 'E-wallet checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page).toHaveURL(/\/en-US\/checkout\/[^/]+\/payment\?result=failure$/);
    await expect(main.getByText('The payment did not go through')).toBeVisible();
    await expect(main.getByRole('group', { name: 'Choose your e-wallet' })).toBeVisible();
  });

  await test.step('another wallet pays: the page shows the payment the server booked', async () => {
    await main
      .getByRole('group', { name: 'Choose your e-wallet' })
      .getByRole('radio', { name: second })
      .check();
    await main.getByRole('button', { name: 'Continue' }).click();
    await main.getByRole('link', { name: `Pay with ${second}` }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/en-US\/checkout\/[^/]+\/payment\?result=success$/);
    await expect(main.getByText('Payment received', { exact: true })).toBeVisible();
    await axe('paid (e-wallet)');
  });
});
