import { CURRENCIES, moneyFromDecimal } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../app';
import { AppError } from '../../http/app-error';
import type { EventOutcome, ProviderEvent } from './payment-events.service';
import { applyProviderEvent } from './payment-events.service';

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

/** Events that settle or fail a payment; every other event is acknowledged and ignored. */
const OUTCOMES: Readonly<Record<string, ProviderEvent['outcome']>> = {
  'payment.capture': 'succeeded',
  'payment.failure': 'failed',
};

/**
 * POST /webhooks/xendit: Xendit's payment status callbacks. Not a contract entry: Xendit, not
 * our client, defines its body. Registered only when Xendit is configured. The `x-callback-token`
 * header must equal the configured token (401 otherwise). Each event is applied once
 * (payment-events.service.ts); an event for a payment not yet known answers 404 so that Xendit
 * redelivers it, a duplicate answers 200 with nothing changed.
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
      const parsed = webhookSchema.safeParse(request.body);
      if (!parsed.success) throw new AppError('bad_request');
      const { event, data } = parsed.data;
      const outcome = OUTCOMES[event];
      let result: EventOutcome | 'ignored' = 'ignored';
      if (outcome) {
        result = await applyProviderEvent(
          context,
          {
            provider: 'xendit',
            // The event's own identity, equal on every redelivery (a delivery id would not be).
            eventId: `${event}:${data.payment_id ?? data.payment_request_id}:${data.status}`,
            outcome,
            providerRequestId: data.payment_request_id,
            reference: data.reference_id ?? null,
            providerPaymentId: data.payment_id ?? null,
            amount:
              data.request_amount !== undefined && data.currency
                ? moneyFromDecimal(String(data.request_amount), data.currency)
                : null,
          },
          request.log,
        );
      }
      return reply.code(200).send({ status: 200, message: 'OK', data: { result } });
    },
  );
}
