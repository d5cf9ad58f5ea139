import {
  addOrderAdjustment,
  createVoucher,
  decideRefund,
  getAdminInquiry,
  listAdminInquiries,
  listRefunds,
  moveOrder,
  quoteVariant,
} from '@storefront/contract';
import type { Money } from '@storefront/domain';
import { callApi } from '../support/api';
import type { DevTools } from './dev-tools';
import type { QuotePrices, StaffDesk, VoucherTerms } from './staff-desk';

const HOUR_MS = 3_600_000;

/**
 * Staff steps through the staff API: the same calls the back-office makes, without its screens.
 * Used for a step only while its back-office screen does not exist (see staff/README.md).
 */
export class ApiStaffDesk implements StaffDesk {
  servedBy(): 'api' {
    return 'api';
  }

  constructor(
    private readonly baseURL: string,
    private readonly dev: DevTools,
  ) {}

  private async token(): Promise<string> {
    return this.dev.staffToken();
  }

  async quoteInquiry(submissionNumber: string, prices: QuotePrices): Promise<void> {
    const token = await this.token();
    const queue = await callApi(this.baseURL, listAdminInquiries, {
      query: { search: submissionNumber },
      token,
    });
    const summary = queue.items.find((item) => item.submission_number === submissionNumber);
    if (!summary) throw new Error(`inquiry ${submissionNumber} is not in the staff queue`);
    const inquiry = await callApi(this.baseURL, getAdminInquiry, {
      params: { inquiryId: summary.id },
      token,
    });
    for (const variant of inquiry.variants) {
      await callApi(this.baseURL, quoteVariant, {
        params: { inquiryId: inquiry.id, variantId: variant.variant_id },
        body: {
          goods: prices.goods,
          service_fee: prices.serviceFee,
          domestic_shipping: prices.domesticShipping,
          freight: prices.freight,
          tax_and_customs: prices.taxAndCustoms,
          paperwork: prices.paperwork,
          shipping_type: 'sea',
        },
        token,
      });
    }
  }

  async createVoucher(terms: VoucherTerms): Promise<string> {
    // The gateway's clock only moves in the clock tests, which run last and create no voucher.
    const now = new Date();
    const voucher = await callApi(this.baseURL, createVoucher, {
      body: {
        title: terms.title,
        valid_from: new Date(now.getTime() - HOUR_MS).toISOString(),
        valid_until: new Date(now.getTime() + 30 * 24 * HOUR_MS).toISOString(),
        quota: 100,
        stackable: true,
        discount: { kind: 'fixed', amount: terms.discount },
        min_spend: null,
      },
      token: await this.token(),
    });
    return voucher.id;
  }

  async shipOrder(orderNumber: string, trackingNumber: string): Promise<void> {
    await callApi(this.baseURL, moveOrder, {
      params: { orderNumber },
      body: { status: 'shipping', tracking_number: trackingNumber },
      token: await this.token(),
    });
  }

  async markDelivered(orderNumber: string): Promise<void> {
    await callApi(this.baseURL, moveOrder, {
      params: { orderNumber },
      body: { status: 'delivered' },
      token: await this.token(),
    });
  }

  async approveRefund(orderNumber: string): Promise<void> {
    const token = await this.token();
    const queue = await callApi(this.baseURL, listRefunds, { query: { limit: 100 }, token });
    const refund = queue.items.find((item) => item.order_number === orderNumber);
    if (!refund) throw new Error(`no undecided refund request for ${orderNumber}`);
    await callApi(this.baseURL, decideRefund, {
      params: { refundId: refund.id },
      body: { decision: 'approve' },
      token,
    });
  }

  async addAdjustment(orderNumber: string, amount: Money, reason: string): Promise<void> {
    await callApi(this.baseURL, addOrderAdjustment, {
      params: { orderNumber },
      body: { amount, reason },
      token: await this.token(),
    });
  }
}
