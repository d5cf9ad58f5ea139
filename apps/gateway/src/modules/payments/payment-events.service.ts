import type { Money } from '@storefront/domain';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { PaymentProvider } from '../../db/schema';
import { paymentEvents, payments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../db/row-id';
import type { Transaction } from '../../db/transaction';
import type { PaymentSubjectRef } from '../../context/payment-subjects';
import {
  excessDestination,
  queueExcessReturn,
  sendRefundTransfers,
} from './refund-transfers.service';

/** A provider's word that a payment succeeded or failed, as a webhook or the simulator says it. */
export interface ProviderEvent {
  readonly provider: PaymentProvider;
  /** Unique per event at the provider; a redelivery carries the same id. */
  readonly eventId: string;
  readonly outcome: 'succeeded' | 'failed';
  readonly providerRequestId: string;
  /** Our payment id as sent as the provider's reference; finds the row before its provider id is stored. */
  readonly reference: string | null;
  readonly providerPaymentId: string | null;
  /** What the provider says it collected; null when the event does not say. */
  readonly amount: Money | null;
}

export type EventOutcome =
  | 'settled'
  | 'failed'
  | 'duplicate'
  | 'already_final'
  | 'subject_already_paid'
  | 'amount_mismatch'
  | 'subject_not_payable';

/**
 * Where a failed after-commit action of a subject owner, or a refused return of an excess, is
 * reported (the request's logger).
 */
export interface SettlementLogger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

interface Applied {
  readonly outcome: EventOutcome;
  readonly afterCommit?: () => Promise<void>;
  /** The excess booked to go back (decision 304), sent once the settlement has committed. */
  readonly excessId?: string;
}

/**
 * Locks one subject until the transaction ends (an advisory lock on its kind and id): the
 * settlement of a payment and the start of a new attempt of the same subject run one after the
 * other. Taken before any row of the subject's owner is read, so both paths lock in one order.
 */
export async function lockSubject(tx: Transaction, subject: PaymentSubjectRef): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`payment-subject:${subject.kind}:${subject.id}`}, 0))`,
  );
}

/**
 * Applies one provider event, exactly once, in one transaction:
 * 1. the event id is recorded (unique per provider): a redelivered event changes nothing;
 * 2. the payment row is locked (FOR UPDATE): parallel events for it queue behind each other;
 * 3. a paid payment is final: a late "failed" or a second "succeeded" changes nothing;
 * 4. the subject is locked too (an advisory lock on kind and id), so two different payments of
 *    one subject cannot both pay it: the second is kept as paid, flagged for a refund, and the
 *    subject's hook is not called again;
 * 5. the subject owner's onSettled hook runs in the same transaction; when the owner cannot take
 *    the money (a cancelled group) the payment is flagged with its reason for a staff refund;
 * 6. after the commit, and only then, the owner's after-commit action runs (notifications).
 * What the provider says it collected is stored (decision 304): less than asked, or another
 * currency, is held for staff (`amount_mismatch`); more pays the subject and the excess is booked
 * to go back the way it came, sent after the commit; with nowhere to send it (a transfer and no
 * saved bank account), the payment is held for staff as a mismatch.
 * An event for a payment we do not know is refused (not recorded), so the provider retries it
 * after our own write of the provider id has committed.
 */
export async function applyProviderEvent(
  context: Pick<AppContext, 'db' | 'now' | 'paymentSubjects' | 'market' | 'adapters'>,
  event: ProviderEvent,
  log?: SettlementLogger,
): Promise<EventOutcome> {
  const applied = await context.db.transaction(async (tx): Promise<Applied> => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        provider: event.provider,
        eventId: event.eventId,
        kind: event.outcome,
        receivedAt: context.now(),
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return { outcome: 'duplicate' };

    const byProviderId = and(
      eq(payments.provider, event.provider),
      eq(payments.providerRequestId, event.providerRequestId),
    );
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        event.reference && isUuid(event.reference)
          ? or(
              byProviderId,
              and(eq(payments.provider, event.provider), eq(payments.id, event.reference)),
            )
          : byProviderId,
      )
      .for('update');
    if (!payment) throw new AppError('not_found');
    await tx
      .update(paymentEvents)
      .set({ paymentId: payment.id })
      .where(eq(paymentEvents.id, recorded.id));

    if (payment.status === 'paid') return { outcome: 'already_final' };
    const now = context.now();

    if (event.outcome === 'failed') {
      await tx
        .update(payments)
        .set({ status: 'failed', failureCode: 'provider_failed', updatedAt: now })
        .where(eq(payments.id, payment.id));
      return { outcome: 'failed' };
    }

    const received = event.amount
      ? { receivedAmount: event.amount.amount, receivedCurrency: event.amount.currency }
      : {};
    const holdAsMismatch = async (): Promise<Applied> => {
      // Money arrived, but not what was asked: not settled automatically; staff decide.
      await tx
        .update(payments)
        .set({ reviewReason: 'amount_mismatch', ...received, updatedAt: now })
        .where(eq(payments.id, payment.id));
      return { outcome: 'amount_mismatch' };
    };
    if (
      event.amount &&
      (event.amount.amount < payment.amount || event.amount.currency !== payment.currency)
    ) {
      return holdAsMismatch();
    }
    // More than asked: the asked amount pays the subject, the rest goes back (decision 304).
    const excess = event.amount ? event.amount.amount - payment.amount : 0;
    const destination =
      excess > 0 ? await excessDestination(tx, payment, event.providerPaymentId) : null;
    if (excess > 0 && destination === null) return holdAsMismatch();

    await lockSubject(tx, { kind: payment.subjectKind, id: payment.subjectId });
    const [otherPaid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.subjectKind, payment.subjectKind),
          eq(payments.subjectId, payment.subjectId),
          eq(payments.status, 'paid'),
          // A payment held for staff did not pay the subject.
          isNull(payments.reviewReason),
          ne(payments.id, payment.id),
        ),
      );
    await tx
      .update(payments)
      .set({
        status: 'paid',
        paidAt: now,
        providerPaymentId: event.providerPaymentId,
        providerRequestId: payment.providerRequestId ?? event.providerRequestId,
        settledEventId: event.eventId,
        failureCode: null,
        ...received,
        ...(otherPaid ? { reviewReason: 'subject_already_paid' } : {}),
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    if (otherPaid) return { outcome: 'subject_already_paid' };

    const handler = context.paymentSubjects.find(payment.subjectKind);
    // Without the owner the money cannot be booked: roll back, the provider retries later.
    if (!handler) throw new Error(`no payment subject handler for ${payment.subjectKind}`);
    const reply = await handler.onSettled(
      { kind: payment.subjectKind, id: payment.subjectId },
      tx,
      {
        paymentId: payment.id,
        amount: { amount: payment.amount, currency: payment.currency },
        method: payment.method,
        paidAt: now,
      },
    );
    if (reply?.reviewReason) {
      await tx
        .update(payments)
        .set({ reviewReason: reply.reviewReason, updatedAt: now })
        .where(eq(payments.id, payment.id));
      return { outcome: 'subject_not_payable' };
    }
    const excessId = destination
      ? await queueExcessReturn(tx, payment, excess, destination, now)
      : null;
    return {
      outcome: 'settled',
      ...(reply?.afterCommit ? { afterCommit: reply.afterCommit } : {}),
      ...(excessId ? { excessId } : {}),
    };
  });

  if (applied.excessId) {
    // Booked with the settlement; a refusal or no answer is kept on the transfer (failed, with
    // the provider's code), never answered: the money is booked and the provider must not retry.
    try {
      await sendRefundTransfers(context, [applied.excessId], log);
    } catch (error) {
      log?.error({ err: error }, 'sending the excess of a settled payment failed');
    }
  }
  if (applied.afterCommit) {
    // The money is booked and committed; a failed notification cannot change that, so it is
    // reported, not answered (a 500 would make the provider redeliver a settled event).
    try {
      await applied.afterCommit();
    } catch (error) {
      log?.error({ err: error }, 'after-commit action of a settled payment failed');
    }
  }
  return applied.outcome;
}
