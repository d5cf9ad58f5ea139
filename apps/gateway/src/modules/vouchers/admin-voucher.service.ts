import type { Page, PageQuery } from '@storefront/contract';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { vouchers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../db/row-id';
import { writtenRow } from '../../db/transaction';
import { writeAudit } from '../admin';
import type { AdminVoucher, VoucherInput } from './voucher-terms';
import { toAdminVoucher, toVoucherWrite, voucherTermsFieldErrors } from './voucher-terms';

type StaffContext = Pick<AppContext, 'db' | 'now' | 'market'>;

/** Every voucher with its counts, newest first. */
export async function listAdminVouchers(
  context: Pick<AppContext, 'db'>,
  { page, limit }: PageQuery,
): Promise<Page<AdminVoucher>> {
  const [rows, total] = await Promise.all([
    context.db
      .select()
      .from(vouchers)
      .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    context.db.$count(vouchers),
  ]);
  return { items: rows.map(toAdminVoucher), page, limit, total };
}

export async function createVoucher(
  context: StaffContext,
  staffId: string,
  input: VoucherInput,
): Promise<AdminVoucher> {
  const now = context.now();
  const fields = voucherTermsFieldErrors(input, {
    currency: context.market.currency,
    now,
    claimed: null,
  });
  if (fields) throw new AppError('validation_failed', undefined, fields);
  return context.db.transaction(async (tx) => {
    const row = writtenRow(
      await tx
        .insert(vouchers)
        .values({ ...toVoucherWrite(input, context.market.currency, now), createdAt: now })
        .returning(),
    );
    const after = toAdminVoucher(row);
    await writeAudit(tx, {
      actorType: 'staff',
      actorId: staffId,
      action: 'voucher.create',
      subject: { entity: 'voucher', id: row.id },
      before: null,
      after,
      at: now,
    });
    return after;
  });
}

/**
 * Replaces a voucher's terms (retiring one is ending its window now). The row is locked first,
 * so a claim racing the edit is counted before the quota is judged against it.
 */
export async function updateVoucher(
  context: StaffContext,
  staffId: string,
  voucherId: string,
  input: VoucherInput,
): Promise<AdminVoucher> {
  if (!isUuid(voucherId)) throw new AppError('not_found');
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, voucherId))
      .for('update');
    if (!current) throw new AppError('not_found');
    const fields = voucherTermsFieldErrors(input, {
      currency: context.market.currency,
      now,
      claimed: current.claimed,
    });
    if (fields) throw new AppError('validation_failed', undefined, fields);
    const row = writtenRow(
      await tx
        .update(vouchers)
        .set(toVoucherWrite(input, context.market.currency, now))
        .where(eq(vouchers.id, voucherId))
        .returning(),
    );
    const after = toAdminVoucher(row);
    await writeAudit(tx, {
      actorType: 'staff',
      actorId: staffId,
      action: 'voucher.update',
      subject: { entity: 'voucher', id: row.id },
      before: toAdminVoucher(current),
      after,
      at: now,
    });
    return after;
  });
}
