import type { Locator, Page } from '@playwright/test';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../staff/demo-accounts';
import { newCustomer } from '../storefront/new-customer';
import { quotePricesFor } from '../storefront/quote-prices';
import { askableRows, Storefront } from '../storefront/storefront-pages';
import { checkNarrowScreen } from '../support/narrow-screen';
import { expect, test } from '../support/test';

/** A phone of the width the issue names (issue 14 §1-2). */
const PHONE = { width: 390, height: 844 } as const;

/** The breakdown's rows, in the order the buyer reads them (SPEC's parts, then the all-in). */
const PARTS = [
  'Goods',
  /^Service fee/,
  'China domestic shipping',
  /^International freight/,
  'Import duty and taxes',
  'Customs and paperwork',
  'All-in',
] as const;

interface SizedChoice {
  readonly variant: string;
  readonly sizes: readonly { readonly name: string; readonly quantity: number }[];
}

const count = (text: string | undefined) => Number((text ?? '').replace(/,/g, ''));

/**
 * Fills the first variant in sizes with two of its sizes, separately: the variant's rule holds
 * for their total (decision 296), which is twice its minimum rounded up to its multiple, split
 * between the two sizes with the most stock.
 */
async function fillTwoSizes(page: Page): Promise<SizedChoice> {
  // The variants still free for this buyer (Thailand's demo customer is shared).
  for (const row of await askableRows(page)) {
    const sizes = row.locator('xpath=following-sibling::tr[1]').getByRole('listitem');
    if ((await row.getByRole('spinbutton').count()) > 0 || (await sizes.count()) < 2) continue;
    const rule = await row.getByRole('cell', { name: /^Min\. / }).innerText();
    const [, minimum, multiple] = /Min\. ([\d,]+) · multiple of ([\d,]+)/.exec(rule) ?? [];
    const step = Math.max(1, count(multiple));
    const total = Math.ceil((2 * Math.max(1, count(minimum))) / step) * step;
    const wanted = [Math.floor(total / 2), total - Math.floor(total / 2)];
    const stocked = await Promise.all(
      (await sizes.all()).map(async (size) => ({
        size,
        name: (await size.locator('span span').first().innerText()).trim(),
        stock: count(/Stock ([\d,]+)/.exec(await size.innerText())?.[1]),
      })),
    );
    const [first, second] = stocked.sort((a, b) => b.stock - a.stock);
    if (!first || !second || second.stock < (wanted[1] ?? 0)) continue;
    const variant = (await row.getByRole('rowheader').innerText()).split('\n')[0]?.trim() ?? '';
    const chosen = [
      { ...first, quantity: wanted[0] ?? 0 },
      { ...second, quantity: wanted[1] ?? 0 },
    ];
    for (const { size, quantity } of chosen) {
      await size.getByRole('spinbutton').fill(String(quantity));
    }
    await expect(row.getByText(`Total ${total}`, { exact: true })).toBeVisible();
    return { variant, sizes: chosen.map(({ name, quantity }) => ({ name, quantity })) };
  }
  throw new Error('no variant in sizes with two sizes in stock');
}

/** The right edge of an element, to tell whether it stays inside the phone's screen. */
async function rightEdge(element: Locator): Promise<number> {
  const bounds = await element.boundingBox();
  if (!bounds) throw new Error('not laid out');
  return bounds.x + bounds.width;
}

/**
 * Issue 14 §2-3 in each market: a variant ordered in two sizes separately goes through the
 * price request, the staff quote and into the cart size by size, and on a phone the buyer opens
 * "How this price is made" and reads every part of the price inside the screen.
 */
test('sizes ordered separately; the price read part by part on a phone', async ({
  page,
  market,
  dev,
  staff,
  axe,
}) => {
  const { config } = market;
  const shop = new Storefront(page, 'en-US', config.country);

  const { choice, submission } = await test.step('two sizes of one variant asked', async () => {
    if (config.showRegisterButton) await shop.register(newCustomer(config), dev, axe);
    else await shop.signInWithPassword(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    await shop.search('shirt');
    await shop.main().getByRole('region', { name: 'Products' }).getByRole('link').first().click();
    const asked = await fillTwoSizes(page);
    await axe('product (two sizes filled)');
    return { choice: asked, submission: await shop.sendPriceRequest() };
  });
  const [one, two] = choice.sizes;
  if (!one || !two) throw new Error('two sizes were asked');
  const total = one.quantity + two.quantity;

  await test.step('the submission keeps the sizes apart', async () => {
    await page.goto(shop.path(`inquiries/${submission}`));
    const card = shop.main().getByRole('article', { name: choice.variant, exact: true });
    await expect(card.getByText(`${one.name} × ${one.quantity}`, { exact: false })).toBeVisible();
    await expect(card.getByText(`${two.name} × ${two.quantity}`, { exact: false })).toBeVisible();
  });

  await test.step(`staff quote it (${staff.servedBy('quoteInquiry')})`, async () => {
    await staff.quoteInquiry(submission, quotePricesFor(config));
  });

  await test.step('on a phone: the cart holds each size, and the price part by part', async () => {
    await page.setViewportSize(PHONE);
    await shop.quotedToCart(submission);
    for (const size of choice.sizes) {
      await expect(
        // The cart's boxes are text boxes for digits (they take "1,000" as typed).
        page.getByRole('textbox', {
          name: `Quantity of ${choice.variant}, size ${size.name}`,
          exact: true,
        }),
      ).toHaveValue(String(size.quantity));
    }
    // The variant's line: the list item around its sizes.
    const line = shop
      .main()
      .getByRole('group', { name: `Sizes of ${choice.variant}`, exact: true })
      .locator('xpath=ancestor::li[1]');
    await line.getByText('How this price is made').click();
    const table = line.getByRole('table');
    await expect(table.getByRole('columnheader', { name: `For ${total}` })).toBeVisible();
    for (const part of PARTS) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: part }) });
      await expect(row).toBeVisible();
      // Every amount whole and on screen: nothing to scroll sideways to.
      for (const amount of await row.getByRole('cell').all()) {
        expect(await rightEdge(amount)).toBeLessThanOrEqual(PHONE.width);
      }
    }
    await axe('cart (the price part by part, on a phone)');
    await checkNarrowScreen(page, 'cart (the price part by part)');
  });
});
