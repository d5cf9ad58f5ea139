import type { Money } from '@storefront/domain';
import { CURRENCIES, findControlCharacter, isAcceptedAmount, parseMoney } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  TIPTOPPAY_TERM_PATH,
  tipTopPayAuthenticationPath,
  tipTopPayHmacMatches,
} from '../../adapters/payment/tiptoppay-payment.adapter';
import type { PaymentInstructions } from '../../adapters/payment/payment-adapter';
import { payments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { EventOutcome } from './payment-events.service';
import { applyProviderEvent } from './payment-events.service';
import { recordIgnoredCallback } from './ignored-callbacks.service';
import { recordRefusedCallback } from './refused-callbacks.service';
import type { TransferEventOutcome } from './refund-transfers.service';
import { applyTransferEvent } from './refund-transfers.service';

export const TIPTOPPAY_WEBHOOK_PATH = '/webhooks/tiptoppay';

/** A notification is a short form; anything longer is not TipTop Pay's. */
const BODY_LIMIT = 64 * 1024;

/** The fields of a Pay, Fail or Refund notification this gateway reads; TipTop Pay sends more. */
const notificationSchema = z.object({
  TransactionId: z.string().regex(/^\d{1,19}$/),
  Amount: z.string().regex(/^\d{1,16}(\.\d{1,2})?$/),
  Currency: z.enum(CURRENCIES),
  InvoiceId: z.string().optional(),
  Status: z.string().optional(),
  ReasonCode: z.string().optional(),
  PaymentTransactionId: z.string().optional(),
});

/** The notifications this gateway acts on, by the path TipTop Pay is told to call. */
const NOTIFICATIONS = ['pay', 'fail', 'refund'] as const;
type Notification = (typeof NOTIFICATIONS)[number];

/** A notification body as text fields: form-urlencoded (TipTop Pay's default) or JSON. */
function fieldsOf(raw: string, contentType: string | undefined): Record<string, string> | null {
  if (contentType?.startsWith('application/json')) {
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      return Object.fromEntries(
        Object.entries(parsed).flatMap(([key, value]) =>
          typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
        ),
      );
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/** The amount as exact minor units we can hold, or 'unreadable'. */
function collected(amount: string, currency: Money['currency']): Money | 'unreadable' {
  const parsed = parseMoney(amount, currency);
  return parsed.ok && isAcceptedAmount(parsed.money.amount) ? parsed.money : 'unreadable';
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * The short pages of the 3-D Secure step, shown inside the payment screen's dialog, whose Done
 * button then reads the result from us. They name no amount or card; the three languages of the
 * Kazakh storefront are written side by side (the page cannot know the buyer's).
 */
const STEP_TEXTS = {
  continue: [
    'Банкіңіздің картаны растау бетіне өтіңіз.',
    'Перейдите на страницу подтверждения карты вашего банка.',
    "Continue to your bank's card verification page.",
  ],
  button: ['Жалғастыру · Продолжить · Continue'],
  paid: [
    'Төлем расталды. «Дайын» түймесін басыңыз.',
    'Оплата подтверждена. Нажмите «Готово».',
    'Payment confirmed. Press Done.',
  ],
  notPaid: [
    'Банк төлемді растамады. Терезені жауып, қайта көріңіз.',
    'Банк не подтвердил оплату. Закройте окно и попробуйте снова.',
    'Your bank did not confirm the payment. Close this window and try again.',
  ],
} as const;

function stepPage(
  reply: FastifyReply,
  frameOrigin: string,
  body: string,
  form?: PaymentInstructions['authenticationForm'],
) {
  const nonce = randomBytes(16).toString('base64');
  let formHtml = '';
  if (form) {
    const fields = Object.entries(form.fields)
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
      )
      .join('');
    const button = `<button type="submit">${escapeHtml(STEP_TEXTS.button[0])}</button>`;
    // Posted at once; the button stays for a browser that runs no script.
    formHtml =
      `<form id="acs" method="post" action="${escapeHtml(form.action)}">${fields}${button}</form>` +
      `<script nonce="${nonce}">document.getElementById('acs').submit();</script>`;
  }
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      // Only the issuer's form leaves this page, and only the storefront may frame it.
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action https: ${frameOrigin}; frame-ancestors 'self' ${frameOrigin}; base-uri 'none'`,
    )
    .send(
      `<!doctype html><html lang="kk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>3-D Secure</title></head><body style="font-family: sans-serif; max-width: 28rem; margin: 2rem auto">${body}${formHtml}</body></html>`,
    );
}

const lines = (texts: readonly string[]) =>
  texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('');

/**
 * TipTop Pay's side of the payments module (decision 294), registered only when TipTop Pay
 * takes the payments:
 * - `POST /webhooks/tiptoppay/{pay|fail|refund}`: its notifications, each checked against
 *   `Content-HMAC` (base64 HMAC-SHA256 of the body as sent, keyed with the API Secret; 401
 *   otherwise), applied once by the transaction's identity (a redelivery changes nothing) and
 *   answered `{"code":0}`. A notification we cannot read or hold is refused like Xendit's (200,
 *   recorded, its payment held for staff); any other notification path is recorded and
 *   acknowledged (ignored-callbacks.service.ts).
 * - `GET /payments/tiptoppay/:transactionId/3ds`: our page in the payment dialog that posts
 *   the issuer's 3-D Secure form (AcsUrl, PaReq, MD, TermUrl), signed so a guessed number shows
 *   nothing.
 * - `POST /payments/tiptoppay/3ds-return`: the TermUrl the issuer posts PaRes to; the charge
 *   is completed at TipTop Pay (post3ds) and its result applied once.
 */
export async function registerTipTopPayRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const settings = context.config.tipTopPay;
  if (!settings || context.adapters.payment.provider !== 'tiptoppay') return;
  const frameOrigin = new URL(context.config.publicUrl).origin;

  async function paymentOf(transactionId: string) {
    const [row] = await context.db
      .select()
      .from(payments)
      .where(
        and(eq(payments.provider, 'tiptoppay'), eq(payments.providerRequestId, transactionId)),
      );
    return row;
  }

  await app.register(async (scope) => {
    // The signature is over the body exactly as sent: it is kept as text, parsed here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.post<{ Params: { notification: string } }>(
      `${TIPTOPPAY_WEBHOOK_PATH}/:notification`,
      // TipTop Pay's retries come from few addresses; the signature keeps others out.
      { config: { rateLimit: false } },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['content-hmac'];
        if (
          !tipTopPayHmacMatches(
            settings.apiSecret,
            raw,
            typeof signature === 'string' ? signature : undefined,
          )
        ) {
          throw new AppError('unauthorized');
        }
        const acknowledge = (
          result: EventOutcome | TransferEventOutcome | 'refused' | 'ignored' | 'duplicate',
        ) => reply.code(200).send({ code: 0, result });
        const fields = fieldsOf(raw, request.headers['content-type']);
        const notification = request.params.notification.toLowerCase();
        if (!(NOTIFICATIONS as readonly string[]).includes(notification)) {
          // Check, Confirm, Cancel, Recurrent…: not used here, recorded and acknowledged.
          const result = await recordIgnoredCallback(context, 'tiptoppay', {
            event: notification,
            data: {
              id: fields?.['TransactionId'],
              status: fields?.['Status'],
              reference_id: fields?.['InvoiceId'],
            },
          });
          return acknowledge(result);
        }
        const kind = notification as Notification;
        const parsed =
          fields && findControlCharacter(fields) === null
            ? notificationSchema.safeParse(fields)
            : null;
        const refuse = async (
          reason: 'amount_unreadable' | 'body_unreadable',
          eventId: string | null,
        ) => {
          request.log.warn({ reason, notification: kind }, 'TipTop Pay notification refused');
          if (kind === 'refund') return acknowledge('refused');
          return acknowledge(
            await recordRefusedCallback(context, {
              provider: 'tiptoppay',
              eventId,
              providerRequestId: fields?.['TransactionId'] ?? null,
              reference: fields?.['InvoiceId'] ?? null,
              reason,
              details: {
                event: kind,
                status: fields?.['Status'] ?? null,
                request_amount: fields?.['Amount'] ?? null,
                currency: fields?.['Currency'] ?? null,
              },
            }),
          );
        };
        if (!parsed?.success) return refuse('body_unreadable', null);
        const data = parsed.data;
        // The transaction's own identity, equal on every redelivery.
        const eventId = `${kind}:${data.TransactionId}`;
        if (kind === 'refund') {
          return acknowledge(
            await applyTransferEvent(context, {
              provider: 'tiptoppay',
              eventId,
              outcome: 'succeeded',
              providerTransferId: data.TransactionId,
              reference: null,
              failureCode: null,
            }),
          );
        }
        const amount = kind === 'fail' ? null : collected(data.Amount, data.Currency);
        if (amount === 'unreadable') return refuse('amount_unreadable', eventId);
        const result = await applyProviderEvent(
          context,
          {
            provider: 'tiptoppay',
            eventId,
            outcome: kind === 'pay' ? 'succeeded' : 'failed',
            providerRequestId: data.TransactionId,
            reference: data.InvoiceId ?? null,
            providerPaymentId: kind === 'pay' ? data.TransactionId : null,
            amount,
          },
          request.log,
        );
        return acknowledge(result);
      },
    );

    scope.get<{ Params: { transactionId: string }; Querystring: { s?: string } }>(
      '/payments/tiptoppay/:transactionId/3ds',
      async (request, reply) => {
        const { transactionId } = request.params;
        const expected = /^\d{1,19}$/.test(transactionId)
          ? tipTopPayAuthenticationPath(settings.apiSecret, transactionId)
          : null;
        const given = `/payments/tiptoppay/${encodeURIComponent(transactionId)}/3ds?s=${request.query.s ?? ''}`;
        if (expected === null || expected !== given) throw new AppError('not_found');
        const payment = await paymentOf(transactionId);
        if (!payment) throw new AppError('not_found');
        if (payment.status === 'paid') return stepPage(reply, frameOrigin, lines(STEP_TEXTS.paid));
        const form = (payment.instructions as Partial<PaymentInstructions> | null)
          ?.authenticationForm;
        if (payment.status !== 'requires_action' || !form) {
          return stepPage(reply, frameOrigin, lines(STEP_TEXTS.notPaid));
        }
        return stepPage(reply, frameOrigin, lines(STEP_TEXTS.continue), form);
      },
    );

    scope.post(
      TIPTOPPAY_TERM_PATH,
      { config: { strictRateLimit: true } },
      async (request, reply) => {
        const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
        const transactionId = form.get('MD') ?? '';
        const paRes = form.get('PaRes') ?? '';
        const payment = /^\d{1,19}$/.test(transactionId)
          ? await paymentOf(transactionId)
          : undefined;
        if (!payment || !paRes) throw new AppError('not_found');
        if (payment.status === 'paid') return stepPage(reply, frameOrigin, lines(STEP_TEXTS.paid));
        if (payment.status !== 'requires_action') {
          return stepPage(reply, frameOrigin, lines(STEP_TEXTS.notPaid));
        }
        let result;
        try {
          result = await context.adapters.payment.confirmCardOtp(transactionId, paRes);
        } catch (error) {
          request.log.warn({ err: error }, 'TipTop Pay post3ds failed');
          return stepPage(reply, frameOrigin, lines(STEP_TEXTS.notPaid));
        }
        // A PaRes TipTop Pay could not read ends nothing: the issuer's page may be tried again.
        if (!result.ok && result.reason !== 'attempts_exceeded') {
          return stepPage(reply, frameOrigin, lines(STEP_TEXTS.notPaid));
        }
        const outcome = await applyProviderEvent(
          context,
          result.ok
            ? {
                provider: 'tiptoppay',
                eventId: `post3ds:${transactionId}`,
                outcome: 'succeeded',
                providerRequestId: transactionId,
                reference: payment.id,
                providerPaymentId: result.providerPaymentId,
                amount: null,
              }
            : {
                provider: 'tiptoppay',
                eventId: `post3ds-declined:${transactionId}`,
                outcome: 'failed',
                providerRequestId: transactionId,
                reference: payment.id,
                providerPaymentId: null,
                amount: null,
              },
          request.log,
        );
        const paid = result.ok && outcome !== 'failed';
        return stepPage(reply, frameOrigin, lines(paid ? STEP_TEXTS.paid : STEP_TEXTS.notPaid));
      },
    );
  });
}
