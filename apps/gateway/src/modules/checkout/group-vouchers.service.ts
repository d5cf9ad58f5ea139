import type { EndpointParsedRequest, EndpointResponse } from '@storefront/contract';
import type { CONTRACT_BY_ID } from '@storefront/contract';
import type { ErrorCode } from '@storefront/domain';
import { applyVouchers, canPay, checkVoucherValidity, money } from '@storefront/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { AppliedVoucherSnapshot } from '../../db/schema';
import { orderGroups, orders, voucherClaims, vouchers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import type { OrderGroupRow } from '../orders';
import { toCustomerVoucher, toDomainVoucher } from '../vouchers';
import type { CheckoutGroup } from './checkout-view';
import { findCustomerGroup, lockCustomerGroup, toCheckoutGroup } from './checkout-view';
import { splitAmount } from './split-amount';

type VoucherContext = Pick<AppContext, 'db' | 'now' | 'market' | 'config'>;
type UseBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.useVouchers>['body'];
type UsableVouchers = EndpointResponse<typeof CONTRACT_BY_ID.listUsableVouchers>;

/** Why no voucher can change on this group now: paid, cancelled or past its deadline. */
function groupCheck(group: OrderGroupRow, now: Date) {
  return canPay(
    {
      status: group.canceledAt === null ? 'waiting_payment' : 'canceled',
      paymentStatus: group.paymentStatus,
      paymentDeadline: group.paymentDeadline,
    },
    now,
  );
}

const appliedIds = (group: OrderGroupRow) => new Set(group.vouchers.map((voucher) => voucher.id));

/**
 * The caller's claims with their vouchers. A claim is free for this group when it is unused or
 * spent on this very group (re-selecting what is applied is not a second use).
 */
async function claimsOf(
  db: Pick<Transaction, 'select'>,
  customerId: string,
  voucherIds: readonly string[] | null,
  lock: boolean,
) {
  const query = db
    .select({ claim: voucherClaims, voucher: vouchers })
    .from(voucherClaims)
    .innerJoin(vouchers, eq(vouchers.id, voucherClaims.voucherId))
    .where(
      and(
        eq(voucherClaims.customerId, customerId),
        voucherIds === null ? undefined : inArray(voucherClaims.voucherId, [...voucherIds]),
      ),
    )
    .orderBy(vouchers.validUntil, vouchers.title, vouchers.id);
  return lock ? query.for('update', { of: voucherClaims }) : query;
}

/**
 * `GET /oci/voucher/list/:groupNumber`: every voucher the caller holds that this group could
 * take, each with the catalogue's reason when it cannot (its dates, used on another group, the
 * minimum spend on the group's goods, or the group no longer payable). Stacking depends on the
 * selection and is judged by useVouchers. Soonest to expire first, then by title.
 */
export async function listUsableVouchers(
  context: VoucherContext,
  customerId: string,
  groupNumber: string,
): Promise<UsableVouchers> {
  const group = await findCustomerGroup(context.db, customerId, groupNumber);
  const now = context.now();
  const open = groupCheck(group, now);
  const applied = appliedIds(group);
  const subtotal = money(group.subtotal, group.currency);
  const rows = await claimsOf(context.db, customerId, null, false);
  return rows.map(({ claim, voucher: row }) => {
    const voucher = toDomainVoucher(row);
    const validity = checkVoucherValidity(voucher, now);
    let reason: ErrorCode | null = null;
    if (!open.ok) reason = open.code;
    else if (claim.usedAt !== null && !applied.has(row.id)) reason = 'voucher_already_used';
    else if (!validity.ok) reason = validity.code;
    else if (voucher.minSpend && subtotal.amount < voucher.minSpend.amount) {
      reason = 'voucher_min_spend_not_met';
    }
    return { voucher: toCustomerVoucher(row, claim), usable: reason === null, reason };
  });
}

/**
 * `POST /oci/profile/vouchers/use`: sets the vouchers of an unpaid group (an empty list removes
 * them) in one transaction. The group row is locked first (so a payment cannot be created for a
 * total being changed), then the caller's claims of the chosen vouchers; every voucher must be
 * claimed (`voucher_not_claimed`) and not spent on another group (`voucher_already_used`); the
 * domain's `applyVouchers` judges stacking (naming the non-stackable voucher), dates and minimum
 * spend on the group's goods subtotal. Claims left out are released, new ones spent
 * (`used_at`, `vouchers.used`); the discount is shared over the orders by subtotal.
 */
export async function useVouchers(
  context: VoucherContext,
  customerId: string,
  body: UseBody,
): Promise<CheckoutGroup> {
  const ids = body.voucher_ids;
  const group = await context.db.transaction(async (tx) => {
    const locked = await lockCustomerGroup(tx, customerId, body.group_number);
    const now = context.now();
    const open = groupCheck(locked, now);
    if (!open.ok) throw new AppError(open.code);
    if (!ids.every(isUuid)) throw new AppError('voucher_not_claimed');
    const applied = appliedIds(locked);
    const claims = await claimsOf(tx, customerId, [...new Set([...ids, ...applied])], true);
    const byVoucher = new Map(claims.map((row) => [row.voucher.id, row]));

    const chosen = ids.map((id) => {
      const row = byVoucher.get(id);
      if (!row) throw new AppError('voucher_not_claimed');
      if (row.claim.usedAt !== null && !applied.has(id)) {
        throw new AppError('voucher_already_used');
      }
      return row;
    });
    const subtotal = money(locked.subtotal, locked.currency);
    const result = applyVouchers(
      subtotal,
      chosen.map((row) => toDomainVoucher(row.voucher)),
      now,
    );
    if (!result.ok) throw new AppError(result.code, result.params);

    const keep = new Set(ids);
    const released = [...applied].filter((id) => !keep.has(id));
    const spent = ids.filter((id) => !applied.has(id));
    if (released.length > 0) {
      await tx
        .update(voucherClaims)
        .set({ usedAt: null })
        .where(
          and(eq(voucherClaims.customerId, customerId), inArray(voucherClaims.voucherId, released)),
        );
      await tx
        .update(vouchers)
        .set({ used: sql`${vouchers.used} - 1`, updatedAt: now })
        .where(inArray(vouchers.id, released));
    }
    if (spent.length > 0) {
      await tx
        .update(voucherClaims)
        .set({ usedAt: now })
        .where(
          and(eq(voucherClaims.customerId, customerId), inArray(voucherClaims.voucherId, spent)),
        );
      await tx
        .update(vouchers)
        .set({ used: sql`${vouchers.used} + 1`, updatedAt: now })
        .where(inArray(vouchers.id, spent));
    }

    const snapshots: AppliedVoucherSnapshot[] = result.lines.map((line, index) => ({
      id: line.voucherId,
      title: chosen[index]?.voucher.title ?? '',
      discount: line.discount,
    }));
    const groupOrders = await tx
      .select()
      .from(orders)
      .where(eq(orders.groupId, locked.id))
      .orderBy(orders.orderNumber)
      .for('update');
    const shares = splitAmount(
      result.discount.amount,
      groupOrders.map((order) => order.subtotal),
    );
    for (const [index, order] of groupOrders.entries()) {
      const discount = shares[index] ?? 0;
      await tx
        .update(orders)
        .set({ discount, total: order.subtotal + order.shippingFee - discount, updatedAt: now })
        .where(eq(orders.id, order.id));
    }
    const [updated] = await tx
      .update(orderGroups)
      .set({
        vouchers: snapshots,
        discount: result.discount.amount,
        total: locked.subtotal + locked.shippingFee - result.discount.amount,
        updatedAt: now,
      })
      .where(eq(orderGroups.id, locked.id))
      .returning();
    if (!updated) throw new Error('the locked order group vanished');
    return updated;
  });
  return toCheckoutGroup(context.db, context, group);
}
