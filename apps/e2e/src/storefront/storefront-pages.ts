import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { MarketCountry, PaymentMethod } from '@storefront/domain';
import type { DevTools } from '../staff/dev-tools';
import { waitForHydration } from './hydration';
import type { NewCustomer } from './new-customer';

/** The storefront screens a journey walks through, by role and accessible name (en-US texts). */
/** A postal code of each country's format, for areas whose tree has none. */
const SAMPLE_POSTAL_CODES: Readonly<Record<MarketCountry, string>> = {
  ID: '10110',
  TH: '10200',
  KZ: '050000',
};

/** The English names of the checkout's payment choices (libs/ui checkout messages). */
const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  virtual_account: 'Virtual account',
  bank_transfer: 'Bank transfer',
  credit_card: 'Credit or debit card',
  ewallet: 'E-wallet',
  qr: 'QR code',
  installment: 'Interest-free installments',
};

/** The product page's variant rows (each has its "Min. … · multiple of …" rule cell). */
export function variantRows(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Variants and quantities' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: /^Min\. / }) });
}

/**
 * The quantity boxes of a variant row: its own stepper's, or for a variant in sizes (decision
 * 296) the size boxes in the row under it.
 */
export function quantityBoxes(row: Locator): Locator {
  return row
    .getByRole('spinbutton')
    .or(row.locator('xpath=following-sibling::tr[1]').getByRole('group').getByRole('spinbutton'));
}

/**
 * The variant rows the buyer may still ask a price for, once their own states have come
 * (decision 288): a variant under review or quoted for them is frozen. Journeys that share one
 * customer (Thailand's demo customer, signed in by several journeys at once) each take the next
 * free variant instead of all asking for the first.
 */
export async function askableRows(page: Page): Promise<Locator[]> {
  await expect(variantRows(page).first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Variants and quantities' })
      .getByText('Loading your price status'),
  ).toHaveCount(0);
  const free: Locator[] = [];
  for (const row of await variantRows(page).all()) {
    if (await quantityBoxes(row).first().isEnabled()) free.push(row);
  }
  return free;
}

/**
 * Fills a variant row at its minimum: its own box, or for a variant in sizes the first size
 * whose own stock covers the minimum (the minimum holds for the variant's total).
 */
export async function fillAtMinimum(row: Locator): Promise<void> {
  const rule = await row.getByRole('cell', { name: /^Min\. / }).innerText();
  const minimum = /Min\. ([\d,]+)/.exec(rule)?.[1]?.replace(/,/g, '');
  if (!minimum) throw new Error(`no minimum quantity in "${rule}"`);
  const own = row.getByRole('spinbutton');
  if ((await own.count()) > 0) {
    await own.fill(minimum);
    return;
  }
  const sizes = row.locator('xpath=following-sibling::tr[1]').getByRole('listitem');
  for (const size of await sizes.all()) {
    const stock = /Stock ([\d,]+)/.exec(await size.innerText())?.[1]?.replace(/,/g, '');
    if (Number(stock ?? 0) >= Number(minimum)) {
      await size.getByRole('spinbutton').fill(minimum);
      return;
    }
  }
  throw new Error(`no size has ${minimum} in stock`);
}

export class Storefront {
  constructor(
    readonly page: Page,
    readonly locale: string,
    readonly country: MarketCountry,
  ) {}

  path(rest = ''): string {
    return `/${this.locale}${rest ? `/${rest}` : ''}`;
  }

  textbox(name: string) {
    return this.page.getByRole('textbox', { name, exact: true });
  }

  main() {
    return this.page.getByRole('main');
  }

  /** Sign-up, then the WhatsApp code from the development outbox signs the customer in. */
  async register(who: NewCustomer, dev: DevTools, onScreen: (name: string) => Promise<void>) {
    await this.page.goto(this.path('register'));
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeVisible();
    await onScreen('register');
    await this.textbox('First name').fill(who.firstName);
    await this.textbox('Last name').fill(who.lastName);
    await this.textbox('Email').fill(who.email);
    await this.textbox('WhatsApp number').fill(who.phone);
    await this.textbox('Password').fill(who.password);
    await this.textbox('Repeat the password').fill(who.password);
    // The captcha (decision 286) solved itself by proof of work once the form had focus, with a
    // challenge from our gateway: nothing to click; its box ("I'm not a robot") says so.
    await expect(this.page.getByRole('checkbox', { name: 'Verified' })).toBeChecked({
      timeout: 15_000,
    });
    await this.page.getByRole('button', { name: 'Create account' }).click();
    await expect(this.page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    await onScreen('registered');
    await this.page.getByRole('link', { name: 'Verify my WhatsApp number' }).click();
    await this.enterWhatsappCode(who.phone, dev, onScreen);
    await expect(this.page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await onScreen('welcome');
    await this.page.getByRole('button', { name: 'Start shopping' }).click();
    // The button first tells the gateway the flow was seen, then leaves: the header's menus
    // close when the page changes, so a journey must not open one before the welcome is gone.
    await expect(this.page.getByRole('heading', { level: 1, name: /^Welcome, / })).toHaveCount(0);
  }

  /**
   * Signs an existing account in with its password on the sign-in screen: unlike a WhatsApp
   * code, which a second sign-in to the same account at the same time would replace, it lets
   * journeys running side by side share the demo customer.
   */
  async signInWithPassword(email: string, password: string) {
    await this.page.goto(this.path('login'));
    await expect(this.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The server's form is on screen before React holds it: typed values would be lost.
    await waitForHydration(this.page);
    await this.textbox('Email').fill(email);
    await this.textbox('Password').fill(password);
    await this.main().getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(this.page.getByRole('button', { name: /^Account: / })).toBeVisible();
  }

  /**
   * Where the market closes self-registration: the sign-up page says so, and an existing
   * account signs in with a WhatsApp code.
   */
  async signInWithCode(email: string, dev: DevTools, onScreen: (name: string) => Promise<void>) {
    await this.page.goto(this.path('register'));
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Registration is not available' }),
    ).toBeVisible();
    await onScreen('register (closed in this market)');
    await this.page.goto(this.path(`verify-otp?email=${encodeURIComponent(email)}`));
    await this.enterWhatsappCode(await dev.customerPhone(email), dev, onScreen);
    await expect(this.page.getByRole('button', { name: /^Account: / })).toBeVisible();
  }

  /** The code step: ask for the code, read it from the development outbox, verify. */
  private async enterWhatsappCode(
    phone: string,
    dev: DevTools,
    onScreen: (name: string) => Promise<void>,
  ) {
    await this.page.getByRole('button', { name: 'Send the code' }).click();
    const code = this.page.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toBeVisible();
    await onScreen('sign in with a WhatsApp code');
    await code.fill(await dev.latestOtp(phone));
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }

  /** The header's search box: any screen, the results page. */
  async search(keyword: string) {
    const header = this.page.getByRole('banner');
    await header.getByRole('searchbox', { name: 'Search products' }).fill(keyword);
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: `Results for “${keyword}”` }),
    ).toBeVisible();
  }

  /**
   * On a product page: the first variant at its minimum quantity goes for an all-in price.
   * Answers the submission number the confirmation shows.
   */
  async requestPrice(): Promise<string> {
    const [row] = await askableRows(this.page);
    if (!row) throw new Error('every variant of this product is already asked for');
    await fillAtMinimum(row);
    return this.sendPriceRequest();
  }

  /** Sends the product page's price request as filled; answers the submission's number. */
  async sendPriceRequest(): Promise<string> {
    await this.page.getByRole('button', { name: 'Request price calculation' }).click();
    const done = this.page
      .getByRole('region', { name: 'Request the all-in price' })
      .getByText(/^Submitted for price calculation: /);
    await expect(done).toBeVisible();
    const number = /: (\S+)$/.exec((await done.innerText()).trim())?.[1];
    if (!number) throw new Error('no submission number shown');
    return number;
  }

  /** Claims a voucher on the vouchers page. */
  async claimVoucher(title: string) {
    await this.page.goto(this.path('vouchers'));
    await this.page.getByRole('button', { name: `Claim voucher ${title}` }).click();
    await expect(
      this.page.getByText(`Voucher ${title} claimed.`, { exact: false }).first(),
    ).toBeVisible();
  }

  /** The submission page's "Go to cart" puts its quoted variants in the cart and opens it. */
  async quotedToCart(submissionNumber: string) {
    await this.page.goto(this.path(`inquiries/${submissionNumber}`));
    await expect(
      this.page.getByRole('heading', { level: 1, name: `Submission ${submissionNumber}` }),
    ).toBeVisible();
    // Each variant is a card; a quoted one shows its state and the total for its quantity.
    const quoted = this.main()
      .getByRole('article')
      .filter({ has: this.page.getByText('Quoted', { exact: true }) })
      .first();
    await expect(quoted).toBeVisible();
    await expect(quoted.getByText(/^Total for /)).toBeVisible();
    await this.page.getByRole('button', { name: 'Go to cart' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  }

  /**
   * The address form's area cascade: each list opens once the one above is chosen; the first
   * place of each level is taken. The recipient is the customer (prefilled by the form).
   */
  async fillNewAddress(who: NewCustomer) {
    await expect(this.page.getByRole('heading', { level: 1, name: 'New address' })).toBeVisible();
    const recipient = this.page.getByRole('region', { name: 'Recipient' });
    await recipient.getByRole('textbox', { name: 'First name', exact: true }).fill(who.firstName);
    await recipient.getByRole('textbox', { name: 'Last name', exact: true }).fill(who.lastName);
    const place = this.page.getByRole('region', { name: 'Address' });
    const lists = place.getByRole('combobox');
    const count = await lists.count();
    for (let index = 0; index < count; index += 1) {
      const list = lists.nth(index);
      await expect(list).toBeEnabled();
      // The first real option once the level's places have arrived (option 0 is "Choose").
      await expect(list.locator('option').nth(1)).toBeAttached();
      const value = await list.locator('option').nth(1).getAttribute('value');
      await list.selectOption(value ?? '');
    }
    const postal = place.getByRole('textbox', { name: 'Postal code' });
    if ((await postal.inputValue()) === '') await postal.fill(SAMPLE_POSTAL_CODES[this.country]);
    await place.getByRole('textbox', { name: 'Full address' }).fill('Jalan Uji Coba 12');
  }

  /** From the cart's summary to the checkout; a first address is added through the form. */
  async checkOut(who: NewCustomer, onScreen: (name: string) => Promise<void>) {
    await this.page
      .getByRole('region', { name: 'Summary' })
      .getByRole('button', { name: 'Check out' })
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await this.page.getByRole('link', { name: 'Add a new address' }).click();
    await this.fillNewAddress(who);
    await onScreen('new address');
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  }

  /** Picks the first courier and the payment method, places the order: answers the group number. */
  async placeOrder(
    method: PaymentMethod,
    onScreen: (name: string) => Promise<void>,
  ): Promise<string> {
    const couriers = this.page.getByRole('region', { name: 'Courier' }).getByRole('radio');
    await couriers.first().check();
    await this.page
      .getByRole('region', { name: 'Payment method' })
      .getByRole('radio', { name: PAYMENT_METHOD_NAMES[method], exact: true })
      .check();
    await onScreen('checkout');
    await this.page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Order confirmation' }),
    ).toBeVisible();
    const line = this.main().getByText(/^Order group /);
    const group = /^Order group (\S+)$/.exec((await line.innerText()).trim())?.[1];
    if (!group) throw new Error('no order group number on the confirmation');
    return group;
  }

  /** The order numbers the confirmation lists (one per shipping type). */
  async confirmationOrders(group: string): Promise<string[]> {
    const items = this.page.getByRole('region', { name: 'Orders' }).getByRole('listitem');
    // The heading and group number show while the group loads; allInnerTexts does not wait.
    await expect(items.first()).toBeVisible();
    const texts = await items.allInnerTexts();
    return texts.map((text) => new RegExp(`${group}-\\d+`).exec(text)?.[0] ?? '').filter(Boolean);
  }

  /** On the confirmation: ticks a claimed voucher; the summary then shows the discount. */
  async applyVoucher(title: string) {
    // The box follows the server's answer (the discount is applied there), not the click alone.
    const box = this.page
      .getByRole('region', { name: 'Vouchers' })
      .getByRole('checkbox', { name: title });
    await box.click();
    await expect(box).toBeChecked();
    const summary = this.page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(`Voucher ${title}`)).toBeVisible();
  }

  /**
   * The payment page of a group or adjustment: the simulator's virtual account (or bank account)
   * number is shown; the money arrives through the simulator and "Check payment status" sees it.
   */
  async payThroughSimulator(
    subject: { kind: 'order_group' | 'adjustment'; id: string },
    dev: DevTools,
    onScreen: (name: string) => Promise<void>,
  ) {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    // Test mode: the simulator takes the payments, and the page says so (decision 281).
    await expect(this.main().getByText('Test mode', { exact: true })).toBeVisible();
    const banks = this.main().getByRole('group', { name: 'Choose your bank' });
    // 'BCA account number', not the test-mode banner's warning about account numbers.
    const ready = this.main()
      .getByText(/ account number$/)
      .or(this.main().getByRole('img', { name: /^QR code to pay/ }))
      .first();
    await expect(banks.or(ready).first()).toBeVisible();
    if (await banks.isVisible()) {
      await onScreen(`payment bank choice (${subject.kind})`);
      await banks.getByRole('radio').first().check();
      await this.main().getByRole('button', { name: 'Continue' }).click();
    }
    await expect(ready).toBeVisible();
    await onScreen(`payment (${subject.kind})`);
    await dev.settle(subject.kind, subject.id);
    await this.page.getByRole('button', { name: 'Check payment status' }).click();
    await expect(this.main().getByText('Payment received', { exact: true })).toBeVisible();
    await onScreen(`paid (${subject.kind})`);
  }

  /** The card form of the payment screen, filled with the simulator's test card. */
  async fillCard() {
    const form = this.page.getByRole('form', { name: 'Card details' });
    await form.getByLabel('Name on card').fill('Budi Santoso');
    await form.getByLabel('Card number').fill('4111 1111 1111 1111');
    await form.getByLabel('Expiry month').fill('12');
    await form.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
    await form.getByLabel('CVV').fill('123');
    return form;
  }

  /**
   * The simulated issuer's 3-D Secure page in the dialog's frame takes the code (sent by
   * WhatsApp, as the bank's SMS would arrive); the payment is confirmed.
   */
  async confirmCardWithBank(dev: DevTools, email: string) {
    const dialog = this.page.getByRole('dialog', { name: 'Confirm with your bank' });
    await expect(dialog).toBeVisible();
    const issuer = dialog.frameLocator('iframe');
    await issuer
      .getByLabel('One-time password')
      .fill(await dev.latestOtp(await dev.customerPhone(email)));
    await issuer.getByRole('button', { name: 'Confirm' }).click();
    await expect(issuer.getByText('Paid. You can close this window.')).toBeVisible();
    await dialog.getByRole('button', { name: 'I have entered the code' }).click();
    await expect(this.main().getByText('Payment received', { exact: true })).toBeVisible();
  }

  /** Pays on the payment screen by card: tokenized in the browser, then 3-D Secure. */
  async payByCard(dev: DevTools, email: string, onScreen: (name: string) => Promise<void>) {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    const form = await this.fillCard();
    await onScreen('payment (card form)');
    await form.getByRole('button', { name: 'Pay now' }).click();
    await this.confirmCardWithBank(dev, email);
    await onScreen('paid (card)');
  }

  async openOrder(group: string, order: string) {
    await this.page.goto(this.path(`orders/${group}/${order}`));
    await expect(this.page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  }

  /** The order's status as the detail page shows it. */
  orderStatus(name: string) {
    return this.main().getByText(name, { exact: true }).first();
  }

  async confirmReceipt() {
    await this.page.getByRole('button', { name: 'Order received' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Confirm you received the order?' });
    await dialog.getByRole('button', { name: 'Yes, I received it' }).click();
    await expect(dialog).toBeHidden();
  }

  /** The customer's first bank account (refunds are paid into it): the first bank of the list. */
  async addBankAccount(holder: string) {
    await this.page.goto(this.path('account/bank-accounts'));
    await expect(this.page.getByRole('heading', { level: 1, name: 'Bank accounts' })).toBeVisible();
    await this.page
      .getByRole('button', { name: 'Add bank account' })
      .or(this.page.getByRole('link', { name: 'Add bank account' }))
      .first()
      .click();
    const bank = this.page.getByRole('combobox', { name: 'Bank' });
    await expect(bank.locator('option').nth(1)).toBeAttached();
    await bank.selectOption({ index: 1 });
    await this.page.getByRole('textbox', { name: 'Account number' }).fill('1234567890');
    await this.page.getByRole('textbox', { name: 'Account holder' }).fill(holder);
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expect(this.main().getByText('1234567890').first()).toBeVisible();
  }
}
