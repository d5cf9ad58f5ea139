import {
  advanceDevClock,
  getAdminOrder,
  getDevOutbox,
  lookupCustomers,
  settleDevPayment,
  staffLogin,
} from '@storefront/contract';
import { callApi } from '../support/api';
import { DEMO_STAFF } from './demo-accounts';

/**
 * The development endpoints (off in production): they stand in for the world outside the
 * product — the customer's WhatsApp, the bank that moves money, time passing. Not staff work,
 * so always through the API, with a staff token.
 */
export class DevTools {
  private token: Promise<string> | undefined;

  constructor(readonly baseURL: string) {}

  /** A staff bearer token, signed in once per test (the clock may move tokens towards expiry). */
  staffToken(): Promise<string> {
    this.token ??= callApi(this.baseURL, staffLogin, { body: DEMO_STAFF }).then((s) => s.token);
    return this.token;
  }

  /** The newest 6-digit code sent to a phone over WhatsApp. */
  async latestOtp(phone: string): Promise<string> {
    const outbox = await callApi(this.baseURL, getDevOutbox, {
      query: { channel: 'whatsapp', to: phone, limit: 1 },
      token: await this.staffToken(),
    });
    const code = /\b(\d{6})\b/.exec(outbox.items[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`no WhatsApp code for ${phone} in the development outbox`);
    return code;
  }

  /** The phone an account's WhatsApp codes go to (the staff customer lookup). */
  async customerPhone(email: string): Promise<string> {
    const found = await callApi(this.baseURL, lookupCustomers, {
      query: { search: email },
      token: await this.staffToken(),
    });
    const phone = found.items.find((customer) => customer.email === email)?.telepon;
    if (!phone) throw new Error(`no customer with a phone for ${email}`);
    return phone;
  }

  /** Money arrives for an order group's or an adjustment's open payment (the simulator's bank). */
  async settle(subjectKind: 'order_group' | 'adjustment', subjectId: string): Promise<void> {
    await callApi(this.baseURL, settleDevPayment, {
      body: { subject_kind: subjectKind, subject_id: subjectId },
      token: await this.staffToken(),
    });
  }

  /**
   * The id of an order's unpaid extra charge: the payment reference a bank transfer would carry
   * (the simulator settles by it).
   */
  async openAdjustment(orderNumber: string): Promise<string> {
    const order = await callApi(this.baseURL, getAdminOrder, {
      params: { orderNumber },
      token: await this.staffToken(),
    });
    const open = order.adjustments.find((adjustment) => adjustment.paid_at === null);
    if (!open) throw new Error(`${orderNumber} has no unpaid adjustment`);
    return open.id;
  }

  /** Moves the gateway's clock forward for everyone on it (docs/decisions/218). */
  async advanceClock(hours: number): Promise<Date> {
    const answer = await callApi(this.baseURL, advanceDevClock, {
      body: { hours },
      token: await this.staffToken(),
    });
    return new Date(answer.now);
  }
}
