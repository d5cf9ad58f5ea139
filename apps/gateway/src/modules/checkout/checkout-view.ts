import type { EndpointResponse } from '@storefront/contract';
import type { CONTRACT_BY_ID } from '@storefront/contract';
import { money } from '@storefront/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { orderGroups, orders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/transaction';
import type { OrderGroupRow } from '../orders';
import type { Reader } from '../../db/transaction';
import { toOrderSummaries } from '../orders';

export type CheckoutGroup = EndpointResponse<typeof CONTRACT_BY_ID.getCheckout>;

type ViewContext = Pick<AppContext, 'config'>;

const ownGroup = (customerId: string, groupNumber: string) =>
  and(eq(orderGroups.groupNumber, groupNumber), eq(orderGroups.customerId, customerId));

/** The caller's group by number; another customer's reads like an unknown one (404). */
export async function findCustomerGroup(
  db: Reader,
  customerId: string,
  groupNumber: string,
): Promise<OrderGroupRow> {
  const [group] = await db.select().from(orderGroups).where(ownGroup(customerId, groupNumber));
  if (!group) throw new AppError('order_not_found');
  return group;
}

/**
 * The caller's group locked FOR UPDATE, for a note or voucher change: the orders module's lock
 * order (the group row first), so it queues behind a settling payment or the sweep.
 */
export async function lockCustomerGroup(
  tx: Transaction,
  customerId: string,
  groupNumber: string,
): Promise<OrderGroupRow> {
  const [group] = await tx
    .select()
    .from(orderGroups)
    .where(ownGroup(customerId, groupNumber))
    .for('update');
  if (!group) throw new AppError('order_not_found');
  return group;
}

/** The group as the confirmation and payment screens read it, its orders in number order. */
export async function toCheckoutGroup(
  db: Reader,
  context: ViewContext,
  group: OrderGroupRow,
): Promise<CheckoutGroup> {
  // Checkout always chooses a courier; a group without one was not made by checkout.
  if (!group.courier) throw new Error(`order group ${group.groupNumber} has no courier`);
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.groupId, group.id))
    .orderBy(asc(orders.orderNumber));
  const summaries = await toOrderSummaries(
    db,
    rows.map((order) => ({ order, group })),
    context.config.publicUrl,
  );
  const currency = group.currency;
  const waiting = group.paymentStatus === 'unpaid' && group.canceledAt === null;
  return {
    group_number: group.groupNumber,
    orders: summaries,
    address: { ...group.address },
    courier: {
      code: group.courier.code,
      name: group.courier.name,
      service: group.courier.service,
      fee: { ...group.courier.fee },
    },
    payment_method: group.paymentMethod,
    payment_status: group.paymentStatus,
    payment_deadline: waiting ? (group.paymentDeadline?.toISOString() ?? null) : null,
    subtotal: money(group.subtotal, currency),
    shipping_fee: money(group.shippingFee, currency),
    discount: money(group.discount, currency),
    total: money(group.total, currency),
    vouchers: group.vouchers.map((voucher) => ({ ...voucher, discount: { ...voucher.discount } })),
    notes: group.notes,
  };
}
