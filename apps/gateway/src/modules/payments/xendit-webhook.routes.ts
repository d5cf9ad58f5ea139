import type { Money } from '@storefront/domain';
import { CURRENCIES, findControlCharacter, isAcceptedAmount, parseMoney } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { EventOutcome, ProviderEvent } from './payment-events.service';
import { applyProviderEvent } from './payment-events.service';
import { recordIgnoredCallback } from './ignored-callbacks.service';
import { recordRefusedCallback } from './refused-callbacks.service';
import { applyXenditTransferCallback, isTransferEvent } from './xendit-transfer-callbacks';

export const XENDIT_WEBHOOK_PATH = '/webhooks/xendit';

/**
 * Compares the callback token in constant time. Both sides are hashed first so that neither the
 * length nor any prefix of the configured token shows in the response time.
 */
export function callbackTokenMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/** The parts of a Payments API v3 payment webhook this gateway reads. */
const webhookSchema = z.object({
  event: z.string(),
  created: z.string().optional(),
  data: z.object({
    payment_id: z.string().optional(),
    payment_request_id: z.string(),
    reference_id: z.string().optional(),
    status: z.string(),
    request_amount: z.number().optional(),
    currency: z.enum(CURRENCIES).optional(),
  }),
});

/**
 * The amount Xendit says it collected, as exact minor units we can hold; 'unreadable' for a
 * fraction of a minor unit (0.5 rupiah), an exponent (1e308) or anything past MAX_MONEY_AMOUNT
 * (2^53). Absent: null, nothing to compare.
 */
function collectedAmount(
  amount: number | undefined,
  currency: Money['currency'] | undefined,
): Money | null | 'unreadable' {
  if (amount === undefined || currency === undefined) return null;
  const parsed = parseMoney(String(amount), currency);
  return parsed.ok && isAcceptedAmount(parsed.money.amount) ? parsed.money : 'unreadable';
}

/** A value of the raw body for the refusal record (only ever a short text). */
function rawText(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/**
 * Payments API v3 events that settle or end a payment, for every method (virtual account, QR,
 * e-wallet, card): money collected (`payment.capture`), a payment the channel failed
 * (`payment.failure`: a refused e-wallet, a declined card), a request that expired unpaid
 * (`payment_request.expiry`: a virtual account or QR past its time, an e-wallet checkout left
 * open) and an authorization that lapsed (`payment.expiry`). Every other event is recorded and
 * acknowledged (ignored-callbacks.service.ts, decision 281).
 */
export const XENDIT_PAYMENT_OUTCOMES: Readonly<Record<string, ProviderEvent['outcome']>> = {
  'payment.capture': 'succeeded',
  'payment.failure': 'failed',
  'payment_request.expiry': 'failed',
  'payment.expiry': 'failed',
};

/**
 * POST /webhooks/xendit: Xendit's payment status callbacks. Not a contract entry: Xendit, not
 * our client, defines its body. Registered only when Xendit is configured. The `x-callback-token`
 * header must equal the configured token (401 otherwise). Each event is applied once
 * (payment-events.service.ts); an event for a payment not yet known answers 404 so that Xendit
 * redelivers it, a duplicate answers 200 with nothing changed. A capture or failure we cannot
 * take (an unreadable body, an amount we cannot hold) answers 200 `refused`, is recorded in the
 * audit log and holds its payment for staff (refused-callbacks.service.ts, decision 227).
 */
export async function registerXenditWebhook(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const xendit = context.config.xendit;
  if (!xendit) return;

  app.post(
    XENDIT_WEBHOOK_PATH,
    // Xendit's retries come from few addresses; the token, not a rate limit, keeps others out.
    { config: { rateLimit: false } },
    async (request, reply) => {
      const token = request.headers['x-callback-token'];
      if (
        !callbackTokenMatches(typeof token === 'string' ? token : undefined, xendit.callbackToken)
      ) {
        throw new AppError('unauthorized');
      }
      const body = request.body as { event?: unknown; data?: Record<string, unknown> } | null;
      // Money going back: refund and payout events (decision 282).
      if (isTransferEvent(body?.event)) {
        const result = await applyXenditTransferCallback(context, request.body, request.log);
        return reply.code(200).send({ status: 200, message: 'OK', data: { result } });
      }
      const outcome =
        typeof body?.event === 'string' ? XENDIT_PAYMENT_OUTCOMES[body.event] : undefined;
      // An event we do not act on is recorded and acknowledged whatever its shape.
      if (!outcome) {
        const result = await recordIgnoredCallback(context, 'xendit', request.body);
        return reply.code(200).send({ status: 200, message: 'OK', data: { result } });
      }
      const acknowledge = (result: EventOutcome | 'refused' | 'duplicate') =>
        reply.code(200).send({ status: 200, message: 'OK', data: { result } });
      // A callback of an event we act on that we cannot take is answered 200 all the same (a 4xx
      // or 5xx only makes Xendit redeliver it for days), recorded and shown to staff (decision 227).
      const refuse = async (
        reason: 'amount_unreadable' | 'body_unreadable',
        eventId: string | null,
      ) => {
        const raw = body?.data ?? {};
        request.log.warn({ reason, event: body?.event }, 'Xendit callback refused');
        return acknowledge(
          await recordRefusedCallback(context, {
            provider: 'xendit',
            eventId,
            providerRequestId: rawText(raw['payment_request_id']),
            reference: rawText(raw['reference_id']),
            reason,
            details: {
              event: rawText(body?.event),
              status: rawText(raw['status']),
              request_amount: rawText(raw['request_amount']),
              currency: rawText(raw['currency']),
            },
          }),
        );
      };
      const parsed =
        findControlCharacter(request.body) === null ? webhookSchema.safeParse(request.body) : null;
      if (!parsed?.success) return refuse('body_unreadable', null);
      const { event, data } = parsed.data;
      const eventId = `${event}:${data.payment_id ?? data.payment_request_id}:${data.status}`;
      // A failure needs no amount; a capture of an amount we cannot hold is not settled.
      const amount =
        outcome === 'failed' ? null : collectedAmount(data.request_amount, data.currency);
      if (amount === 'unreadable') return refuse('amount_unreadable', eventId);
      const result = await applyProviderEvent(
        context,
        {
          provider: 'xendit',
          // The event's own identity, equal on every redelivery (a delivery id would not be).
          eventId,
          outcome,
          providerRequestId: data.payment_request_id,
          reference: data.reference_id ?? null,
          providerPaymentId: data.payment_id ?? null,
          amount,
        },
        request.log,
      );
      return acknowledge(result);
    },
  );
}
