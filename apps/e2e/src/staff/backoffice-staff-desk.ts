import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { toDecimalString } from '@storefront/domain';
import type { Money } from '@storefront/domain';
import { DEMO_STAFF } from './demo-accounts';
import type { QuotePrices, StaffDesk, StaffStep, VoucherTerms } from './staff-desk';

type OnScreen = (name: string, page: Page) => Promise<void>;

/**
 * The parts staff type, with their English labels. The service fee is not typed: the screen
 * computes it from the goods and the customer's level (the gateway checks it).
 */
const QUOTE_FIELDS: ReadonlyArray<[label: string, part: keyof QuotePrices]> = [
  ['Goods', 'goods'],
  ['China domestic shipping', 'domesticShipping'],
  ['International freight', 'freight'],
  ['Import duty and taxes', 'taxAndCustoms'],
  ['Customs and paperwork', 'paperwork'],
];

/**
 * Staff steps in the back-office at `/admin/#/…`, in a browser context of its own (the staff
 * session lives in the back-office's `staff_` cookies, next to the customer's on the same
 * origin). Screens are driven by role and accessible name with the English texts.
 */
export class BackofficeStaffDesk implements StaffDesk {
  private context: BrowserContext | undefined;
  private signedIn: Promise<Page> | undefined;

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
    private readonly onScreen: OnScreen,
  ) {}

  servedBy(_step: StaffStep): 'backoffice' {
    return 'backoffice';
  }

  async close(): Promise<void> {
    await this.context?.close();
  }

  /** The signed-in staff page, signing in through the login screen the first time. */
  private page(): Promise<Page> {
    this.signedIn ??= (async () => {
      this.context = await this.browser.newContext({
        baseURL: this.baseURL,
        locale: 'en-US',
        timezoneId: 'Asia/Singapore',
      });
      const page = await this.context.newPage();
      await page.goto('/admin/#/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
      await this.onScreen('back-office: sign-in', page);
      await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_STAFF.email);
      await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_STAFF.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Inquiry queue' })).toBeVisible();
      await this.onScreen('back-office: inquiry queue', page);
      return page;
    })();
    return this.signedIn;
  }

  private async open(hashPath: string, heading: string | RegExp): Promise<Page> {
    const page = await this.page();
    await page.goto(`/admin/#${hashPath}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    return page;
  }

  async quoteInquiry(submissionNumber: string, prices: QuotePrices): Promise<void> {
    const page = await this.open('/inquiries', 'Inquiry queue');
    await page
      .getByRole('searchbox', { name: 'Search number, product or customer' })
      .or(page.getByRole('textbox', { name: 'Search number, product or customer' }))
      .fill(submissionNumber);
    await page.getByRole('link', { name: submissionNumber }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Inquiry ${submissionNumber}` }),
    ).toBeVisible();
    await this.onScreen('back-office: quote screen', page);
    const forms = page.getByRole('form', { name: /^Quote for / });
    await expect(forms.first()).toBeVisible();
    const count = await forms.count();
    for (let index = 0; index < count; index += 1) {
      const form = forms.nth(index);
      for (const [label, part] of QUOTE_FIELDS) {
        await form
          .getByRole('textbox', { name: label, exact: true })
          .fill(toDecimalString(prices[part]));
      }
      await form.getByRole('combobox', { name: 'Shipping type' }).selectOption({ label: 'Sea' });
      await form.getByRole('button', { name: 'Quote variant' }).click();
      await expect(page.getByText(/ quoted\.$/).first()).toBeVisible();
    }
    await this.onScreen('back-office: quote screen (quoted)', page);
  }

  async createVoucher(terms: VoucherTerms): Promise<string> {
    const page = await this.open('/vouchers', 'Vouchers');
    await this.onScreen('back-office: vouchers', page);
    await page.getByRole('button', { name: 'New voucher' }).click();
    const dialog = page.getByRole('dialog', { name: 'New voucher' });
    await dialog.getByRole('textbox', { name: 'Voucher title' }).fill(terms.title);
    await dialog
      .getByRole('textbox', { name: `Discount amount (${terms.discount.currency})` })
      .fill(toDecimalString(terms.discount));
    await dialog
      .getByRole('spinbutton', { name: 'Quota' })
      .or(dialog.getByRole('textbox', { name: 'Quota' }))
      .fill('100');
    await this.onScreen('back-office: new voucher', page);
    await dialog.getByRole('button', { name: 'Create voucher' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: terms.title, exact: true })).toBeVisible();
    return terms.title;
  }

  private async moveOrder(orderNumber: string, status: string, trackingNumber?: string) {
    const page = await this.open(`/orders/${orderNumber}`, `Order ${orderNumber}`);
    await this.onScreen('back-office: order', page);
    await page.getByRole('combobox', { name: 'Next status' }).selectOption({ label: status });
    if (trackingNumber !== undefined) {
      await page.getByRole('textbox', { name: 'Tracking number' }).fill(trackingNumber);
    }
    await page.getByRole('button', { name: 'Move order' }).click();
    await expect(page.getByText(`The order is now ${status}.`)).toBeVisible();
  }

  async shipOrder(orderNumber: string, trackingNumber: string): Promise<void> {
    await this.moveOrder(orderNumber, 'Shipping', trackingNumber);
  }

  async markDelivered(orderNumber: string): Promise<void> {
    await this.moveOrder(orderNumber, 'Delivered');
  }

  async approveRefund(orderNumber: string): Promise<void> {
    const page = await this.open('/refunds', 'Refund decisions');
    const card = page
      .getByRole('article', { name: `Refund for order ${orderNumber}` })
      .or(page.getByRole('region', { name: `Refund for order ${orderNumber}` }));
    await expect(card).toBeVisible();
    await this.onScreen('back-office: refunds', page);
    await card.getByRole('button', { name: 'Approve refund' }).click();
    await expect(page.getByText(`Refund for order ${orderNumber} approved.`)).toBeVisible();
  }

  async addAdjustment(orderNumber: string, amount: Money, reason: string): Promise<void> {
    const page = await this.open(`/orders/${orderNumber}`, `Order ${orderNumber}`);
    await page
      .getByRole('textbox', { name: `Adjustment amount (${amount.currency})` })
      .fill(toDecimalString(amount));
    await page.getByRole('textbox', { name: 'Adjustment reason' }).fill(reason);
    await this.onScreen('back-office: order (adjustment)', page);
    await page.getByRole('button', { name: 'Add adjustment' }).click();
    await expect(
      page.getByText(/^Adjustment of .* added; the customer must pay it\.$/),
    ).toBeVisible();
  }
}
