import { hasControlCharacter } from '@storefront/domain';
import type { AppContext } from '../../app-context';
import type { PaymentProvider } from '../../db/schema';
import { paymentEvents } from '../../db/schema';
import { writeAudit } from '../admin';

/** At most this much of any value a provider sent is kept. */
const VALUE_MAX_LENGTH = 80;

function kept(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const short = String(value).slice(0, VALUE_MAX_LENGTH);
  return hasControlCharacter(short) ? '(control characters)' : short;
}

/**
 * Records a callback of an event the gateway does not act on (a new event Xendit added, an
 * authorization before its capture), so that it is acknowledged and still seen: one audit line
 * `payment.callback_ignored` with the event's name and ids, once per event identity (a
 * redelivery adds nothing). Nothing about a payment changes (decision 281).
 */
export async function recordIgnoredCallback(
  context: Pick<AppContext, 'db' | 'now'>,
  provider: PaymentProvider,
  body: unknown,
): Promise<'ignored' | 'duplicate'> {
  const { event, data } = (body ?? {}) as { event?: unknown; data?: Record<string, unknown> };
  const raw = data && typeof data === 'object' ? data : {};
  const name = kept(event);
  const objectId = kept(raw['payment_id'] ?? raw['payment_request_id'] ?? raw['id']);
  const status = kept(raw['status']);
  const now = context.now();
  return context.db.transaction(async (tx) => {
    if (name !== null && objectId !== null) {
      const [recorded] = await tx
        .insert(paymentEvents)
        .values({
          provider,
          eventId: `${name}:${objectId}:${status ?? ''}`,
          kind: 'ignored',
          receivedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!recorded) return 'duplicate';
    }
    await writeAudit(tx, {
      actorType: 'system',
      actorId: null,
      action: 'payment.callback_ignored',
      subject: { entity: 'payment', id: objectId ?? 'unknown' },
      before: null,
      after: {
        provider,
        event: name,
        status,
        payment_request_id: kept(raw['payment_request_id']),
        reference_id: kept(raw['reference_id']),
      },
      at: now,
    });
    return 'ignored';
  });
}
