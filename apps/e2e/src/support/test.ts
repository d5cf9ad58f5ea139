import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ApiStaffDesk } from '../staff/api-staff-desk';
import { BackofficeStaffDesk } from '../staff/backoffice-staff-desk';
import { DevTools } from '../staff/dev-tools';
import type { StaffDesk } from '../staff/staff-desk';
import { checkAccessibility } from './axe';
import { checkNarrowScreen } from './narrow-screen';
import type { E2eMarket, GatewayName } from './markets';
import { e2eMarket } from './markets';

export interface MarketFixtureOptions {
  /** The gateway (and so the market) the project's tests run against, set per project. */
  readonly gateway: GatewayName;
}

interface Fixtures {
  readonly market: E2eMarket;
  readonly dev: DevTools;
  readonly staff: StaffDesk;
  /**
   * axe on the page as it is now, named for the report; on a storefront page (the test's own
   * `page`, not the back-office's) also the 360 px check: nothing scrolls sideways.
   */
  readonly axe: (screen: string, page?: Page) => Promise<void>;
}

/**
 * What React reports when a page rendered by the gateway does not hydrate as it was rendered
 * (production builds name the error by number: 418 mismatch, 419 a server render that failed,
 * 421/422/423/425 the older texts of the same), decision 250.
 */
const HYDRATION_ERROR = /Minified React error #(?:418|419|421|422|423|425)\b|hydrat/i;

export const test = base.extend<Fixtures & MarketFixtureOptions>({
  gateway: ['id', { option: true }],
  // Every journey fails on a hydration error, on whichever storefront page it happened.
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) {
        errors.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(`${error.message}`)) errors.push(`${page.url()}: ${error.message}`);
    });
    await use(page);
    expect.soft(errors, 'hydration errors in the browser console').toEqual([]);
  },
  market: async ({ gateway }, use) => {
    await use(e2eMarket(gateway));
  },
  dev: async ({ market }, use) => {
    await use(new DevTools(market.baseURL));
  },
  staff: async ({ browser, market, dev, axe }, use) => {
    if (process.env['E2E_STAFF'] === 'api') {
      await use(new ApiStaffDesk(market.baseURL, dev));
      return;
    }
    // Every step in the back-office's screens: that is what the journeys prove.
    const backoffice = new BackofficeStaffDesk(browser, market.baseURL, axe);
    await use(backoffice);
    await backoffice.close();
  },
  axe: async ({ page }, use, testInfo) => {
    await use(async (screen, onPage = page) => {
      await checkAccessibility(onPage, screen, testInfo);
      // Every storefront screen a journey visits, signed in and out (issue 14 §1).
      if (onPage === page) await checkNarrowScreen(onPage, screen);
    });
  },
});

export { expect };
