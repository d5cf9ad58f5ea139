import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SHIPPING_TYPES,
} from '@storefront/domain';
import { z } from 'zod';
import { moneySchema } from '../shared/money.schema';
import {
  countSchema,
  idSchema,
  instantSchema,
  quantitySchema,
  urlSchema,
} from '../shared/primitives.schema';
import { bankAccountSchema } from './account.schema';
import { addressSchema } from './address.schema';
import { productSummarySchema } from './catalog.schema';
import { uploadedFileSchema } from './inquiry.schema';
import { appliedVoucherSchema } from './voucher.schema';

/** Decisions staff take on a refund request; a pending request has none yet. */
export const REFUND_DECISIONS = ['approve', 'reject'] as const;
export type RefundDecision = (typeof REFUND_DECISIONS)[number];

/** A domestic delivery option from the courier-rate service (the rajaongkir call). */
export const courierOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  service: z.string(),
  description: z.string(),
  fee: moneySchema,
  /** Delivery estimate in days; null when the courier gives none. */
  etd_days_min: countSchema.nullable(),
  etd_days_max: countSchema.nullable(),
});

/** The courier chosen for an order group. */
export const chosenCourierSchema = courierOptionSchema.pick({
  code: true,
  name: true,
  service: true,
  fee: true,
});

/** A short product reference for order lists. */
export const orderProductPreviewSchema = productSummarySchema.pick({
  id: true,
  title: true,
  image_url: true,
});

/**
 * An order in a list (SPEC §3: order number, group number, date, status, payment status,
 * tracking number, payment deadline, total, shipping type, voucher, notes). One checkout makes
 * one order per shipping type; they share the group number and are paid together.
 */
export const orderSummarySchema = z.object({
  order_number: z.string(),
  group_number: z.string(),
  created_at: instantSchema,
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  tracking_number: z.string().nullable(),
  payment_deadline: instantSchema.nullable(),
  total: moneySchema,
  shipping_type: z.enum(SHIPPING_TYPES),
  vouchers: z.array(appliedVoucherSchema),
  notes: z.string(),
  products: z.array(orderProductPreviewSchema),
});

export const orderLineSchema = z.object({
  product: productSummarySchema,
  variants: z.array(
    z.object({
      variant_id: idSchema,
      name: z.string(),
      quantity: quantitySchema,
      unit_price: moneySchema,
      line_total: moneySchema,
    }),
  ),
});

/** An extra charge staff add after checkout (the adjustment status): the customer pays it. */
export const adjustmentSchema = z.object({
  id: idSchema,
  amount: moneySchema,
  reason: z.string(),
  created_at: instantSchema,
  paid_at: instantSchema.nullable(),
});

export const refundSchema = z.object({
  id: idSchema,
  order_number: z.string(),
  reason: z.string(),
  bank_account: bankAccountSchema,
  requested_at: instantSchema,
  decision: z.enum(REFUND_DECISIONS).nullable(),
  decision_note: z.string().nullable(),
  decided_at: instantSchema.nullable(),
  /** The customer's photos of the problem, in the order sent; readable by them and by staff. */
  photos: z.array(uploadedFileSchema),
});

export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  address: addressSchema,
  courier: chosenCourierSchema.nullable(),
  subtotal: moneySchema,
  shipping_fee: moneySchema,
  discount: moneySchema,
  adjustments: z.array(adjustmentSchema),
  status_history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: instantSchema })),
  /** When the customer received the parcel: the 2x24 h complaint window runs from here. */
  received_at: instantSchema.nullable(),
  refund: refundSchema.nullable(),
});

/**
 * Everything one checkout made: its orders, where they go, what is owed and by when. The
 * confirmation and payment screens read this.
 */
export const checkoutGroupSchema = z.object({
  group_number: z.string(),
  orders: z.array(orderSummarySchema),
  address: addressSchema,
  courier: chosenCourierSchema,
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  /**
   * Null while an order of the group is still being calculated: the payment window starts when
   * the group becomes payable (docs/decisions/020), not at checkout.
   */
  payment_deadline: instantSchema.nullable(),
  subtotal: moneySchema,
  shipping_fee: moneySchema,
  discount: moneySchema,
  total: moneySchema,
  vouchers: z.array(appliedVoucherSchema),
  notes: z.string(),
});

/**
 * How to pay an order group. Exactly one of the instruction fields is filled, by method:
 * a virtual account number, a QR string, or a provider page (e-wallet, installment, card
 * authentication).
 */
export const paymentSchema = z.object({
  group_number: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: moneySchema,
  payment_status: z.enum(PAYMENT_STATUSES),
  deadline: instantSchema.nullable(),
  paid_at: instantSchema.nullable(),
  virtual_account: z.object({ bank: z.string(), number: z.string() }).nullable(),
  qr_string: z.string().nullable(),
  checkout_url: urlSchema.nullable(),
});

/** Who wrote a tracking event: the store (a status and staff's note) or the courier (a scan). */
export const TRACKING_EVENT_SOURCES = ['store', 'courier'] as const;

/**
 * Tracking of a shipped order, newest event first. A courier's scans of the waybill join the
 * store's events where a tracking provider is configured; their text is the courier's own.
 */
export const trackingSchema = z.object({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  tracking_number: z.string().nullable(),
  courier: z.string().nullable(),
  events: z.array(
    z.object({
      at: instantSchema,
      description: z.string(),
      location: z.string().nullable(),
      source: z.enum(TRACKING_EVENT_SOURCES),
    }),
  ),
});
