import type { refundTransferSchema } from '@storefront/contract';
import type { Money, PaymentSubjectKind } from '@storefront/domain';
import { refundTransferKind } from '@storefront/domain';
import { and, asc, countDistinct, desc, eq, inArray, isNull, max, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { PaymentProviderError } from '../../adapters/payment/payment-adapter';
import type { PaymentProvider } from '../../db/schema';
import { bankAccounts, banks, paymentEvents, payments, refundTransfers } from '../../db/schema';
import { isUuid } from '../../db/row-id';
import type { Reader, Transaction } from '../../db/transaction';
import { isUniqueViolation, writtenRow } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { writeAudit } from '../admin';

export type RefundTransferView = z.output<typeof refundTransferSchema>;
type TransferRow = typeof refundTransfers.$inferSelect;

/** What an approved refund sends back: for each subject the buyer paid through us, how much. */
export interface RefundToSend {
  readonly refundId: string;
  readonly customerId: string;
  readonly subjects: readonly { kind: PaymentSubjectKind; id: string; amount: Money }[];
  /** The bank account the refund request names: where a payout goes. */
  readonly bankAccount: { bankName: string; accountNumber: string; accountHolder: string };
  readonly staffId: string;
  readonly at: Date;
}

/** Where the provider call of a transfer is reported when it fails (the request's logger). */
export interface TransferLogger {
  warn(object: object, message: string): void;
}

/** No answer from the provider: it may have taken the request, so a retry re-sends the same one. */
const UNANSWERED = 'provider_unreachable';

/** What a transfer's audit line is about: its refund request, or the payment whose excess it is. */
export function auditSubjectOf(transfer: Pick<TransferRow, 'refundId' | 'paymentId'>) {
  return transfer.refundId
    ? { entity: 'refund', id: transfer.refundId }
    : { entity: 'payment', id: transfer.paymentId };
}

type PaymentRow = typeof payments.$inferSelect;

/** Where an excess goes back: to its source, or as a payout to a saved bank account. */
export type ExcessDestination =
  | { readonly kind: 'refund' }
  | {
      readonly kind: 'payout';
      readonly bank: { bankName: string; accountNumber: string; accountHolder: string };
    };

/**
 * Where the part of a payment above what was asked can go back the way it came (decision 304):
 * a refund to the card, e-wallet or QR account it came from (the provider's payment id names
 * it), or a payout to the bank account the buyer saved most recently for a transfer or virtual
 * account. Null when there is nowhere to send it: the caller holds the payment for staff.
 */
export async function excessDestination(
  tx: Transaction,
  payment: Pick<PaymentRow, 'customerId' | 'method'>,
  providerPaymentId: string | null,
): Promise<ExcessDestination | null> {
  if (refundTransferKind(payment.method) === 'refund') {
    return providerPaymentId === null ? null : { kind: 'refund' };
  }
  const bank = await latestBankAccount(tx, payment.customerId);
  return bank ? { kind: 'payout', bank } : null;
}

/** The bank account the buyer saved most recently: where an excess is paid out. */
async function latestBankAccount(tx: Transaction, customerId: string) {
  const [bank] = await tx
    .select({
      bankName: bankAccounts.bankName,
      accountNumber: bankAccounts.accountNumber,
      accountHolder: bankAccounts.accountHolder,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.customerId, customerId))
    .orderBy(desc(bankAccounts.updatedAt), desc(bankAccounts.id))
    .limit(1);
  return bank ?? null;
}

/**
 * Books an excess to go back, in the settling transaction (`sendRefundTransfers` calls the
 * provider after the commit): a transfer without a refund request, asked by the system.
 */
export async function queueExcessReturn(
  tx: Transaction,
  payment: Pick<PaymentRow, 'id' | 'customerId' | 'provider' | 'currency'>,
  excess: number,
  destination: ExcessDestination,
  at: Date,
): Promise<string> {
  return writtenRow(
    await tx
      .insert(refundTransfers)
      .values({
        refundId: null,
        cause: 'excess',
        paymentId: payment.id,
        customerId: payment.customerId,
        kind: destination.kind,
        amount: excess,
        currency: payment.currency,
        provider: payment.provider,
        ...(destination.kind === 'payout' ? destination.bank : {}),
        requestedBy: 'system',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: refundTransfers.id }),
  ).id;
}

/**
 * Books the money to send back for an approved refund, in the caller's transaction (decision
 * 282): one pending transfer per payment that paid a subject (the order's group, its paid
 * adjustments), of the subject's amount and never more than the payment collected. Card,
 * e-wallet and QR payments are refunded to their source; transfers and virtual accounts go as a
 * payout to the request's bank account. A subject paid outside this system (no payment row)
 * sends nothing. The provider is called after the commit (`sendRefundTransfers`).
 */
export async function queueRefundTransfers(
  tx: Transaction,
  input: RefundToSend,
): Promise<string[]> {
  const ids: string[] = [];
  for (const subject of input.subjects) {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.subjectKind, subject.kind),
          eq(payments.subjectId, subject.id),
          eq(payments.customerId, input.customerId),
          eq(payments.status, 'paid'),
          // A payment held for staff did not pay the subject: it is refunded from the held queue.
          isNull(payments.reviewReason),
        ),
      );
    if (!payment || subject.amount.currency !== payment.currency) continue;
    const amount = Math.min(subject.amount.amount, payment.amount);
    if (amount <= 0) continue;
    const kind = refundTransferKind(payment.method);
    const row = writtenRow(
      await tx
        .insert(refundTransfers)
        .values({
          refundId: input.refundId,
          paymentId: payment.id,
          customerId: input.customerId,
          kind,
          amount,
          currency: payment.currency,
          provider: payment.provider,
          ...(kind === 'payout'
            ? {
                bankName: input.bankAccount.bankName,
                accountNumber: input.bankAccount.accountNumber,
                accountHolder: input.bankAccount.accountHolder,
              }
            : {}),
          requestedBy: input.staffId,
          createdAt: input.at,
          updatedAt: input.at,
        })
        .returning({ id: refundTransfers.id }),
    );
    ids.push(row.id);
  }
  return ids;
}

/**
 * Sends booked transfers to the provider, after the booking committed (a provider call never
 * holds a transaction). The answer's id is stored; the result comes by callback. A refusal
 * marks the transfer failed with the provider's code, for staff to retry; no answer at all
 * marks it `provider_unreachable`, and a retry re-sends it under the same idempotency key.
 */
export async function sendRefundTransfers(
  context: Pick<AppContext, 'db' | 'now' | 'market' | 'adapters'>,
  transferIds: readonly string[],
  log?: TransferLogger,
): Promise<void> {
  for (const id of transferIds) {
    const [found] = await context.db
      .select({ transfer: refundTransfers, payment: payments })
      .from(refundTransfers)
      .innerJoin(payments, eq(payments.id, refundTransfers.paymentId))
      .where(and(eq(refundTransfers.id, id), eq(refundTransfers.status, 'pending')));
    if (!found) continue;
    const { transfer, payment } = found;
    const adapter = context.adapters.payment;
    const amount = { amount: transfer.amount, currency: transfer.currency };
    let answer: {
      providerTransferId: string;
      status: TransferRow['status'];
      failureCode: string | null;
    };
    try {
      if (adapter.provider !== transfer.provider) {
        throw new PaymentProviderError(
          'another provider took the payment',
          null,
          'PROVIDER_CHANGED',
        );
      }
      if (transfer.kind === 'refund') {
        if (!payment.providerPaymentId) {
          throw new PaymentProviderError('no provider payment id', null, 'NO_PROVIDER_PAYMENT');
        }
        answer = await adapter.refundPayment({
          reference: transfer.id,
          amount,
          providerPaymentId: payment.providerPaymentId,
        });
      } else {
        const [bank] = await context.db
          .select({ id: banks.id })
          .from(banks)
          .where(eq(banks.name, transfer.bankName ?? ''));
        answer = await adapter.sendPayout({
          reference: transfer.id,
          amount,
          country: context.market.country,
          bank: {
            code: bank?.id ?? null,
            name: transfer.bankName ?? '',
            accountNumber: transfer.accountNumber ?? '',
            accountHolder: transfer.accountHolder ?? '',
          },
          description: `Refund ${transfer.id}`,
        });
      }
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // A refusal says so (a code, or a 4xx); a timeout or a 5xx may have been taken.
      const answered =
        error.providerStatus === null ? error.providerCode !== null : error.providerStatus < 500;
      log?.warn(
        { transfer: transfer.id, status: error.providerStatus, code: error.providerCode },
        'refund transfer refused by the provider',
      );
      answer = {
        providerTransferId: '',
        status: 'failed',
        failureCode: answered ? (error.providerCode ?? `http_${error.providerStatus}`) : UNANSWERED,
      };
    }
    const now = context.now();
    await context.db
      .update(refundTransfers)
      .set({
        ...(answer.providerTransferId ? { providerTransferId: answer.providerTransferId } : {}),
        status: answer.status,
        failureCode: answer.failureCode,
        settledAt: answer.status === 'pending' ? null : now,
        updatedAt: now,
      })
      // A callback that came first has already said the last word.
      .where(and(eq(refundTransfers.id, transfer.id), eq(refundTransfers.status, 'pending')));
  }
}

/** A provider's word on a refund or payout, as its callback or the simulator says it. */
export interface TransferEvent {
  readonly provider: PaymentProvider;
  /** Unique per event at the provider; a redelivery carries the same id. */
  readonly eventId: string;
  readonly outcome: 'succeeded' | 'failed';
  readonly providerTransferId: string;
  /** Our transfer id as sent as the reference; finds the row before the provider's id is stored. */
  readonly reference: string | null;
  readonly failureCode: string | null;
  /** A payout the bank sent back after it succeeded: the money is ours again, the refund failed. */
  readonly reversal?: boolean;
}

export type TransferEventOutcome = 'succeeded' | 'failed' | 'duplicate' | 'already_final';

/**
 * Applies one refund or payout callback, exactly once: the event id is recorded (unique per
 * provider, so a redelivery changes nothing), the transfer row is locked, and only a pending
 * transfer moves (a late or out-of-order event after the final one changes nothing, except a
 * payout reversal). An event for a transfer we do not know is refused (404) so the provider
 * delivers it again once our own write has committed. Every move is audited.
 */
export async function applyTransferEvent(
  context: Pick<AppContext, 'db' | 'now'>,
  event: TransferEvent,
): Promise<TransferEventOutcome> {
  return context.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        provider: event.provider,
        eventId: event.eventId,
        kind: `refund_${event.outcome}`,
        receivedAt: context.now(),
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return 'duplicate';

    const byProviderId = and(
      eq(refundTransfers.provider, event.provider),
      eq(refundTransfers.providerTransferId, event.providerTransferId),
    );
    const [transfer] = await tx
      .select()
      .from(refundTransfers)
      .where(
        event.reference && isUuid(event.reference)
          ? or(
              byProviderId,
              and(
                eq(refundTransfers.provider, event.provider),
                eq(refundTransfers.id, event.reference),
              ),
            )
          : byProviderId,
      )
      .for('update');
    if (!transfer) throw new AppError('not_found');
    await tx
      .update(paymentEvents)
      .set({ paymentId: transfer.paymentId })
      .where(eq(paymentEvents.id, recorded.id));

    const reversed = event.reversal === true && transfer.status === 'succeeded';
    if (transfer.status !== 'pending' && !reversed) return 'already_final';
    const now = context.now();
    const after = writtenRow(
      await tx
        .update(refundTransfers)
        .set({
          status: event.outcome,
          providerTransferId: transfer.providerTransferId ?? event.providerTransferId,
          failureCode: event.outcome === 'failed' ? (event.failureCode ?? 'provider_failed') : null,
          settledAt: now,
          updatedAt: now,
        })
        .where(eq(refundTransfers.id, transfer.id))
        .returning(),
    );
    await writeAudit(tx, {
      actorType: 'system',
      actorId: null,
      action: `refund.transfer_${event.outcome}`,
      subject: auditSubjectOf(transfer),
      before: { transfer: transfer.id, status: transfer.status },
      after: { transfer: after.id, status: after.status, failure_code: after.failureCode },
      at: now,
    });
    return event.outcome;
  });
}

/** At most one attempt per refund and payment is pending or succeeded. */
const ONE_LIVE = 'refund_transfers_one_live';
/** At most one attempt to send a payment's excess back is pending or succeeded. */
const ONE_EXCESS = 'refund_transfers_one_excess';

/** Which transfer staff retry: one of a refund request, or an excess sent back by itself. */
export type RetriedTransfer =
  | { readonly refundId: string; readonly transferId: string }
  | { readonly excess: true; readonly transferId: string };

/**
 * Staff send a failed transfer again (decisions 282, 304). Only a failed transfer, and only
 * while no other attempt for its payment is pending or succeeded, may be retried (409
 * otherwise; the partial unique indexes hold this even when two staff click at once). A
 * transfer the provider never answered is re-sent as itself, under the same idempotency key,
 * so a request the provider did take is not paid twice; a refused one becomes a new attempt
 * with a new key. A new attempt of an excess payout goes to the bank account the buyer saved
 * last, as the first did (the buyer may have corrected it). Audited on the refund or the
 * payment; the provider is called after the commit. Answers the payment and the attempt sent.
 */
export async function retryRefundTransfer(
  context: Pick<AppContext, 'db' | 'now' | 'market' | 'adapters'>,
  staffId: string,
  target: RetriedTransfer,
  log?: TransferLogger,
): Promise<{ paymentId: string; transferId: string }> {
  const { transferId } = target;
  if (!isUuid(transferId) || ('refundId' in target && !isUuid(target.refundId))) {
    throw new AppError('not_found');
  }
  const sent = await context.db
    .transaction(async (tx) => {
      const [failed] = await tx
        .select()
        .from(refundTransfers)
        .where(
          and(
            eq(refundTransfers.id, transferId),
            'refundId' in target
              ? eq(refundTransfers.refundId, target.refundId)
              : eq(refundTransfers.cause, 'excess'),
          ),
        )
        .for('update');
      if (!failed) throw new AppError('not_found');
      if (failed.status !== 'failed') throw new AppError('transition_not_allowed');
      const now = context.now();
      let id = failed.id;
      if (failed.failureCode === UNANSWERED && failed.providerTransferId === null) {
        await tx
          .update(refundTransfers)
          .set({
            status: 'pending',
            failureCode: null,
            settledAt: null,
            requestedBy: staffId,
            updatedAt: now,
          })
          .where(eq(refundTransfers.id, failed.id));
      } else {
        const {
          id: _old,
          providerTransferId: _p,
          failureCode: _f,
          settledAt: _s,
          ...copy
        } = failed;
        const bank =
          failed.cause === 'excess' && failed.kind === 'payout'
            ? await latestBankAccount(tx, failed.customerId)
            : null;
        id = writtenRow(
          await tx
            .insert(refundTransfers)
            .values({
              ...copy,
              ...bank,
              status: 'pending',
              requestedBy: staffId,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: refundTransfers.id }),
        ).id;
      }
      await writeAudit(tx, {
        actorType: 'staff',
        actorId: staffId,
        action: 'refund.transfer_retry',
        subject: auditSubjectOf(failed),
        before: { transfer: failed.id, status: failed.status, failure_code: failed.failureCode },
        after: { transfer: id, status: 'pending' },
        at: now,
      });
      return { paymentId: failed.paymentId, transferId: id };
    })
    .catch((error: unknown) => {
      // Another attempt for this payment is pending or succeeded (the partial unique indexes).
      if (isUniqueViolation(error, ONE_LIVE) || isUniqueViolation(error, ONE_EXCESS)) {
        throw new AppError('transition_not_allowed');
      }
      throw error;
    });
  await sendRefundTransfers(context, [sent.transferId], log);
  return sent;
}

function lastFour(accountNumber: string | null): string | null {
  return accountNumber ? accountNumber.replace(/\s+/g, '').slice(-4) : null;
}

/**
 * The refunds' transfers as the API shows them: the latest attempt per payment, oldest payment
 * first; a payout's account as its last four digits only.
 */
export async function refundTransfersOf(
  db: Reader,
  refundIds: readonly string[],
): Promise<Map<string, RefundTransferView[]>> {
  const views = new Map<string, RefundTransferView[]>();
  if (refundIds.length === 0) return views;
  const rows = await db
    .select({ transfer: refundTransfers, method: payments.method })
    .from(refundTransfers)
    .innerJoin(payments, eq(payments.id, refundTransfers.paymentId))
    .where(inArray(refundTransfers.refundId, [...refundIds]))
    .orderBy(asc(refundTransfers.createdAt), asc(refundTransfers.id));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (row.transfer.refundId === null) continue;
    const key = `${row.transfer.refundId}:${row.transfer.paymentId}`;
    // The live attempt (pending or succeeded, at most one) wins over failed ones.
    if (latest.get(key)?.transfer.status !== 'failed' && latest.has(key)) continue;
    latest.set(key, row);
  }
  for (const { transfer, method } of latest.values()) {
    const refundId = transfer.refundId ?? '';
    const list = views.get(refundId) ?? [];
    list.push(toTransferView(transfer, method));
    views.set(refundId, list);
  }
  return views;
}

function toTransferView(transfer: TransferRow, method: PaymentRow['method']): RefundTransferView {
  return {
    id: transfer.id,
    kind: transfer.kind,
    status: transfer.status,
    amount: { amount: transfer.amount, currency: transfer.currency },
    method,
    bank_name: transfer.bankName,
    account_last4: lastFour(transfer.accountNumber),
    failure_code: transfer.failureCode,
    created_at: transfer.createdAt.toISOString(),
    settled_at: transfer.settledAt?.toISOString() ?? null,
  };
}

/** An excess sent back (its latest attempt) with the payment it came from. */
export interface ExcessTransfer {
  readonly transfer: RefundTransferView;
  readonly payment: PaymentRow;
}

/**
 * The payments whose excess was sent back (decision 304), newest first by their latest
 * attempt, a page of them: their ids and how many there are in all.
 */
export async function excessPaymentPage(
  db: Reader,
  { page, limit }: { page: number; limit: number },
): Promise<{ paymentIds: string[]; total: number }> {
  const excess = eq(refundTransfers.cause, 'excess');
  const latest = max(refundTransfers.createdAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ paymentId: refundTransfers.paymentId, latest })
      .from(refundTransfers)
      .where(excess)
      .groupBy(refundTransfers.paymentId)
      .orderBy(desc(latest), desc(refundTransfers.paymentId))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: countDistinct(refundTransfers.paymentId) })
      .from(refundTransfers)
      .where(excess),
  ]);
  return { paymentIds: rows.map((row) => row.paymentId), total: counted?.total ?? 0 };
}

/**
 * The excess sent back for each of these payments, in their order: the live attempt (pending
 * or succeeded, at most one) or else the newest failed one, as `refundTransfersOf` shows a
 * refund's. A payment without an excess transfer is left out.
 */
export async function excessTransfersOf(
  db: Reader,
  paymentIds: readonly string[],
): Promise<ExcessTransfer[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .select({ transfer: refundTransfers, payment: payments })
    .from(refundTransfers)
    .innerJoin(payments, eq(payments.id, refundTransfers.paymentId))
    .where(
      and(eq(refundTransfers.cause, 'excess'), inArray(refundTransfers.paymentId, [...paymentIds])),
    )
    .orderBy(asc(refundTransfers.createdAt), asc(refundTransfers.id));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const kept = latest.get(row.payment.id);
    if (kept && kept.transfer.status !== 'failed') continue;
    latest.set(row.payment.id, row);
  }
  return paymentIds.flatMap((id) => {
    const row = latest.get(id);
    return row
      ? [{ transfer: toTransferView(row.transfer, row.payment.method), payment: row.payment }]
      : [];
  });
}
