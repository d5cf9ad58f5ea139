import type {
  Actor,
  CurrencyCode,
  Marketplace,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ProductSource,
  ShippingType,
  UploadFileType,
} from '@storefront/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { catalogProducts } from './catalog.schema';
import { customers } from './identity.schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Minor units of the group's currency (the market currency at checkout). */
const minor = (name: string) => bigint(name, { mode: 'number' });

/** The address as it was at checkout: a later edit of the address book never moves a parcel. */
export interface AddressSnapshot {
  readonly id: string;
  readonly label: string;
  readonly nama_depan: string;
  readonly nama_belakang: string;
  readonly telepon: string;
  readonly email: string | null;
  readonly alamat: string;
  readonly building_name: string;
  readonly notes: string;
  readonly id_provinsi: string;
  readonly provinsi: string;
  readonly id_kabupaten: string;
  readonly kabupaten: string;
  readonly id_kecamatan: string;
  readonly kecamatan: string;
  readonly id_kelurahan: string;
  readonly kelurahan: string;
  readonly kota: string;
  readonly kode_pos: string;
  readonly is_main: boolean;
  readonly is_complete: boolean;
}

/** The domestic courier chosen at checkout, with the fee charged for it. */
export interface CourierSnapshot {
  readonly code: string;
  readonly name: string;
  readonly service: string;
  readonly fee: { readonly amount: number; readonly currency: CurrencyCode };
}

/** A voucher applied to the group, with the discount it gave. */
export interface AppliedVoucherSnapshot {
  readonly id: string;
  readonly title: string;
  readonly discount: { readonly amount: number; readonly currency: CurrencyCode };
}

/**
 * One checkout: its orders (one per shipping type) share the number, the address, the courier
 * and one payment. `payment_status` and `payment_deadline` belong here because the group is paid
 * as one; the auto-cancel sweep reads `(payment_status, payment_deadline)` off its index.
 * `checkout_key` (unique per customer) lets checkout make a retried or doubled request land on
 * the first group (modules/orders/README.md).
 */
export const orderGroups = pgTable(
  'order_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupNumber: text('group_number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    checkoutKey: text('checkout_key'),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    paymentDeadline: instant('payment_deadline'),
    paidAt: instant('paid_at'),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    courier: jsonb('courier').$type<CourierSnapshot | null>(),
    vouchers: jsonb('vouchers').$type<AppliedVoucherSnapshot[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    subtotal: minor('subtotal').notNull(),
    shippingFee: minor('shipping_fee').notNull(),
    discount: minor('discount').notNull(),
    total: minor('total').notNull(),
    /** Set when the group was cancelled unpaid (by the customer, staff or the sweep). */
    canceledAt: instant('canceled_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_groups_group_number').on(t.groupNumber),
    uniqueIndex('order_groups_customer_checkout_key').on(t.customerId, t.checkoutKey),
    index('order_groups_unpaid_deadline')
      .on(t.paymentDeadline)
      .where(sql`${t.paymentStatus} = 'unpaid' and ${t.canceledAt} is null`),
    check(
      'order_groups_amounts',
      sql`${t.subtotal} >= 0 and ${t.shippingFee} >= 0 and ${t.discount} >= 0 and ${t.total} >= 0`,
    ),
    check(
      'order_groups_paid_has_time',
      sql`(${t.paymentStatus} = 'paid') = (${t.paidAt} is not null)`,
    ),
  ],
);

/**
 * One order of a group: the goods of one shipping type. `customer_id` repeats the group's owner
 * so that the history reads its page off one index. `payment_status` is the status of the charge
 * the order waits for: the group's payment, or in `adjustment` the extra charge.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    shippingType: text('shipping_type').$type<ShippingType>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    trackingNumber: text('tracking_number'),
    subtotal: minor('subtotal').notNull(),
    shippingFee: minor('shipping_fee').notNull(),
    discount: minor('discount').notNull(),
    total: minor('total').notNull(),
    /** Set on shipping -> delivered: the 2x24 h complaint window runs from here. */
    receivedAt: instant('received_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number').on(t.orderNumber),
    uniqueIndex('orders_group_shipping_type').on(t.groupId, t.shippingType),
    index('orders_customer_created').on(t.customerId, t.createdAt),
    index('orders_status_created').on(t.status, t.createdAt),
    check(
      'orders_amounts',
      sql`${t.subtotal} >= 0 and ${t.shippingFee} >= 0 and ${t.discount} >= 0 and ${t.total} >= 0`,
    ),
  ],
);

/**
 * A line as it was bought: the product's identity and title, the variant's name, the quantity
 * and the all-in unit price quoted for it. The product keeps its catalogue id (never deleted,
 * only marked removed) so that buy-again and the detail can show it as it is today.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => catalogProducts.id),
    marketplace: text('marketplace').$type<Marketplace>().notNull(),
    productSource: text('product_source').$type<ProductSource>().notNull(),
    productTitle: text('product_title').notNull(),
    productImage: text('product_image'),
    variantId: text('variant_id').notNull(),
    variantName: text('variant_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: minor('unit_price').notNull(),
    /**
     * The quote's parts of `unit_price` when the order was placed (decision 297), copied so that
     * a later re-quote never changes a placed order; all null on lines placed before they were.
     */
    goods: minor('goods'),
    serviceFee: minor('service_fee'),
    domesticShipping: minor('domestic_shipping'),
    freight: minor('freight'),
    taxAndCustoms: minor('tax_and_customs'),
    paperwork: minor('paperwork'),
  },
  (t) => [
    uniqueIndex('order_lines_order_position').on(t.orderId, t.position),
    index('order_lines_product').on(t.productId),
    check('order_lines_quantity', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0`),
    // The parts are all there and add up to the unit price, or none is (an older line).
    check(
      'order_lines_parts',
      sql`num_nulls(${t.goods}, ${t.serviceFee}, ${t.domesticShipping}, ${t.freight}, ${t.taxAndCustoms}, ${t.paperwork}) = 6 or (least(${t.goods}, ${t.serviceFee}, ${t.domesticShipping}, ${t.freight}, ${t.taxAndCustoms}, ${t.paperwork}) >= 0 and ${t.goods} + ${t.serviceFee} + ${t.domesticShipping} + ${t.freight} + ${t.taxAndCustoms} + ${t.paperwork} = ${t.unitPrice})`,
    ),
  ],
);

/**
 * The sizes of an order line as ordered (decision 296): names and ids copied like the line's
 * variant, so the order reads the same whatever the catalogue does later; they add up to the
 * line's quantity.
 */
export const orderLineSizes = pgTable(
  'order_line_sizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    subVariantId: text('sub_variant_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('order_line_sizes_line_position').on(t.orderLineId, t.position),
    check('order_line_sizes_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * The order's timeline: one row per status it entered (the first one at creation), who moved
 * it and, for shipping, the tracking number. Tracking and the detail's history read it.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Written order: several moves may share one instant (a transaction, a fixed test clock). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    actorType: text('actor_type').$type<Actor>().notNull(),
    actorId: text('actor_id'),
    trackingNumber: text('tracking_number'),
    note: text('note').notNull().default(''),
    location: text('location'),
    at: instant('at').notNull(),
  },
  (t) => [index('order_events_order_seq').on(t.orderId, t.seq)],
);

/**
 * An extra charge staff add after checkout. At most one unpaid charge per order (the partial
 * unique index): the order sits in `adjustment` until it is paid, and a second click or a retried
 * request cannot charge twice.
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: minor('amount').notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
  },
  (t) => [
    uniqueIndex('order_adjustments_one_unpaid')
      .on(t.orderId)
      .where(sql`${t.paidAt} is null`),
    check('order_adjustments_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const REFUND_DECISION_VALUES = ['approve', 'reject'] as const;

/**
 * A complaint of a delivered order (SPEC §1: within 2x24 h of receipt) for some units of some
 * lines (`refund_request_lines`, decision 289). At most one undecided request per order (the
 * partial unique index): a partially refunded order may ask again for what is left once the
 * last request is decided. `amount` is the domain's `quoteRefund` at request time, minor units of
 * the group's currency. The bank account is copied: the money goes where the customer asked,
 * even if they later edit or delete that account.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    bankAccountId: text('bank_account_id').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    requestedAt: instant('requested_at').notNull(),
    amount: minor('amount').notNull(),
    decision: text('decision', { enum: REFUND_DECISION_VALUES }),
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by'),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    uniqueIndex('refund_requests_one_open')
      .on(t.orderId)
      .where(sql`${t.decidedAt} is null`),
    index('refund_requests_order').on(t.orderId, t.requestedAt),
    index('refund_requests_queue').on(t.decidedAt, t.requestedAt),
    check('refund_requests_decided', sql`(${t.decision} is null) = (${t.decidedAt} is null)`),
    check('refund_requests_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * The units of each order line a refund request asks for, with what they are worth (the
 * domain's `quoteRefund`). A line appears once per request; the units still open are the line's
 * quantity less those of its requests that were not rejected, counted under the order's lock.
 */
export const refundRequestLines = pgTable(
  'refund_request_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refundRequests.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amount: minor('amount').notNull(),
  },
  (t) => [
    uniqueIndex('refund_request_lines_refund_line').on(t.refundId, t.orderLineId),
    index('refund_request_lines_line').on(t.orderLineId),
    check('refund_request_lines_amounts', sql`${t.quantity} > 0 and ${t.amount} >= 0`),
  ],
);

/**
 * The photos of a refund request (decision 178): JPG/PNG under `refunds/<refund id>/`, checked by
 * content. Written with the request in one transaction; one row per photo and position.
 */
export const refundRequestPhotos = pgTable(
  'refund_request_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refundRequests.id, { onDelete: 'cascade' }),
    /** The order the customer sent them in. */
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The client's name, only ever shown back. */
    fileName: text('file_name').notNull(),
    fileType: text('file_type').$type<UploadFileType>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (t) => [uniqueIndex('refund_request_photos_refund_position').on(t.refundId, t.position)],
);

/**
 * The last group number handed out per calendar day (Asia/Singapore): one atomic upsert per
 * checkout, so numbers are short, readable and never repeat, on any number of replicas.
 */
export const orderNumberCounters = pgTable('order_number_counters', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});
