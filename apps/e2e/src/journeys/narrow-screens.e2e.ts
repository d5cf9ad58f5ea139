import type { Locator, Page } from '@playwright/test';
import { productPath, ROUTE_PATHS, searchCatalog } from '@storefront/contract';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../staff/demo-accounts';
import { waitForHydration } from '../storefront/hydration';
import { quantityBoxes, Storefront, variantRows } from '../storefront/storefront-pages';
import { callApi } from '../support/api';
import { checkNarrowScreen, NARROW_SCREEN } from '../support/narrow-screen';
import { expect, test } from '../support/test';

/**
 * Issue 14 §1: on a 360 x 740 phone no storefront screen scrolls sideways, signed out and signed
 * in, in every language of the market, so in its longest (Indonesian's words, Thai's unbroken
 * lines, Kazakh's and Russian's long words). The journeys check each screen they pass through
 * in English (the axe fixture); this one walks every screen in each language. The signed-in
 * screens are the demo customer's, whatever another journey left in them.
 */

/** The public screens, under `/:locale` (the product's is added once one is found). */
const PUBLIC_PATHS = [
  ROUTE_PATHS.home,
  `${ROUTE_PATHS.search}?q=${encodeURIComponent('phone case')}`,
  ROUTE_PATHS.faq,
  ROUTE_PATHS.howToShop,
  ROUTE_PATHS.about,
  ROUTE_PATHS.terms,
  ROUTE_PATHS.privacy,
  ROUTE_PATHS.refundPolicy,
  ROUTE_PATHS.login,
  ROUTE_PATHS.register,
  'no-such-page',
];

/** The signed-in customer's screens. */
const SIGNED_IN_PATHS = [
  ROUTE_PATHS.cart,
  ROUTE_PATHS.orders,
  ROUTE_PATHS.buyAgain,
  ROUTE_PATHS.inquiries,
  ROUTE_PATHS.productRequest,
  ROUTE_PATHS.wishlist,
  ROUTE_PATHS.vouchers,
  ROUTE_PATHS.notifications,
  ROUTE_PATHS.profile,
  ROUTE_PATHS.addresses,
];

/** Opens a screen and checks it once React holds it and its data has come. */
async function checkScreen(page: Page, locale: string, path: string): Promise<void> {
  await page.goto(`/${locale}${path ? `/${path}` : ''}`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await checkNarrowScreen(page, `${path || 'home'} (${locale})`);
}

test('no screen scrolls sideways on a 360 px phone, in any language of the market', async ({
  page,
  market,
}) => {
  await page.setViewportSize(NARROW_SCREEN);
  const { items } = await callApi(market.baseURL, searchCatalog, {
    query: { keyword: '', page: 1, limit: 1 },
  });
  const product = items[0];
  const publicPaths = product ? [...PUBLIC_PATHS, productPath(product.id)] : PUBLIC_PATHS;

  for (const locale of market.config.locales) {
    await test.step(`signed out, ${locale}`, async () => {
      for (const path of publicPaths) await checkScreen(page, locale, path);
    });
  }

  if (product) {
    await test.step('each variant is a card: its quantity on screen with its name', async () => {
      await page.goto(`/en-US/${productPath(product.id)}`);
      await waitForHydration(page);
      // A table wider than the phone would scroll inside its card and hide the boxes.
      const rows = variantRows(page);
      await expect(rows.first()).toBeVisible();
      const across = async (element: Locator) => {
        const bounds = await element.boundingBox();
        expect(bounds, 'laid out').not.toBeNull();
        return { left: bounds?.x ?? -1, right: (bounds?.x ?? 0) + (bounds?.width ?? 0) };
      };
      for (const row of await rows.all()) {
        // Its name and every quantity box across the screen's width, none past its edges.
        for (const part of [row.getByRole('rowheader'), ...(await quantityBoxes(row).all())]) {
          const { left, right } = await across(part);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(right).toBeLessThanOrEqual(NARROW_SCREEN.width);
        }
      }
    });
  }

  await new Storefront(page, 'en-US', market.config.country).signInWithPassword(
    DEMO_CUSTOMER_EMAIL,
    DEMO_CUSTOMER_PASSWORD,
  );
  for (const locale of market.config.locales) {
    await test.step(`signed in, ${locale}`, async () => {
      // The header of a signed-in customer (account menu, counts) is on every public page too.
      for (const path of [...SIGNED_IN_PATHS, ROUTE_PATHS.home, publicPaths.at(-1) ?? '']) {
        await checkScreen(page, locale, path);
      }
    });
  }
});
