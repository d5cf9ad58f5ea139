import {
  ORDER_STATUSES,
  PAYMENT_CHANNELS,
  PAYMENT_METHODS,
  PAYMENT_REFUSALS,
  PAYMENT_STATUSES,
  REFUND_TRANSFER_KINDS,
  REFUND_TRANSFER_STATUSES,
  SHIPPING_TYPES,
} from '@storefront/domain';
import { z } from 'zod';
import { moneySchema } from '../shared/money.schema';
import {
  appLinkSchema,
  countSchema,
  idSchema,
  instantSchema,
  quantitySchema,
  urlSchema,
} from '../shared/primitives.schema';
import { bankAccountSchema } from './account.schema';
import { addressSchema } from './address.schema';
import { productSummarySchema, subVariantLineSchema } from './catalog.schema';
import { quotePartsSchema, uploadedFileSchema } from './inquiry.schema';
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
      /** The order line: a refund request names it (decision 289). */
      line_id: idSchema,
      variant_id: idSchema,
      name: z.string(),
      quantity: quantitySchema,
      /** The sizes ordered (names as ordered), adding up to `quantity`; empty without sizes. */
      sub_variants: z.array(subVariantLineSchema),
      unit_price: moneySchema,
      line_total: moneySchema,
      /**
       * How the unit price was made, as quoted when the order was placed (decision 297: a later
       * re-quote never changes it); null for a line ordered before the parts were kept.
       */
      parts: quotePartsSchema.nullable(),
      /** Units of approved refunds. */
      refunded_quantity: countSchema,
      /** Units a refund request may still ask for: the quantity less every request not rejected. */
      refundable_quantity: countSchema,
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

/**
 * Money sent back for an approved refund (decision 282): a provider refund to the card, e-wallet
 * or QR account it came from, or a payout to the bank account of the request (its last four
 * digits only). `pending` until the provider reports `succeeded` (then `settled_at` is when it
 * was sent) or `failed` (staff may retry: a new attempt).
 */
export const refundTransferSchema = z.object({
  id: idSchema,
  kind: z.enum(REFUND_TRANSFER_KINDS),
  status: z.enum(REFUND_TRANSFER_STATUSES),
  amount: moneySchema,
  method: z.enum(PAYMENT_METHODS),
  /** The payout's bank; null for a refund to the payment's source. */
  bank_name: z.string().nullable(),
  account_last4: z.string().nullable(),
  failure_code: z.string().nullable(),
  created_at: instantSchema,
  settled_at: instantSchema.nullable(),
});

/** A line of a refund request: the units asked for and what they are worth (decision 289). */
export const refundLineSchema = z.object({
  line_id: idSchema,
  product_title: z.string(),
  variant_name: z.string(),
  quantity: quantitySchema,
  amount: moneySchema,
});

export const refundSchema = z.object({
  id: idSchema,
  order_number: z.string(),
  /** The lines and units asked for, in the order's line order. */
  lines: z.array(refundLineSchema),
  /** What the request gives back: the lines' amounts, plus shipping and paid extra charges when it takes the order's last units. */
  amount: moneySchema,
  reason: z.string(),
  bank_account: bankAccountSchema,
  requested_at: instantSchema,
  decision: z.enum(REFUND_DECISIONS).nullable(),
  decision_note: z.string().nullable(),
  decided_at: instantSchema.nullable(),
  /** The customer's photos of the problem, in the order sent; readable by them and by staff. */
  photos: z.array(uploadedFileSchema),
  /** The money sent back, latest attempt per payment; empty until approved (or when nothing was paid through us). */
  transfers: z.array(refundTransferSchema),
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
  /** The latest refund request. */
  refund: refundSchema.nullable(),
  /** Every refund request of the order, newest first (a partly refunded order may ask again). */
  refunds: z.array(refundSchema),
  /**
   * The domain's orderTotals (decision 289): total = subtotal + shipping_fee − discount +
   * adjustments (every extra charge); net = total − refunded (approved refunds).
   */
  totals: z.object({
    subtotal: moneySchema,
    shipping_fee: moneySchema,
    discount: moneySchema,
    adjustments: moneySchema,
    total: moneySchema,
    refunded: moneySchema,
    net: moneySchema,
  }),
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
  /** The method it is paid with now: the buyer's choice for an extra charge, else the group's. */
  method: z.enum(PAYMENT_METHODS),
  /**
   * The methods the buyer may choose from: the group's own for an order group, any the market
   * offers for an extra charge (decision 304).
   */
  methods: z.array(z.enum(PAYMENT_METHODS)),
  amount: moneySchema,
  payment_status: z.enum(PAYMENT_STATUSES),
  deadline: instantSchema.nullable(),
  paid_at: instantSchema.nullable(),
  virtual_account: z.object({ bank: z.string(), number: z.string() }).nullable(),
  qr_string: z.string().nullable(),
  checkout_url: urlSchema.nullable(),
  /**
   * The provider's app link for the same checkout (an e-wallet opened on a phone), when it gives
   * one; an app scheme (`gojek://`) or https, never a script (decision 281).
   */
  mobile_checkout_url: appLinkSchema.nullable(),
  /** The bank or e-wallet of the open payment; null until the buyer picks one, or with none. */
  channel: z.enum(PAYMENT_CHANNELS).nullable(),
  /** The banks or e-wallets the buyer picks from for this method (the market's); empty: none. */
  channels: z.array(z.enum(PAYMENT_CHANNELS)),
  /** Payments go through the local simulator: no real money moves, the page says so. */
  test_mode: z.boolean(),
  /** The newest attempt failed (declined, cancelled in the wallet, expired) and none is open. */
  last_attempt_failed: z.boolean(),
  /**
   * Why it can no longer be paid, by the gateway's own clock and state; null while it can (and
   * once paid): `payment_deadline_passed` past its deadline and not yet cancelled,
   * `transition_not_allowed` cancelled (by the deadline's sweep or by staff) or its order no longer
   * takes a payment. The page then offers nothing to pay with, whatever the browser's clock says.
   */
  refusal: z.enum(PAYMENT_REFUSALS).nullable(),
  /**
   * For a card method: the card provider's tokenization script (Xendit.js, or the simulator's
   * stand-in) and the publishable key it takes; null for other methods (decision 280).
   */
  card_tokenization: z.object({ script_url: urlSchema, publishable_key: z.string() }).nullable(),
  /** The bank's 3-D Secure page of the open card payment: a reload resumes it. */
  authentication_url: urlSchema.nullable(),
  /** Installment plans (months) the market offers; empty unless the method is installment. */
  installment_months: z.array(z.number().int()),
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
