import type { Page, PageQuery } from '@storefront/contract';
import type { ClaimCheck } from '@storefront/domain';
import { canClaim } from '@storefront/domain';
import { and, asc, desc, eq, gte, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { voucherClaims, vouchers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import type { CustomerVoucher } from './voucher-terms';
import { toCustomerVoucher, toDomainVoucher } from './voucher-terms';

/** The unique index that makes a second claim by the same customer fail, however it is timed. */
const ONE_CLAIM_PER_CUSTOMER = 'voucher_claims_voucher_customer';

function refuse(check: ClaimCheck): void {
  if (!check.ok) throw new AppError(check.code);
}

/**
 * The vouchers on offer to the caller now: every voucher whose window contains now and that they
 * can still claim or already hold (claimed, used or not). A voucher nobody can claim any more is
 * not "on offer" to a customer who holds none of it. Soonest to expire first (decision 160).
 */
export async function listVouchers(
  context: Pick<AppContext, 'db' | 'now'>,
  customerId: string,
  { page, limit }: PageQuery,
): Promise<Page<CustomerVoucher>> {
  const now = context.now();
  const held = and(
    eq(voucherClaims.voucherId, vouchers.id),
    eq(voucherClaims.customerId, customerId),
  );
  const onOffer = and(
    lte(vouchers.validFrom, now),
    gte(vouchers.validUntil, now),
    or(lt(vouchers.claimed, vouchers.quota), isNotNull(voucherClaims.id)),
  );
  const [rows, [counted]] = await Promise.all([
    context.db
      .select({ voucher: vouchers, claimId: voucherClaims.id, usedAt: voucherClaims.usedAt })
      .from(vouchers)
      .leftJoin(voucherClaims, held)
      .where(onOffer)
      .orderBy(asc(vouchers.validUntil), desc(vouchers.createdAt), desc(vouchers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(vouchers)
      .leftJoin(voucherClaims, held)
      .where(onOffer),
  ]);
  return {
    items: rows.map((row) =>
      toCustomerVoucher(row.voucher, row.claimId === null ? null : { usedAt: row.usedAt }),
    ),
    page,
    limit,
    total: counted?.total ?? 0,
  };
}

/**
 * Claims a voucher for the caller. The domain's canClaim picks the message (dates, own claim,
 * quota, in that order); the writes then make it true under any concurrency, in one transaction:
 * the claim row (unique per voucher and customer: a second claim is voucher_already_claimed) and
 * `claimed = claimed + 1 WHERE claimed < quota` (of N racing claims of the last K places exactly
 * K update a row; the others see none and are voucher_exhausted, and their claim row rolls back).
 */
export async function claimVoucher(
  context: Pick<AppContext, 'db' | 'now'>,
  customerId: string,
  voucherId: string,
): Promise<CustomerVoucher> {
  if (!isUuid(voucherId)) throw new AppError('not_found');
  const now = context.now();
  try {
    return await context.db.transaction(async (tx) => {
      const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, voucherId));
      if (!row) throw new AppError('not_found');
      const [holding] = await tx
        .select({ id: voucherClaims.id })
        .from(voucherClaims)
        .where(
          and(eq(voucherClaims.voucherId, voucherId), eq(voucherClaims.customerId, customerId)),
        );
      refuse(canClaim(toDomainVoucher(row), now, holding !== undefined));

      await tx.insert(voucherClaims).values({ voucherId, customerId, claimedAt: now });
      const [claimed] = await tx
        .update(vouchers)
        .set({ claimed: sql`${vouchers.claimed} + 1` })
        .where(
          and(
            eq(vouchers.id, voucherId),
            lt(vouchers.claimed, vouchers.quota),
            lte(vouchers.validFrom, now),
            gte(vouchers.validUntil, now),
          ),
        )
        .returning();
      if (!claimed) {
        // Another claim (or a staff edit) got there first: judge the voucher as it is now.
        const [latest] = await tx.select().from(vouchers).where(eq(vouchers.id, voucherId));
        if (!latest) throw new AppError('not_found');
        refuse(canClaim(toDomainVoucher(latest), now, false));
        throw new AppError('voucher_exhausted');
      }
      return toCustomerVoucher(claimed, { usedAt: null });
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_CLAIM_PER_CUSTOMER)) {
      throw new AppError('voucher_already_claimed');
    }
    throw error;
  }
}
