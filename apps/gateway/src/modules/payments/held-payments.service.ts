import type {
  adminOrderPaymentSchema,
  CONTRACT_BY_ID,
  EndpointParsedRequest,
  heldPaymentSchema,
  Page,
} from '@storefront/contract';
import type { PaymentSubjectKind } from '@storefront/domain';
import { PAYMENT_SUBJECT_KINDS } from '@storefront/domain';
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { customers, payments, staffMembers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../db/row-id';
import { writeAudit } from '../admin';
import { toCustomerRef } from '../inquiries';
import type { Reader } from '../../db/transaction';

export type HeldPayment = z.output<typeof heldPaymentSchema>;
type HeldPaymentsQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.listHeldPayments>['query'];
type ResolveBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.resolveHeldPayment>['body'];

// When the money was held: a payment marked paid by then, else (a capture of another amount,
// never marked paid) when its row was written. Newest first on this, then id, for a stable pager.
const heldOrder = [
  desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`),
  desc(payments.id),
];

function heldRows(db: Reader) {
  return db
    .select({ payment: payments, customer: customers, staff: staffMembers })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .leftJoin(staffMembers, eq(staffMembers.id, payments.resolvedBy));
}
type HeldRow = Awaited<ReturnType<ReturnType<typeof heldRows>['where']>>[number];

function toHeldPayment(row: HeldRow, context: Pick<AppContext, 'market'>): HeldPayment {
  const { payment, customer, staff } = row;
  return {
    id: payment.id,
    subject_kind: payment.subjectKind,
    subject_id: payment.subjectId,
    customer: toCustomerRef(customer, context.market),
    amount: { amount: payment.amount, currency: payment.currency },
    method: payment.method,
    provider: payment.provider,
    provider_request_id: payment.providerRequestId,
    provider_payment_id: payment.providerPaymentId,
    paid_at: payment.paidAt?.toISOString() ?? null,
    review_reason: payment.reviewReason ?? '',
    resolution:
      payment.resolution && payment.resolvedAt && staff
        ? {
            resolution: payment.resolution,
            note: payment.resolutionNote ?? '',
            resolved_at: payment.resolvedAt.toISOString(),
            resolved_by: { id: staff.id, email: staff.email, name: staff.name },
          }
        : null,
  };
}

/** Payments held for review (decisions 182, 190), newest first, optionally only (un)answered. */
export async function listHeldPayments(
  context: Pick<AppContext, 'db' | 'market'>,
  { page, limit, resolved }: HeldPaymentsQuery,
): Promise<Page<HeldPayment>> {
  const filters: SQL[] = [isNotNull(payments.reviewReason)];
  if (resolved === true) filters.push(isNotNull(payments.resolution));
  if (resolved === false) filters.push(isNull(payments.resolution));
  const where = and(...filters);
  const [rows, total] = await Promise.all([
    heldRows(context.db)
      .where(where)
      .orderBy(...heldOrder)
      .limit(limit)
      .offset((page - 1) * limit),
    context.db.$count(payments, where),
  ]);
  return { items: rows.map((row) => toHeldPayment(row, context)), page, limit, total };
}

/**
 * Records staff's answer to a held payment, once. It moves no money: a refund is made at the
 * provider (outside this system) and a booking by hand is staff's own action on the order; this
 * keeps who said so, when and why, with an audit line, so the queue empties and nobody acts twice.
 * The row is locked so two staff answering at once get one success and one 409.
 */
export async function resolveHeldPayment(
  context: Pick<AppContext, 'db' | 'market' | 'now'>,
  staffId: string,
  paymentId: string,
  body: ResolveBody,
): Promise<HeldPayment> {
  if (!isUuid(paymentId)) throw new AppError('not_found');
  return context.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: payments.id, resolution: payments.resolution })
      .from(payments)
      .where(and(eq(payments.id, paymentId), isNotNull(payments.reviewReason)))
      .for('update');
    // A payment that was booked normally is not staff's to resolve: as absent as an unknown id.
    if (!locked) throw new AppError('not_found');
    if (locked.resolution !== null) throw new AppError('payment_already_resolved');
    const readOne = async () => {
      const [row] = await heldRows(tx).where(eq(payments.id, paymentId));
      if (!row) throw new AppError('not_found');
      return toHeldPayment(row, context);
    };
    const before = await readOne();
    const now = context.now();
    await tx
      .update(payments)
      .set({
        resolution: body.resolution,
        resolutionNote: body.note,
        resolvedBy: staffId,
        resolvedAt: now,
        updatedAt: now,
      })
      .where(eq(payments.id, paymentId));
    const after = await readOne();
    await writeAudit(tx, {
      actorType: 'staff',
      actorId: staffId,
      action: 'payment.resolve',
      subject: { entity: 'payment', id: paymentId },
      before,
      after,
      at: now,
    });
    return after;
  });
}

/** A payment that took money, as staff see it on what it paid for. */
export type TakenPayment = z.output<typeof adminOrderPaymentSchema>;

/** What the provider said arrived (decision 304), as money; null while it said nothing. */
export function receivedOf(
  payment: Pick<typeof payments.$inferSelect, 'receivedAmount' | 'receivedCurrency'>,
): TakenPayment['received'] {
  return payment.receivedAmount !== null && payment.receivedCurrency !== null
    ? { amount: payment.receivedAmount, currency: payment.receivedCurrency }
    : null;
}

/**
 * The payments that took money for these subjects, oldest first: paid ones, and captures of
 * another amount held for staff (decision 304 stores what arrived). Attempts that took nothing
 * (open, failed, superseded) are left out.
 */
export async function paymentsTakenFor(
  db: Reader,
  subjects: readonly { kind: PaymentSubjectKind; id: string }[],
): Promise<TakenPayment[]> {
  const byKind = (kind: PaymentSubjectKind) =>
    subjects.filter((subject) => subject.kind === kind).map((subject) => subject.id);
  const of = PAYMENT_SUBJECT_KINDS.filter((kind) => byKind(kind).length > 0).map((kind) =>
    and(eq(payments.subjectKind, kind), inArray(payments.subjectId, byKind(kind))),
  );
  if (of.length === 0) return [];
  const rows = await db
    .select()
    .from(payments)
    .where(and(or(...of), or(eq(payments.status, 'paid'), isNotNull(payments.receivedAmount))))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((payment) => ({
    id: payment.id,
    subject_kind: payment.subjectKind,
    method: payment.method,
    amount: { amount: payment.amount, currency: payment.currency },
    received: receivedOf(payment),
    paid_at: payment.paidAt?.toISOString() ?? null,
    review_reason: payment.reviewReason,
  }));
}
