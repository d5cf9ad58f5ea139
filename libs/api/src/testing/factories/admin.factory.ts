import type {
  adminOrderPaymentSchema,
  excessTransferSchema,
  adminInquiryDetailSchema,
  adminInquirySummarySchema,
  adminOrderSummarySchema,
  adminProductRequestSchema,
  auditEntrySchema,
  customerRefSchema,
  customerSummarySchema,
  exchangeRateEntrySchema,
  heldPaymentSchema,
  usdCnyRateEntrySchema,
} from '@storefront/contract';
import { convertCny } from '@storefront/domain';
import type { z } from 'zod';
import { cny, hoursFromNow, idr, personAt } from './primitives.factory';
import { makeInquiry, makeProductRequest, makeQuote } from './inquiry.factory';
import { makeOrderSummary } from './order.factory';
import { makeSalesContactRef } from './sales-contact.factory';

export type CustomerRef = z.output<typeof customerRefSchema>;
export type CustomerSummary = z.output<typeof customerSummarySchema>;
export type AdminInquirySummary = z.output<typeof adminInquirySummarySchema>;
export type AdminInquiryDetail = z.output<typeof adminInquiryDetailSchema>;
export type AdminOrderSummary = z.output<typeof adminOrderSummarySchema>;
export type AdminProductRequest = z.output<typeof adminProductRequestSchema>;
export type AuditEntry = z.output<typeof auditEntrySchema>;
export type ExchangeRateEntry = z.output<typeof exchangeRateEntrySchema>;
export type HeldPayment = z.output<typeof heldPaymentSchema>;
export type ExcessTransfer = z.output<typeof excessTransferSchema>;
export type AdminOrderPayment = z.output<typeof adminOrderPaymentSchema>;
export type UsdCnyRateEntry = z.output<typeof usdCnyRateEntrySchema>;

export function makeCustomerRef(index = 0, overrides: Partial<CustomerRef> = {}): CustomerRef {
  const person = personAt(index);
  return {
    id: `cus-${index + 1}`,
    email: `${person.first}.${person.last}@example.co.id`.toLowerCase(),
    nama_lengkap: `${person.first} ${person.last}`,
    level: index === 0 ? 'gold' : 'silver',
    ...overrides,
  };
}

export function makeCustomerSummary(
  index = 0,
  overrides: Partial<CustomerSummary> = {},
): CustomerSummary {
  return {
    ...makeCustomerRef(index),
    telepon: '+6281234567890',
    sales_contact: index === 4 ? null : makeSalesContactRef(index % 2),
    is_verified: true,
    ktp_verified: index === 0,
    total_order: idr(index === 0 ? '150000000' : '12500000'),
    order_count: 7 - (index % 7),
    created_at: '2024-02-12T02:15:00.000Z',
    ...overrides,
  };
}

export function makeAdminInquirySummary(
  index = 0,
  overrides: Partial<AdminInquirySummary> = {},
): AdminInquirySummary {
  const inquiry = makeInquiry(index, { state: 'under_review', quotation_state: 'in_progress' });
  return {
    id: inquiry.id,
    submission_number: inquiry.submission_number,
    state: inquiry.state,
    product: inquiry.product,
    quotation_state: inquiry.quotation_state,
    submitted_at: inquiry.submitted_at,
    quote_due_at: inquiry.quote_due_at,
    customer: makeCustomerRef(index),
    variant_count: 2,
    quoted_count: 0,
    overdue: false,
    ...overrides,
  };
}

export function makeAdminInquiryDetail(
  inquiryId = 'inq-1',
  overrides: Partial<AdminInquiryDetail> = {},
): AdminInquiryDetail {
  const inquiry = makeInquiry(0, { id: inquiryId });
  // The mock world's rate (makeCurrency's), converted as the gateway converts it.
  const exchangeRate = { from: 'CNY', to: 'IDR', rate: '2250.5' } as const;
  const unitPriceCny = cny('45.00');
  return {
    ...inquiry,
    customer: makeCustomerRef(0),
    variants: inquiry.variants.map((variant) => ({
      ...variant,
      unit_price_cny: unitPriceCny,
      converted_unit_price: convertCny(unitPriceCny, exchangeRate),
      unit_weight_grams: 650,
      min_quantity: 10,
      multiple: 5,
      stock: 4800,
      quote: makeQuote(),
    })),
    overdue: false,
    exchange_rate: exchangeRate,
    ...overrides,
  };
}

export function makeAdminOrderSummary(
  index = 0,
  overrides: Partial<AdminOrderSummary> = {},
): AdminOrderSummary {
  return { ...makeOrderSummary(index), customer: makeCustomerRef(index), ...overrides };
}

export function makeAdminProductRequest(
  index = 0,
  overrides: Partial<AdminProductRequest> = {},
): AdminProductRequest {
  return { ...makeProductRequest(index), customer: makeCustomerRef(index), ...overrides };
}

export function makeAuditEntry(index = 0, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `aud-${index + 1}`,
    at: hoursFromNow(-index),
    actor: 'staff',
    actor_id: 'staff-1',
    action: 'order.move',
    entity: 'order',
    entity_id: `IDL-20250430-${String(index + 1).padStart(6, '0')}`,
    details: { from: 'in_process', to: 'shipping' },
    ...overrides,
  };
}

export function makeExchangeRateEntry(
  index = 0,
  overrides: Partial<ExchangeRateEntry> = {},
): ExchangeRateEntry {
  return {
    exchange_rate: { from: 'CNY', to: 'IDR', rate: index === 0 ? '2250.5' : '2241' },
    set_at: hoursFromNow(-24 * index),
    set_by: 'dewi.lestari@storefront.test',
    ...overrides,
  };
}

/** Yuan per dollar, as staff set it for Alibaba.com's prices (decision 278). */
export function makeUsdCnyRateEntry(
  index = 0,
  overrides: Partial<UsdCnyRateEntry> = {},
): UsdCnyRateEntry {
  return {
    rate: index === 0 ? '7.1234' : '7.2',
    set_at: hoursFromNow(-24 * index),
    set_by: 'dewi.lestari@storefront.test',
    ...overrides,
  };
}

/** Money held for staff: the first is a second payment of a paid group, the rest late transfers. */
export function makeHeldPayment(index = 0, overrides: Partial<HeldPayment> = {}): HeldPayment {
  return {
    id: `pay-held-${index + 1}`,
    subject_kind: 'order_group',
    subject_id: `IDL-G-${String(index + 1).padStart(4, '0')}`,
    customer: makeCustomerRef(index),
    amount: idr('1250000'),
    method: 'virtual_account',
    provider: 'xendit',
    provider_request_id: `pr-${index + 1}`,
    provider_payment_id: `py-${index + 1}`,
    paid_at: hoursFromNow(-index),
    review_reason: index === 0 ? 'subject_already_paid' : 'subject_not_payable',
    resolution: null,
    ...overrides,
  };
}

/** A card payment of an order group, paid as asked. */
export function makeAdminOrderPayment(
  index = 0,
  overrides: Partial<AdminOrderPayment> = {},
): AdminOrderPayment {
  return {
    id: `pay-${index + 1}`,
    subject_kind: 'order_group',
    method: 'credit_card',
    amount: idr('1250000'),
    received: null,
    paid_at: hoursFromNow(-24 - index),
    review_reason: null,
    ...overrides,
  };
}

/** An excess sent back by itself: the first a failed payout, the rest refunds still pending. */
export function makeExcessTransfer(
  index = 0,
  overrides: Partial<ExcessTransfer> = {},
): ExcessTransfer {
  const payout = index === 0;
  return {
    id: `rft-excess-${index + 1}`,
    cause: 'excess',
    kind: payout ? 'payout' : 'refund',
    status: payout ? 'failed' : 'pending',
    amount: idr('10000'),
    method: payout ? 'virtual_account' : 'qr',
    bank_name: payout ? 'Bank Central Asia (BCA)' : null,
    account_last4: payout ? '1111' : null,
    failure_code: payout ? 'INVALID_DESTINATION' : null,
    created_at: hoursFromNow(-index - 1),
    settled_at: payout ? hoursFromNow(-index) : null,
    payment: {
      id: `pay-excess-${index + 1}`,
      subject_kind: 'order_group',
      subject_id: `IDL-G-${String(index + 1).padStart(4, '0')}`,
      order_numbers: [`IDL-${String(index + 1).padStart(4, '0')}-1`],
      method: payout ? 'virtual_account' : 'qr',
      amount: idr('1250000'),
      received: idr('1260000'),
      paid_at: hoursFromNow(-index - 1),
    },
    customer: makeCustomerRef(index),
    ...overrides,
  };
}
