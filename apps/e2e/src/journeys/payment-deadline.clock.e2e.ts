import { REFUND_WINDOW_HOURS } from '@storefront/domain';
import type { Storefront } from '../storefront/storefront-pages';
import { expect, test } from '../support/test';
import { deliverQuotedOrder, placeQuotedOrder } from './placed-order';

/** Opens the order again until the sweep (every second here) has moved it to `status`. */
async function untilSwept(shop: Storefront, group: string, order: string, status: string) {
  await expect(async () => {
    await shop.openOrder(group, order);
    await expect(shop.orderStatus(status)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * In every market, each in a project that has its gateway to itself (playwright.config.ts):
 * Indonesia's on a second gateway, Thailand's and Kazakhstan's on the market's own once its other
 * tests have finished. Moving the gateway's clock moves it for everyone on that gateway
 * (docs/decisions/218). The order is the market's: a new customer, or Thailand's demo customer
 * (sign-up is closed there), paying by the market's own method (placed-order.ts).
 */
test('an unpaid order is cancelled at its payment deadline', async ({
  page,
  market,
  dev,
  staff,
  axe,
}) => {
  const { shop, group, order } = await placeQuotedOrder(page, market, dev, staff, axe);
  const windowHours = market.config.paymentWindowHours;

  await test.step('an hour before the deadline the order still waits for payment', async () => {
    await dev.advanceClock(windowHours - 1);
    // The sweep runs every second (ORDER_SWEEP_INTERVAL_SECONDS=1): give it two rounds.
    await page.waitForTimeout(2_000);
    await shop.openOrder(group, order);
    await expect(shop.orderStatus('Waiting for payment')).toBeVisible();
  });

  await test.step('past the deadline the sweep cancels it', async () => {
    await dev.advanceClock(1);
    await untilSwept(shop, group, order, 'Cancelled');
    await axe('order detail (cancelled at the deadline)');
    // Only the gateway's clock moved: by the browser's the deadline is still hours away, and the
    // page believes the gateway (the answer's refusal), not its own countdown.
    await page.goto(shop.path(`checkout/${group}/payment`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(
      shop.main().getByText('This order can no longer be paid. Its status is in your orders.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(shop.main().getByRole('timer')).toHaveCount(0);
    // Nothing to pay with, whichever method the market's order was placed with: no account to
    // pay into ('BCA account number'; the test-mode banner's warning about account numbers is
    // not one), no QR code, no card form.
    await expect(shop.main().getByText(/ account number$/)).toHaveCount(0);
    await expect(shop.main().getByRole('img', { name: /^QR code to pay / })).toHaveCount(0);
    await expect(shop.main().getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    await axe('payment (after the deadline)');
  });
});

test('a delivered order completes by itself once its complaint window has closed', async ({
  page,
  market,
  dev,
  staff,
  axe,
}) => {
  const { shop, group, order } = await deliverQuotedOrder(page, market, dev, staff, axe);

  // The hours left are the browser's count against the gateway's receipt time, and only the
  // gateway's clock moves here: the component tests check the count, this journey the sweep.
  await test.step(`the order says what follows its ${REFUND_WINDOW_HOURS} h window`, async () => {
    await shop.openOrder(group, order);
    await expect(shop.orderStatus('Delivered')).toBeVisible();
    await expect(
      shop.main().getByText(/With no complaint by then, the order completes by itself\./),
    ).toBeVisible();
    await axe('order detail (complaint window open)');
  });

  await test.step('an hour before the window closes it is still delivered', async () => {
    await dev.advanceClock(REFUND_WINDOW_HOURS - 1);
    // The sweep runs every second (ORDER_SWEEP_INTERVAL_SECONDS=1): give it two rounds.
    await page.waitForTimeout(2_000);
    await shop.openOrder(group, order);
    await expect(shop.orderStatus('Delivered')).toBeVisible();
  });

  await test.step('once the window has closed the sweep completes it', async () => {
    await dev.advanceClock(2);
    await untilSwept(shop, group, order, 'Completed');
    await axe('order detail (completed by itself)');
  });
});
