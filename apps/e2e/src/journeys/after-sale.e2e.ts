import { fraction } from '../storefront/quote-prices';
import { samplePhoto } from '../storefront/sample-photo';
import { expect, test } from '../support/test';
import {
  deliverQuotedOrder,
  payPlacedGroup,
  placeQuotedOrder,
  settledMethodOf,
} from './placed-order';

/** What happens after a paid order: a refund staff approve, an extra charge the customer pays. */
test.describe('after the sale', () => {
  test('a partial refund asked with a photo is approved by staff', async ({
    page,
    market,
    dev,
    staff,
    axe,
  }) => {
    // Paid by bank transfer where the market offers it (Indonesia): the one method no other
    // journey pays by, and its refund goes out as a payout to the buyer's bank account.
    const paidBy = market.config.paymentMethods.includes('bank_transfer')
      ? 'bank_transfer'
      : undefined;
    const { shop, who, group, order } = await deliverQuotedOrder(
      page,
      market,
      dev,
      staff,
      axe,
      paidBy,
    );

    await test.step('a bank account for the refund', async () => {
      await shop.addBankAccount(`${who.firstName} ${who.lastName}`);
      await axe('bank accounts');
    });

    await test.step('the customer asks for a refund of all units but one, with a photo', async () => {
      await shop.openOrder(group, order);
      await expect(shop.orderStatus('Delivered')).toBeVisible();
      await page.getByRole('link', { name: 'Request a refund' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Request a refund' })).toBeVisible();
      await axe('refund request');
      // Every unit still open is picked to start with; one less makes it a partial refund
      // (decision 289), and the amount shown drops with it.
      const amount = page.getByText(/^Refund amount: /);
      await expect(amount).toContainText('with the shipping fee');
      await page
        .getByRole('button', { name: /^One unit less of / })
        .first()
        .click();
      await expect(amount).not.toContainText('with the shipping fee');
      await page
        .getByRole('textbox', { name: 'Reason for the refund' })
        .fill('Three boxes arrived crushed and the cases inside are cracked.');
      await page.getByLabel('Add photos').setInputFiles(await samplePhoto());
      await expect(page.getByRole('img', { name: 'Preview of damaged-box.png' })).toBeVisible();
      await page
        .getByRole('group', { name: 'Bank account for the refund' })
        .getByRole('radio')
        .first()
        .check();
      await axe('refund request (photo chosen)');
      await page.getByRole('button', { name: 'Send the request' }).click();
      await expect(shop.orderStatus('Returning/Refund')).toBeVisible();
      await expect(shop.main().getByText('Under review', { exact: true })).toBeVisible();
      await axe('order detail (refund under review)');
    });

    await test.step(`staff approve the refund (${staff.servedBy('approveRefund')})`, async () => {
      await staff.approveRefund(order);
      await shop.openOrder(group, order);
      await expect(shop.orderStatus('Partially refunded')).toBeVisible();
      await expect(shop.main().getByText('Approved', { exact: true })).toBeVisible();
      // The unit left may still be asked for, inside the same 2x24 h.
      await expect(page.getByRole('link', { name: 'Request a refund' })).toBeVisible();
      await axe('order detail (refund approved)');
    });
  });

  test('an extra charge added by staff is paid by the customer', async ({
    page,
    market,
    dev,
    staff,
    axe,
  }) => {
    const { shop, who, group, order } = await placeQuotedOrder(page, market, dev, staff, axe);
    await page.getByRole('link', { name: 'Pay now' }).click();
    const method = settledMethodOf(market.config);
    await payPlacedGroup(shop, method, group, who.email, dev, axe);

    const reason = 'Extra import duty at customs';
    await test.step(`staff add an adjustment (${staff.servedBy('addAdjustment')})`, async () => {
      await staff.addAdjustment(order, fraction(market.config.minimumOrder.default, 25), reason);
    });

    // Paid by another method than the order's where the market has one the simulator settles
    // (decision 304): QR after a virtual account in Indonesia; Kazakhstan takes cards only.
    const chargeMethod =
      method !== 'qr' && market.config.paymentMethods.includes('qr') ? 'qr' : method;
    await test.step(`the customer pays it (${chargeMethod})`, async () => {
      await shop.openOrder(group, order);
      await expect(shop.orderStatus('Adjustment')).toBeVisible();
      await expect(shop.main().getByText(`Extra charge (unpaid): ${reason}`)).toBeVisible();
      await axe('order detail (adjustment to pay)');
      // The order list's Adjustment tab is where a charge to pay is offered.
      await page.goto(shop.path('orders?tab=adjustment'));
      await expect(shop.main().getByText(order).first()).toBeVisible();
      await axe('orders (adjustment tab)');
      // The tab's "Pay now" opens the order, where each charge due has its own payment page.
      await shop.main().getByRole('link', { name: 'Pay now' }).click();
      await expect(shop.main().getByText(/^Extra charge to pay: /)).toBeVisible();
      await shop
        .main()
        .getByRole('link', { name: /^Pay (?!now$)/ })
        .click();
      if (chargeMethod !== method) {
        await shop.main().getByRole('radio', { name: 'QR code', exact: true }).check();
      }
      if (chargeMethod === 'credit_card') await shop.payByCard(dev, who.email, axe);
      else {
        await shop.payThroughSimulator(
          { kind: 'adjustment', id: await dev.openAdjustment(order) },
          dev,
          axe,
        );
      }
      await shop.openOrder(group, order);
      await expect(shop.orderStatus('In process')).toBeVisible();
      await expect(shop.main().getByText(`Extra charge (paid): ${reason}`)).toBeVisible();
      await axe('order detail (adjustment paid)');
    });
  });
});
