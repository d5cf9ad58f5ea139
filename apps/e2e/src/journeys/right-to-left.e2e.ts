import { isRtl, SUPPORTED_LOCALES } from '@storefront/domain';
import { expect, test } from '../support/test';

/**
 * Every right-to-left language of the shell, on a storefront that enables it: no market does
 * today, so the second Indonesian gateway serves a build with ar-SA added (VITE_EXTRA_LOCALES,
 * decision 219). A gateway whose storefront lacks the locale skips the check with the reason.
 */
for (const locale of SUPPORTED_LOCALES.filter(isRtl)) {
  test(`${locale} is laid out right to left`, async ({ page, market, axe }) => {
    test.skip(
      !market.config.locales.includes(locale),
      `the storefront of gateway ${market.gateway} does not enable ${locale}`,
    );
    await page.goto(`/${locale}`);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', locale);
    // Logical layout: the brand (first in the header) sits on the right, the navigation left.
    const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
    const nav = await page.getByRole('navigation', { name: /./ }).first().boundingBox();
    expect(brand && nav && brand.x > nav.x).toBe(true);
    await axe(`home (${locale})`);
  });
}
