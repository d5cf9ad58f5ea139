import { CONTRACT_BY_ID as C } from '@storefront/contract';
import {
  installmentPlansOf,
  localeForLanguageCode,
  paymentChannelsOf,
  paymentSubjectKindOf,
} from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { customerId, staffId } from '../../http/caller';
import { registerDevPaymentRoutes } from './dev-payments.routes';
import { listHeldPayments, resolveHeldPayment } from './held-payments.service';
import type { SubjectPayment } from './payment.service';
import { payByCard, paymentForSubject } from './payment.service';
import { registerTipTopPayRoutes } from './tiptoppay-webhook.routes';
import type { PaymentSubjectRef } from '../../context/payment-subjects';
import { registerXenditWebhook } from './xendit-webhook.routes';

/**
 * What `/oci/pembayaran/{id}` names (libs/domain's rule): an order group by its number, or a
 * staff adjustment by its id. The customer pays an extra charge through the same payment page as
 * the group (docs/decisions/190-payments-wired-to-orders.md).
 */
function subjectOf(id: string): PaymentSubjectRef {
  return { kind: paymentSubjectKindOf(id), id };
}

/**
 * What the card form needs: the provider's tokenization script (one source: the payment adapter),
 * the 3-D Secure page of an open card payment so a reload resumes it, and the market's
 * installment plans (decision 280).
 */
function cardFacts(context: AppContext, found: SubjectPayment) {
  const card = found.method === 'credit_card' || found.method === 'installment';
  const tokenization = card ? context.adapters.payment.cardTokenization : null;
  const payment = found.payment;
  return {
    card_tokenization: tokenization
      ? { script_url: tokenization.scriptUrl, publishable_key: tokenization.publishableKey }
      : null,
    authentication_url:
      card && payment?.status === 'requires_action' ? payment.instructions.authenticationUrl : null,
    installment_months:
      found.method === 'installment' ? [...installmentPlansOf(context.market)] : [],
  };
}

/**
 * Payment of order groups and their adjustments: how to pay (created on first read for virtual
 * accounts, QR and e-wallets) and the card step. The subjects are read through the handlers that
 * modules/orders registers on `context.paymentSubjects`; until it does, every group is 404. Plus
 * the Xendit webhook, the simulator's development calls, and staff's queue of held payments.
 */
export async function registerPaymentRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  bindEndpoint(app, C.getPayment, async ({ input, request }) => {
    const groupNumber = input.params.groupNumber;
    const found = await paymentForSubject(context, customerId(request), subjectOf(groupNumber), {
      ...(input.query.channel ? { channel: input.query.channel } : {}),
      ...(input.query.method ? { method: input.query.method } : {}),
      locale:
        localeForLanguageCode(request.languageCode, context.market) ?? context.market.defaultLocale,
      log: request.log,
    });
    const instructions = found.payment?.instructions;
    return {
      group_number: groupNumber,
      method: found.method,
      methods: [...found.methods],
      amount: found.amount,
      payment_status: found.paid ? ('paid' as const) : ('unpaid' as const),
      deadline: found.deadline?.toISOString() ?? null,
      paid_at: found.payment?.paidAt?.toISOString() ?? null,
      virtual_account: instructions?.virtualAccount ?? null,
      qr_string: instructions?.qrString ?? null,
      checkout_url: instructions?.checkoutUrl ?? null,
      mobile_checkout_url: instructions?.mobileCheckoutUrl ?? null,
      channel: instructions?.channel ?? null,
      channels: [...paymentChannelsOf(found.method, context.market)],
      // One source for the storefront's test-mode banner: the adapter actually taking payments.
      test_mode: context.adapters.payment.provider === 'simulator',
      last_attempt_failed: !found.paid && found.payment === null && found.lastAttemptFailed,
      // Paid, nothing is refused: the page says it is paid.
      refusal: found.paid ? null : found.refusal,
      ...cardFacts(context, found),
    };
  });

  bindEndpoint(app, C.payByCard, async ({ input, request }) => {
    const body = input.body;
    const payment = await payByCard(context, {
      customerId: customerId(request),
      subject: subjectOf(body.group_number),
      idempotencyKey: body.idempotency_key,
      ...(body.method ? { method: body.method } : {}),
      log: request.log,
      card: {
        tokenId: body.token_id,
        installmentMonths: body.installment_months,
        // TipTop Pay checks where the cardholder pays from (decision 294); never stored.
        payerIp: request.ip,
      },
    });
    return {
      payment_status: payment.status === 'paid' ? ('paid' as const) : ('unpaid' as const),
      authentication_url:
        payment.status === 'requires_action' ? payment.instructions.authenticationUrl : null,
    };
  });

  // Staff: money held for review (decision 183).
  bindEndpoint(app, C.listHeldPayments, ({ input }) => listHeldPayments(context, input.query));
  bindEndpoint(app, C.resolveHeldPayment, ({ input, request }) =>
    resolveHeldPayment(context, staffId(request), input.params.paymentId, input.body),
  );

  await registerXenditWebhook(app, context);
  await registerTipTopPayRoutes(app, context);
  await registerDevPaymentRoutes(app, context);
}
