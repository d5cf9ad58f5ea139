import { hasControlCharacter } from '@storefront/domain';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { PaymentProvider } from '../../db/schema';
import { paymentEvents, payments } from '../../db/schema';
import { isUuid } from '../../db/row-id';
import { writeAudit } from '../admin';

/** Why a provider's callback could not be taken. */
export type RefusalReason =
  /** The amount is no whole number of minor units we can hold (0.5 rupiah, 1e308, 2^53). */
  | 'amount_unreadable'
  /** The body lacks what an event we act on needs, or carries control characters. */
  | 'body_unreadable';

/** The review reason a known, unpaid payment is held with after a refused callback. */
export const CALLBACK_REFUSED_REVIEW_REASON = 'callback_refused';

export interface RefusedCallback {
  readonly provider: PaymentProvider;
  /** The event's identity when it could be read: a redelivery then adds nothing. */
  readonly eventId: string | null;
  readonly providerRequestId: string | null;
  /** Our payment id as the provider echoes it. */
  readonly reference: string | null;
  readonly reason: RefusalReason;
  /** What staff are shown beside the reason: the event, its status, the amount as sent. */
  readonly details: Readonly<Record<string, string | null>>;
}

/** At most this much of any value a provider sent is kept for staff. */
const DETAIL_MAX_LENGTH = 80;

/** A value as it may be stored and shown: short, and without what PostgreSQL refuses in JSON. */
function storable(value: string | null): string | null {
  if (value === null) return null;
  const short = value.slice(0, DETAIL_MAX_LENGTH);
  return hasControlCharacter(short) ? '(control characters)' : short;
}

/**
 * Records a callback the gateway cannot act on, so that the provider can be answered 2xx and
 * stops redelivering it, and staff still learn of it (decision 227): one line in the audit log
 * (`payment.callback_refused`, shown in the back-office's audit log) and, when the payment is
 * ours and not yet paid, the payment held with review reason `callback_refused` (shown on the
 * back-office's held payments screen). A redelivered event with a readable id is recorded once.
 */
export async function recordRefusedCallback(
  context: Pick<AppContext, 'db' | 'now'>,
  callback: RefusedCallback,
): Promise<'refused' | 'duplicate'> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const eventId = storable(callback.eventId);
    let recordedId: string | null = null;
    if (eventId !== null) {
      const [recorded] = await tx
        .insert(paymentEvents)
        .values({ provider: callback.provider, eventId, kind: 'refused', receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!recorded) return 'duplicate';
      recordedId = recorded.id;
    }

    const requestId = storable(callback.providerRequestId);
    const reference =
      callback.reference !== null && isUuid(callback.reference) ? callback.reference : null;
    const matches = [
      ...(requestId !== null
        ? [and(eq(payments.provider, callback.provider), eq(payments.providerRequestId, requestId))]
        : []),
      ...(reference !== null
        ? [and(eq(payments.provider, callback.provider), eq(payments.id, reference))]
        : []),
    ];
    const [payment] =
      matches.length > 0
        ? await tx
            .select({ id: payments.id })
            .from(payments)
            .where(or(...matches))
            .for('update')
        : [];
    if (payment) {
      if (recordedId !== null) {
        await tx
          .update(paymentEvents)
          .set({ paymentId: payment.id })
          .where(eq(paymentEvents.id, recordedId));
      }
      // A paid or failed payment stands; an open one waits for staff instead of for a retry that never comes.
      await tx
        .update(payments)
        .set({ reviewReason: CALLBACK_REFUSED_REVIEW_REASON, updatedAt: now })
        .where(
          and(
            eq(payments.id, payment.id),
            inArray(payments.status, ['pending', 'requires_action']),
            isNull(payments.reviewReason),
          ),
        );
    }

    await writeAudit(tx, {
      actorType: 'system',
      actorId: null,
      action: 'payment.callback_refused',
      subject: { entity: 'payment', id: payment?.id ?? requestId ?? 'unknown' },
      before: null,
      after: {
        provider: callback.provider,
        reason: callback.reason,
        event_id: eventId,
        payment_request_id: requestId,
        ...Object.fromEntries(
          Object.entries(callback.details).map(([key, value]) => [key, storable(value)]),
        ),
      },
      at: now,
    });
    return 'refused';
  });
}
