import type { Page } from '@playwright/test';
import type { MarketConfig, PaymentMethod } from '@storefront/domain';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../staff/demo-accounts';
import type { DevTools } from '../staff/dev-tools';
import type { StaffDesk } from '../staff/staff-desk';
import type { NewCustomer } from '../storefront/new-customer';
import { newCustomer } from '../storefront/new-customer';
import { quotePricesFor } from '../storefront/quote-prices';
import { Storefront } from '../storefront/storefront-pages';
import type { E2eMarket } from '../support/markets';

export interface PlacedOrder {
  readonly shop: Storefront;
  readonly who: NewCustomer;
  readonly group: string;
  readonly order: string;
}

type OnScreen = (name: string) => Promise<void>;

/**
 * The method a journey pays by when it does not name one: a virtual account or bank transfer
 * where the market offers one, else QR (Thailand has no bank method, decision 281), which the
 * simulator settles; else the card (Kazakhstan pays by card only, decision 303).
 */
export function settledMethodOf(config: Pick<MarketConfig, 'paymentMethods'>): PaymentMethod {
  const methods: readonly PaymentMethod[] = ['virtual_account', 'bank_transfer', 'qr'];
  return methods.find((method) => config.paymentMethods.includes(method)) ?? 'credit_card';
}

/**
 * Pays a placed order group on its payment screen by the method it was placed with: the card
 * through the simulated bank's 3-D Secure, any other settled by the simulator.
 */
export async function payPlacedGroup(
  shop: Storefront,
  method: PaymentMethod,
  group: string,
  email: string,
  dev: DevTools,
  axe: OnScreen,
): Promise<void> {
  if (method === 'credit_card') await shop.payByCard(dev, email, axe);
  else await shop.payThroughSimulator({ kind: 'order_group', id: group }, dev, axe);
}

/**
 * The start every after-sale check shares, through the storefront: a new customer (the demo
 * customer where the market closes sign-up) with a quoted product checked out (unpaid, on the
 * confirmation page). The purchase journey walks the same
 * screens with more checks.
 */
export async function placeQuotedOrder(
  page: Page,
  market: E2eMarket,
  dev: DevTools,
  staff: StaffDesk,
  axe: OnScreen,
  /** The payment method chosen at checkout; a bank transfer or virtual account by default. */
  chosen?: PaymentMethod,
): Promise<PlacedOrder> {
  const { config } = market;
  const shop = new Storefront(page, 'en-US', config.country);
  let who = newCustomer(config);
  if (config.showRegisterButton) {
    await shop.register(who, dev, axe);
  } else {
    // Registration is closed in this market: the demo customer signs in (with the password, as
    // journeys running side by side may sign it in at the same time).
    await shop.signInWithPassword(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    who = { ...who, email: DEMO_CUSTOMER_EMAIL };
  }
  await shop.search('phone case');
  await shop.main().getByRole('region', { name: 'Products' }).getByRole('link').first().click();
  const submission = await shop.requestPrice();
  await staff.quoteInquiry(submission, quotePricesFor(config));
  await shop.quotedToCart(submission);
  await shop.checkOut(who, axe);
  const method: PaymentMethod = chosen ?? settledMethodOf(config);
  const group = await shop.placeOrder(method, axe);
  const order = (await shop.confirmationOrders(group))[0];
  if (!order) throw new Error(`no order listed for ${group}`);
  return { shop, who, group, order };
}

/**
 * placeQuotedOrder, then paid through the simulator, shipped and delivered by staff: where the
 * refund and the complaint window start.
 */
export async function deliverQuotedOrder(
  page: Page,
  market: E2eMarket,
  dev: DevTools,
  staff: StaffDesk,
  axe: OnScreen,
  /** As placeQuotedOrder's; paid by it. */
  chosen?: PaymentMethod,
): Promise<PlacedOrder> {
  const placed = await placeQuotedOrder(page, market, dev, staff, axe, chosen);
  await page.getByRole('link', { name: 'Pay now' }).click();
  const method = chosen ?? settledMethodOf(market.config);
  await payPlacedGroup(placed.shop, method, placed.group, placed.who.email, dev, axe);
  await staff.shipOrder(placed.order, `E2E${Date.now()}`);
  await staff.markDelivered(placed.order);
  return placed;
}
