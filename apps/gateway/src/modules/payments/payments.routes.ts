import { CONTRACT_BY_ID as C } from '@storefront/contract';
import { FIELD_ERRORS, isCardExpired, paymentSubjectKindOf } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { bindEndpoint } from '../../http/bind-endpoint';
import { customerId, staffId } from '../../http/caller';
import { registerDevPaymentRoutes } from './dev-payments.routes';
import { listHeldPayments, resolveHeldPayment } from './held-payments.service';
import { payByCard, paymentForSubject } from './payment.service';
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
    const found = await paymentForSubject(context, customerId(request), subjectOf(groupNumber));
    const instructions = found.payment?.instructions;
    return {
      group_number: groupNumber,
      method: found.method,
      amount: found.amount,
      payment_status: found.paid ? ('paid' as const) : ('unpaid' as const),
      deadline: found.deadline?.toISOString() ?? null,
      paid_at: found.payment?.paidAt?.toISOString() ?? null,
      virtual_account: instructions?.virtualAccount ?? null,
      qr_string: instructions?.qrString ?? null,
      checkout_url: instructions?.checkoutUrl ?? null,
    };
  });

  bindEndpoint(app, C.payByCard, async ({ input, request }) => {
    const body = input.body;
    if (isCardExpired(body.expiry_month, body.expiry_year, context.now())) {
      throw new AppError('validation_failed', undefined, {
        expiry_month: FIELD_ERRORS.expiry,
        expiry_year: FIELD_ERRORS.expiry,
      });
    }
    const payment = await payByCard(context, {
      customerId: customerId(request),
      subject: subjectOf(body.group_number),
      idempotencyKey: body.idempotency_key,
      card: {
        holderName: body.card_holder_name,
        number: body.card_number,
        expiryMonth: body.expiry_month,
        expiryYear: body.expiry_year,
        cvv: body.cvv,
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
  await registerDevPaymentRoutes(app, context);
}
