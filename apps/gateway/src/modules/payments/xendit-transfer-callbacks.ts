import { findControlCharacter } from '@storefront/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { TransferEvent, TransferEventOutcome } from './refund-transfers.service';
import { applyTransferEvent } from './refund-transfers.service';

/**
 * Refund (Payments API v3) and payout (Payouts API v2) callbacks: what each says of our
 * transfer. A reversal is a payout the bank sent back after it succeeded (decision 282).
 */
const TRANSFER_EVENTS: Readonly<
  Record<string, Pick<TransferEvent, 'outcome'> & { reversal?: boolean }>
> = {
  'refund.succeeded': { outcome: 'succeeded' },
  'refund.failed': { outcome: 'failed' },
  'payout.succeeded': { outcome: 'succeeded' },
  'payout.failed': { outcome: 'failed' },
  'payout.reversed': { outcome: 'failed', reversal: true },
};

export function isTransferEvent(event: unknown): boolean {
  return typeof event === 'string' && Object.hasOwn(TRANSFER_EVENTS, event);
}

/** The fields of a refund or payout callback this gateway reads; Xendit sends more. */
const transferCallbackSchema = z.object({
  event: z.string(),
  data: z.object({
    // A refund names itself `id` in callbacks and `refund_id` in some answers; a payout `id`.
    id: z.string().min(1).optional(),
    refund_id: z.string().min(1).optional(),
    reference_id: z.string().optional(),
    status: z.string(),
    failure_code: z.string().nullish(),
  }),
});

/**
 * Applies one refund or payout callback (refund-transfers.service.ts: once per event id, only
 * a pending transfer moves). A body we cannot read is answered `refused` (200: Xendit would
 * only redeliver it) and logged for staff, who see the transfer still pending.
 */
export async function applyXenditTransferCallback(
  context: Pick<AppContext, 'db' | 'now'>,
  body: unknown,
  log: { warn(object: object, message: string): void },
): Promise<TransferEventOutcome | 'refused'> {
  const parsed =
    findControlCharacter(body) === null ? transferCallbackSchema.safeParse(body) : null;
  const id = parsed?.success ? (parsed.data.data.id ?? parsed.data.data.refund_id) : undefined;
  const known = parsed?.success ? TRANSFER_EVENTS[parsed.data.event] : undefined;
  if (!parsed?.success || !id || !known) {
    log.warn({ reason: 'body_unreadable' }, 'Xendit refund callback refused');
    return 'refused';
  }
  const { event, data } = parsed.data;
  return applyTransferEvent(context, {
    provider: 'xendit',
    // The event's own identity, equal on every redelivery.
    eventId: `${event}:${id}:${data.status}`,
    outcome: known.outcome,
    providerTransferId: id,
    reference: data.reference_id ?? null,
    failureCode: data.failure_code ?? (known.reversal ? 'REVERSED' : null),
    ...(known.reversal ? { reversal: true } : {}),
  });
}
