import type {
  MarketConfig,
  Money,
  PaymentMethod,
  QuoteParts,
  ShippingType,
} from '@storefront/domain';
import { allInUnitPrice, money, paymentDeadline } from '@storefront/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { AddressSnapshot, AppliedVoucherSnapshot, CourierSnapshot } from '../../db/schema';
import {
  catalogProducts,
  customers,
  orderAdjustments,
  orderEvents,
  orderGroups,
  orderLines,
  orderLineSizes,
  orderNumberCounters,
  orders,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import { writtenRow } from '../../db/transaction';
import { toStoredQuoteParts } from '../inquiries';
import type { OrderAnnouncement } from './order-moves';
import { applyOrderMove, lockGroupOrders, lockOrder } from './order-moves';

export interface NewOrderLine {
  readonly productId: string;
  readonly variantId: string;
  readonly variantName: string;
  readonly quantity: number;
  /** The all-in unit price staff quoted, in minor units of the market currency. */
  readonly unitPrice: number;
  /**
   * The quote's parts of `unitPrice`, copied onto the line (decision 297) so that a later
   * re-quote never changes a placed order; they must add up to it.
   */
  readonly parts?: QuoteParts | null;
  /** The sizes ordered (decision 296), adding up to `quantity`; absent or empty without. */
  readonly sizes?: readonly { subVariantId: string; name: string; quantity: number }[];
}

export interface NewOrder {
  readonly shippingType: ShippingType;
  /** This order's share of the courier fee, minor units. */
  readonly shippingFee: number;
  /** This order's share of the voucher discount, minor units (0 when none). */
  readonly discount?: number;
  readonly lines: readonly NewOrderLine[];
}

export interface NewOrderGroup {
  readonly customerId: string;
  /**
   * Checkout's idempotency key: a second group with the same key for the same customer fails on
   * a unique index (`order_groups_customer_checkout_key`), so a doubled request makes one group.
   */
  readonly checkoutKey?: string | null;
  readonly paymentMethod: PaymentMethod;
  readonly address: AddressSnapshot;
  readonly courier: CourierSnapshot | null;
  readonly notes?: string;
  readonly vouchers?: readonly AppliedVoucherSnapshot[];
  /** One order per shipping type. */
  readonly orders: readonly NewOrder[];
}

export interface CreatedOrderGroup {
  readonly groupId: string;
  readonly groupNumber: string;
  readonly orderNumbers: readonly string[];
  readonly total: Money;
  readonly paymentDeadline: Date;
}

type GroupContext = Pick<AppContext, 'market' | 'now'>;

/** The calendar day of `at` in the market's zone, as YYYYMMDD. */
function marketDay(at: Date, market: MarketConfig): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: market.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}`;
}

/**
 * The next group number of the day: `IDL-20260302-000001`, the market's prefix first (decision
 * 175). One atomic upsert on the day's counter, so replicas never hand out the same number.
 * Orders of the group append their position: `IDL-20260302-000001-1`.
 */
export async function nextGroupNumber(
  tx: Transaction,
  market: MarketConfig,
  at: Date,
): Promise<string> {
  const day = marketDay(at, market);
  const counter = writtenRow(
    await tx
      .insert(orderNumberCounters)
      .values({ day, last: 1 })
      .onConflictDoUpdate({
        target: orderNumberCounters.day,
        set: { last: sql`${orderNumberCounters.last} + 1` },
      })
      .returning({ last: orderNumberCounters.last }),
  );
  return `${market.orderIdPrefix}-${day}-${String(counter.last).padStart(6, '0')}`;
}

function checkAmount(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(
      `${what} must be a non-negative whole number of minor units, got ${amount}`,
    );
  }
}

/**
 * Writes a checkout's group and its orders inside the caller's transaction (checkout also spends
 * vouchers and empties the cart there, so all of it commits or none). Every order starts in
 * `waiting_payment`; the payment deadline is the market's window from now. Product facts (title,
 * image, marketplace) are read from the catalogue here, so checkout passes ids, not copies.
 * Wrong amounts are a programming error of the caller (RangeError); an unknown product is
 * `product_unavailable`.
 */
export async function createOrderGroup(
  tx: Transaction,
  context: GroupContext,
  input: NewOrderGroup,
): Promise<CreatedOrderGroup> {
  if (input.orders.length === 0) throw new RangeError('an order group needs at least one order');
  const now = context.now();
  const currency = context.market.currency;

  const productIds = [...new Set(input.orders.flatMap((o) => o.lines.map((l) => l.productId)))];
  if (!productIds.every(isUuid)) throw new AppError('product_unavailable');
  const products = await tx
    .select()
    .from(catalogProducts)
    .where(inArray(catalogProducts.id, productIds));
  const productById = new Map(products.map((p) => [p.id, p]));
  if (productById.size !== productIds.length) throw new AppError('product_unavailable');

  const priced = input.orders.map((order) => {
    if (order.lines.length === 0) throw new RangeError('an order needs at least one line');
    for (const line of order.lines) {
      checkAmount(line.unitPrice, 'unit price');
      if (line.parts && allInUnitPrice(line.parts).amount !== line.unitPrice) {
        throw new RangeError('the quote parts of a line must add up to its unit price');
      }
      if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
        throw new RangeError(`quantity must be a positive whole number, got ${line.quantity}`);
      }
    }
    const discount = order.discount ?? 0;
    checkAmount(order.shippingFee, 'shipping fee');
    checkAmount(discount, 'discount');
    const subtotal = order.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const total = subtotal + order.shippingFee - discount;
    if (total < 0) throw new RangeError('a discount cannot exceed what the order costs');
    return { ...order, subtotal, discount, total };
  });
  const sum = (key: 'subtotal' | 'shippingFee' | 'discount' | 'total') =>
    priced.reduce((acc, order) => acc + order[key], 0);

  const deadline = paymentDeadline(now, context.market.paymentWindowHours);
  const groupNumber = await nextGroupNumber(tx, context.market, now);
  const group = writtenRow(
    await tx
      .insert(orderGroups)
      .values({
        groupNumber,
        customerId: input.customerId,
        checkoutKey: input.checkoutKey ?? null,
        currency,
        paymentMethod: input.paymentMethod,
        paymentDeadline: deadline,
        address: input.address,
        courier: input.courier,
        vouchers: [...(input.vouchers ?? [])],
        notes: input.notes ?? '',
        subtotal: sum('subtotal'),
        shippingFee: sum('shippingFee'),
        discount: sum('discount'),
        total: sum('total'),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );

  const orderNumbers: string[] = [];
  for (const [index, order] of priced.entries()) {
    const orderNumber = `${groupNumber}-${index + 1}`;
    const row = writtenRow(
      await tx
        .insert(orders)
        .values({
          orderNumber,
          groupId: group.id,
          customerId: input.customerId,
          shippingType: order.shippingType,
          status: 'waiting_payment',
          paymentStatus: 'unpaid',
          subtotal: order.subtotal,
          shippingFee: order.shippingFee,
          discount: order.discount,
          total: order.total,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
    const lineRows = await tx
      .insert(orderLines)
      .values(
        order.lines.map((line, position) => {
          const product = productById.get(line.productId);
          if (!product) throw new AppError('product_unavailable');
          return {
            orderId: row.id,
            position,
            productId: product.id,
            marketplace: product.marketplace,
            productSource: product.productSource,
            productTitle: product.title,
            productImage: product.images[0] ?? null,
            variantId: line.variantId,
            variantName: line.variantName,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            ...(line.parts ? toStoredQuoteParts(line.parts) : {}),
          };
        }),
      )
      .returning({ id: orderLines.id, position: orderLines.position });
    const sizeRows = lineRows.flatMap((lineRow) =>
      (order.lines[lineRow.position]?.sizes ?? []).map((size, position) => ({
        orderLineId: lineRow.id,
        position,
        subVariantId: size.subVariantId,
        name: size.name,
        quantity: size.quantity,
      })),
    );
    if (sizeRows.length > 0) await tx.insert(orderLineSizes).values(sizeRows);
    await tx.insert(orderEvents).values({
      orderId: row.id,
      status: 'waiting_payment',
      actorType: 'customer',
      actorId: input.customerId,
      at: now,
    });
    orderNumbers.push(orderNumber);
  }
  return {
    groupId: group.id,
    groupNumber,
    orderNumbers,
    total: money(group.total, currency),
    paymentDeadline: deadline,
  };
}

/**
 * `paid`: this call paid it; `already_paid`: a redelivered settlement, nothing changed;
 * `not_payable`: money arrived for something that can no longer take it (a cancelled group),
 * which the payment module keeps for staff to refund; `not_found`: no such subject.
 */
export type SettleOutcome = 'paid' | 'already_paid' | 'not_payable' | 'not_found';

export interface SettleResult {
  readonly outcome: SettleOutcome;
  /** Hand these to `announceOrderMoves` after the transaction commits. */
  readonly announcements: readonly OrderAnnouncement[];
}

/**
 * Marks a group paid inside the payment's transaction: the group row is locked, so ten copies of
 * one callback pay once. Each waiting order moves to `in_process` through the transition table
 * (system, `paid`), and the customer's total order grows by the group's total (the level
 * thresholds are measured on it). A payment that lands after the deadline but before the sweep
 * still counts: a paid order is never cancelled (domain `shouldAutoCancel`).
 */
export async function markGroupPaid(
  tx: Transaction,
  groupNumber: string,
  options: { paidAt: Date },
): Promise<SettleResult> {
  const [group] = await tx
    .select()
    .from(orderGroups)
    .where(eq(orderGroups.groupNumber, groupNumber))
    .for('update');
  if (!group) return { outcome: 'not_found', announcements: [] };
  if (group.paymentStatus === 'paid') return { outcome: 'already_paid', announcements: [] };
  if (group.canceledAt !== null) return { outcome: 'not_payable', announcements: [] };

  const [paid] = await tx
    .update(orderGroups)
    .set({ paymentStatus: 'paid', paidAt: options.paidAt, updatedAt: options.paidAt })
    .where(eq(orderGroups.id, group.id))
    .returning();
  if (!paid) throw new Error('the locked group vanished');
  const announcements: OrderAnnouncement[] = [];
  for (const order of await lockGroupOrders(tx, paid)) {
    if (order.status !== 'waiting_payment') continue;
    const moved = await applyOrderMove(tx, {
      row: { order, group: paid },
      to: 'in_process',
      actor: 'system',
      actorId: null,
      facts: { paymentStatus: 'paid' },
      at: options.paidAt,
      changes: { paymentStatus: 'paid' },
    });
    announcements.push(moved.announcement);
  }
  await tx
    .update(customers)
    .set({ totalOrder: sql`${customers.totalOrder} + ${group.total}` })
    .where(eq(customers.id, group.customerId));
  return { outcome: 'paid', announcements };
}

/**
 * Marks an extra charge paid inside the payment's transaction: the order returns from
 * `adjustment` to `in_process` (system, `paid`). Idempotent like `markGroupPaid`.
 */
export async function markAdjustmentPaid(
  tx: Transaction,
  adjustmentId: string,
  options: { paidAt: Date },
): Promise<SettleResult> {
  if (!isUuid(adjustmentId)) return { outcome: 'not_found', announcements: [] };
  const [found] = await tx
    .select({ orderId: orderAdjustments.orderId })
    .from(orderAdjustments)
    .where(eq(orderAdjustments.id, adjustmentId));
  if (!found) return { outcome: 'not_found', announcements: [] };
  const row = await lockOrder(tx, eq(orders.id, found.orderId));
  if (!row) return { outcome: 'not_found', announcements: [] };
  const [adjustment] = await tx
    .select()
    .from(orderAdjustments)
    .where(eq(orderAdjustments.id, adjustmentId))
    .for('update');
  if (!adjustment) return { outcome: 'not_found', announcements: [] };
  if (adjustment.paidAt !== null) return { outcome: 'already_paid', announcements: [] };
  if (row.order.status !== 'adjustment') return { outcome: 'not_payable', announcements: [] };

  await tx
    .update(orderAdjustments)
    .set({ paidAt: options.paidAt })
    .where(eq(orderAdjustments.id, adjustment.id));
  const moved = await applyOrderMove(tx, {
    row,
    to: 'in_process',
    actor: 'system',
    actorId: null,
    facts: { paymentStatus: 'paid' },
    at: options.paidAt,
    changes: { paymentStatus: 'paid' },
  });
  await tx
    .update(customers)
    .set({ totalOrder: sql`${customers.totalOrder} + ${adjustment.amount}` })
    .where(eq(customers.id, row.order.customerId));
  return { outcome: 'paid', announcements: [moved.announcement] };
}
