import type { EndpointParsedRequest } from '@storefront/contract';
import type { CONTRACT_BY_ID } from '@storefront/contract';
import type { ShippingType } from '@storefront/domain';
import {
  SHIPPING_TYPES,
  checkMinimumOrder,
  isPaymentMethodEnabled,
  multiplyMoney,
} from '@storefront/domain';
import { eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { catalogVariants, orderGroups } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/transaction';
import type { CheckoutCartLine } from '../cart';
import { clearOrderedCartLines, lockCartForCheckout } from '../cart';
import type { NewOrder } from '../orders';
import { createOrderGroup } from '../orders';
import type { CheckoutGroup } from './checkout-view';
import { findCustomerGroup, lockCustomerGroup, toCheckoutGroup } from './checkout-view';
import { courierRates, deliverableAddress } from './courier.service';
import { splitAmount } from './split-amount';

type CheckoutContext = Pick<AppContext, 'db' | 'now' | 'market' | 'adapters' | 'config'>;
type CheckoutBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.createCheckout>['body'];
type NoteBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.saveCheckoutNote>['body'];

const weightOf = (line: CheckoutCartLine) => line.unitWeightGrams * line.quantity;

/**
 * The market minimum per product source and each product's minimum quantity (domain
 * `checkMinimumOrder`), on the lines as they are being ordered.
 */
async function checkMinimum(
  tx: Transaction,
  context: CheckoutContext,
  lines: readonly CheckoutCartLine[],
): Promise<void> {
  const variants = await tx
    .select({ id: catalogVariants.id, minQuantity: catalogVariants.minQuantity })
    .from(catalogVariants)
    .where(
      inArray(
        catalogVariants.id,
        lines.map((line) => line.variantId),
      ),
    );
  const minQuantity = new Map(variants.map((variant) => [variant.id, variant.minQuantity]));
  const result = checkMinimumOrder(
    lines.map((line) => ({
      productId: line.productId,
      source: line.productSource,
      subtotal: multiplyMoney(line.unitPrice, line.quantity),
      quantity: line.quantity,
      minQuantity: minQuantity.get(line.variantId) ?? 1,
    })),
    context.market,
  );
  if (!result.ok) throw new AppError(result.code);
}

/** One order per shipping type, numbered in the domain's order of types (sea, air, ...). */
function ordersByShippingType(lines: readonly CheckoutCartLine[], courierFee: number): NewOrder[] {
  const byType = new Map<ShippingType, CheckoutCartLine[]>();
  for (const line of lines)
    byType.set(line.shippingType, [...(byType.get(line.shippingType) ?? []), line]);
  const groups = [...byType.entries()].sort(
    ([a], [b]) => SHIPPING_TYPES.indexOf(a) - SHIPPING_TYPES.indexOf(b),
  );
  // One parcel leaves the warehouse per group; each order carries its share of the fee by weight.
  const fees = splitAmount(
    courierFee,
    groups.map(([, typeLines]) => typeLines.reduce((sum, line) => sum + weightOf(line), 0)),
  );
  return groups.map(([shippingType, typeLines], index) => ({
    shippingType,
    shippingFee: fees[index] ?? 0,
    lines: typeLines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      variantName: line.variantName,
      quantity: line.quantity,
      unitPrice: line.unitPrice.amount,
      parts: line.parts,
      sizes: line.sizes,
    })),
  }));
}

/**
 * Checks out cart products in ONE transaction: the customer's cart lines are locked
 * (lockCartForCheckout), the address and courier judged, the market minimum checked, the group
 * and its orders written (createOrderGroup) and the ordered lines cleared. A second checkout of
 * the same cart, however timed, waits on the lock and then finds its lines gone: 404.
 */
export async function createCheckout(
  context: CheckoutContext,
  customerId: string,
  body: CheckoutBody,
): Promise<CheckoutGroup> {
  if (!isPaymentMethodEnabled(body.payment_method, context.market)) {
    throw new AppError('validation_failed', undefined, { payment_method: 'field.invalid' });
  }
  const group = await context.db.transaction(async (tx) => {
    const lines = await lockCartForCheckout(tx, customerId, {
      cartItemIds: body.cart_item_ids,
      now: context.now(),
    });
    const found = new Set(lines.map((line) => line.cartItemId));
    // Every product asked for must be in the caller's cart with a standing quote.
    if (lines.length === 0 || !body.cart_item_ids.every((id) => found.has(id))) {
      throw new AppError('not_found');
    }
    const address = await deliverableAddress(tx, customerId, body.address_id);
    await checkMinimum(tx, context, lines);

    const weight = lines.reduce((sum, line) => sum + weightOf(line), 0);
    const rates = await courierRates(context, tx, customerId, address, weight, body.courier.code);
    const rate = rates.find(
      (candidate) =>
        candidate.code === body.courier.code && candidate.service === body.courier.service,
    );
    if (!rate) {
      throw new AppError('validation_failed', undefined, { 'courier.service': 'field.invalid' });
    }

    const created = await createOrderGroup(tx, context, {
      customerId,
      // The ordered lines, which exist once: a replayed request for them can never make a second group.
      checkoutKey: createHash('sha256')
        .update(
          lines
            .map((line) => line.cartLineId)
            .sort()
            .join(','),
        )
        .digest('hex'),
      paymentMethod: body.payment_method,
      address,
      courier: { code: rate.code, name: rate.name, service: rate.service, fee: rate.fee },
      notes: body.notes,
      orders: ordersByShippingType(lines, rate.fee.amount),
    });
    await clearOrderedCartLines(
      tx,
      customerId,
      lines.map((line) => line.cartLineId),
    );
    const [row] = await tx.select().from(orderGroups).where(eq(orderGroups.id, created.groupId));
    if (!row) throw new Error('the new order group vanished');
    return row;
  });
  return toCheckoutGroup(context.db, context, group);
}

export async function getCheckout(
  context: CheckoutContext,
  customerId: string,
  groupNumber: string,
): Promise<CheckoutGroup> {
  return toCheckoutGroup(
    context.db,
    context,
    await findCustomerGroup(context.db, customerId, groupNumber),
  );
}

/**
 * Replaces the group's note, a message to staff that stays useful while the goods are bought and
 * shipped; only a cancelled group refuses it (transition_not_allowed).
 */
export async function saveCheckoutNote(
  context: CheckoutContext,
  customerId: string,
  body: NoteBody,
): Promise<null> {
  await context.db.transaction(async (tx) => {
    const group = await lockCustomerGroup(tx, customerId, body.group_number);
    if (group.canceledAt !== null) throw new AppError('transition_not_allowed');
    await tx
      .update(orderGroups)
      .set({ notes: body.notes, updatedAt: context.now() })
      .where(eq(orderGroups.id, group.id));
  });
  return null;
}
