import { CONTRACT_BY_ID as C } from '@storefront/contract';
import type { EndpointResponse } from '@storefront/contract';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app';
import { settleSimulatedCharge } from '../../adapters/payment/simulator-payment.adapter';
import { payments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { bindEndpoint } from '../../http/bind-endpoint';
import { staffId } from '../../http/caller';
import { writeAudit } from '../admin/audit';
import { applyProviderEvent } from './payment-events.service';
import type { PaymentRow } from './payment.service';

type DevPayment = EndpointResponse<typeof C.settleDevPayment>;

const CHARGE_ID = /^sim-[0-9a-f-]{36}$/;

function toDevPayment(row: PaymentRow): DevPayment {
  return {
    id: row.id,
    subject_kind: row.subjectKind,
    subject_id: row.subjectId,
    method: row.method,
    amount: { amount: row.amount, currency: row.currency },
    payment_status: row.status === 'paid' ? 'paid' : 'unpaid',
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

async function byChargeId(context: AppContext, chargeId: string): Promise<PaymentRow | undefined> {
  const [row] = await context.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'simulator'), eq(payments.providerRequestId, chargeId)));
  return row;
}

/** The simulator's stand-in for the card issuer's 3-D Secure page: one field, posted as JSON. */
function authenticatePage(chargeId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Card verification (simulator)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 24rem; margin: 2rem auto">
<h1>Card verification</h1>
<p>Development simulator: enter the one-time password from the development outbox.</p>
<form id="otp-form">
<label for="otp">One-time password</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required>
<button type="submit">Confirm</button>
</form>
<p id="result" role="status"></p>
<script>
document.getElementById('otp-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const otp = document.getElementById('otp').value;
  const answer = await fetch('/dev/payments/${chargeId}/otp', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ otp }),
  });
  const body = await answer.json();
  document.getElementById('result').textContent = answer.ok ? 'Paid. You can close this window.' : body.message;
});
</script>
</body></html>`;
}

/**
 * Development calls of the local payment simulator, registered only outside production and only
 * when the simulator is the payment adapter (with Xendit, money is reported by its webhook).
 */
export async function registerDevPaymentRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  if (context.config.production || context.adapters.payment.provider !== 'simulator') return;

  bindEndpoint(app, C.settleDevPayment, async ({ input, request }) => {
    const { subject_kind: kind, subject_id: id } = input.body;
    const rows = await context.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'simulator'),
          eq(payments.subjectKind, kind),
          eq(payments.subjectId, id),
          isNotNull(payments.providerRequestId),
          inArray(payments.status, ['paid', 'pending', 'requires_action']),
          // A payment held for staff is done with; the subject's open one is settled.
          isNull(payments.reviewReason),
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id));
    const paid = rows.find((row) => row.status === 'paid');
    if (paid) return toDevPayment(paid);
    const open = rows[0];
    if (!open?.providerRequestId) throw new AppError('not_found');
    const collected = await settleSimulatedCharge(context.db, open.providerRequestId);
    if (!collected) throw new AppError('transition_not_allowed');
    await applyProviderEvent(
      context,
      {
        provider: 'simulator',
        eventId: `settle:${open.providerRequestId}`,
        outcome: 'succeeded',
        providerRequestId: open.providerRequestId,
        reference: open.id,
        providerPaymentId: collected.providerPaymentId,
        amount: { amount: open.amount, currency: open.currency },
      },
      request.log,
    );
    const [after] = await context.db.select().from(payments).where(eq(payments.id, open.id));
    if (!after) throw new AppError('not_found');
    await writeAudit(context.db, {
      actorType: 'staff',
      actorId: staffId(request),
      action: 'payment.simulate_settle',
      subject: { entity: 'payment', id: open.id },
      before: toDevPayment(open),
      after: toDevPayment(after),
      at: context.now(),
    });
    return toDevPayment(after);
  });

  bindEndpoint(
    app,
    C.confirmDevCardOtp,
    async ({ input, request }) => {
      const chargeId = input.params.chargeId;
      const payment = CHARGE_ID.test(chargeId) ? await byChargeId(context, chargeId) : undefined;
      if (!payment) throw new AppError('not_found');
      if (payment.status === 'paid') return { payment_status: 'paid' as const };
      const result = await context.adapters.payment.confirmCardOtp(chargeId, input.body.otp);
      if (!result.ok) {
        if (result.reason === 'attempts_exceeded') {
          await applyProviderEvent(context, {
            provider: 'simulator',
            eventId: `otp-failed:${chargeId}`,
            outcome: 'failed',
            providerRequestId: chargeId,
            reference: payment.id,
            providerPaymentId: null,
            amount: null,
          });
        }
        if (result.reason === 'not_waiting') throw new AppError('transition_not_allowed');
        throw new AppError('card_authentication_mismatch');
      }
      const outcome = await applyProviderEvent(
        context,
        {
          provider: 'simulator',
          eventId: `otp:${chargeId}`,
          outcome: 'succeeded',
          providerRequestId: chargeId,
          reference: payment.id,
          providerPaymentId: result.providerPaymentId,
          amount: { amount: payment.amount, currency: payment.currency },
        },
        request.log,
      );
      return { payment_status: outcome === 'failed' ? ('unpaid' as const) : ('paid' as const) };
    },
    { strictRateLimit: true },
  );

  app.get<{ Params: { chargeId: string } }>(
    '/dev/payments/:chargeId/authenticate',
    async (request, reply) => {
      const { chargeId } = request.params;
      if (!CHARGE_ID.test(chargeId)) throw new AppError('not_found');
      return reply.type('text/html; charset=utf-8').send(authenticatePage(chargeId));
    },
  );
}
