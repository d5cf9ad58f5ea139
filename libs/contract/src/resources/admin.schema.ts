import { ACTORS, LEVELS } from '@storefront/domain';
import { z } from 'zod';
import { exchangeRateSchema, moneySchema } from '../shared/money.schema';
import {
  countSchema,
  gramsSchema,
  idSchema,
  instantSchema,
  quantitySchema,
} from '../shared/primitives.schema';
import {
  inquirySchema,
  inquiryVariantSchema,
  productRequestSchema,
  quoteSchema,
} from './inquiry.schema';
import { orderSummarySchema } from './order.schema';

/** Who a back-office row belongs to. */
export const customerRefSchema = z.object({
  id: idSchema,
  email: z.string(),
  nama_lengkap: z.string(),
  level: z.enum(LEVELS),
});

/**
 * A person of the sales roster as a customer's row shows it (decision 302). `telepon` is the
 * WhatsApp number, E.164. An inactive contact keeps its customers and gets no new ones.
 */
export const adminSalesContactRefSchema = z.object({
  id: idSchema,
  nama: z.string(),
  telepon: z.string(),
  active: z.boolean(),
});

/** A sales contact as the roster lists it, with its place in the rotation. */
export const adminSalesContactSchema = adminSalesContactRefSchema.extend({
  /** When the rotation last gave it a new customer; null until it has. */
  last_assigned_at: instantSchema.nullable(),
  /** Live customers assigned to it. */
  customer_count: countSchema,
  created_at: instantSchema,
});

/** A customer found by the back-office lookup. */
export const customerSummarySchema = customerRefSchema.extend({
  telepon: z.string().nullable(),
  /** Null when no contact was active when the account was made and none was set since. */
  sales_contact: adminSalesContactRefSchema.nullable(),
  is_verified: z.boolean(),
  ktp_verified: z.boolean(),
  total_order: moneySchema,
  order_count: countSchema,
  created_at: instantSchema,
});

/** A row of the inquiry queue, which is sorted by `quote_due_at` (the SLA), soonest first. */
export const adminInquirySummarySchema = inquirySchema
  .pick({
    id: true,
    submission_number: true,
    state: true,
    product: true,
    quotation_state: true,
    submitted_at: true,
    quote_due_at: true,
  })
  .extend({
    customer: customerRefSchema,
    variant_count: countSchema,
    quoted_count: countSchema,
    /** True once the 2x24 h promise is broken (strictly after quote_due_at). */
    overdue: z.boolean(),
  });

/** A variant as staff price it: the supplier facts next to the quote parts. */
export const adminInquiryVariantSchema = inquiryVariantSchema.extend({
  unit_price_cny: moneySchema,
  /**
   * `unit_price_cny` in the market currency at the detail's `exchange_rate`, converted as the
   * storefront converts catalogue prices: what the goods part is suggested from.
   */
  converted_unit_price: moneySchema,
  unit_weight_grams: gramsSchema,
  min_quantity: quantitySchema,
  multiple: quantitySchema,
  stock: countSchema,
  quote: quoteSchema.nullable(),
});

export const adminInquiryDetailSchema = inquirySchema.extend({
  customer: customerRefSchema,
  variants: z.array(adminInquiryVariantSchema),
  overdue: z.boolean(),
  /** The yuan rate in force (the storefront's), which `converted_unit_price` was converted at. */
  exchange_rate: exchangeRateSchema,
});

export const adminOrderSummarySchema = orderSummarySchema.extend({ customer: customerRefSchema });

export const adminProductRequestSchema = productRequestSchema.extend({
  customer: customerRefSchema,
});

export const exchangeRateEntrySchema = z.object({
  exchange_rate: exchangeRateSchema,
  set_at: instantSchema,
  set_by: z.string(),
});

/** One line of the audit log: who did what to which record, and the facts of it. */
export const auditEntrySchema = z.object({
  id: idSchema,
  at: instantSchema,
  actor: z.enum(ACTORS),
  actor_id: idSchema.nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  details: z.record(z.string(), z.unknown()),
});
