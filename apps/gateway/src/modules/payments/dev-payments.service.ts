import type {
  CONTRACT_BY_ID as C,
  EndpointParsedRequest,
  EndpointResponse,
} from '@storefront/contract';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { settleSimulatedCharge } from '../../adapters/payment/simulator-payment.adapter';
import { payments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { writeAudit } from '../admin';
import { applyProviderEvent } from './payment-events.service';
import type { PaymentRow } from './payment.service';

// The development calls of the local payment simulator (registered by dev-payments.routes.ts
// only outside production and only with the simulator as the payment adapter).

type DevPayment = EndpointResponse<typeof C.settleDevPayment>;
type SettleBody = EndpointParsedRequest<typeof C.settleDevPayment>['body'];

/** The simulator's charge ids; anything else names no charge. */
export const CHARGE_ID = /^sim-[0-9a-f-]{36}$/;

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

/** Staff settle the subject's open simulated payment, as if the customer had paid. */
export async function settleDevPayment(
  context: AppContext,
  body: SettleBody,
  actorId: string,
  log: FastifyBaseLogger,
): Promise<DevPayment> {
  const { subject_kind: kind, subject_id: id } = body;
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
    log,
  );
  const [after] = await context.db.select().from(payments).where(eq(payments.id, open.id));
  if (!after) throw new AppError('not_found');
  await writeAudit(context.db, {
    actorType: 'staff',
    actorId,
    action: 'payment.simulate_settle',
    subject: { entity: 'payment', id: open.id },
    before: toDevPayment(open),
    after: toDevPayment(after),
    at: context.now(),
  });
  return toDevPayment(after);
}

/** The simulator's 3-D Secure step: the card's one-time password, as the issuer would check it. */
export async function confirmDevCardOtp(
  context: AppContext,
  chargeId: string,
  otp: string,
  log: FastifyBaseLogger,
): Promise<EndpointResponse<typeof C.confirmDevCardOtp>> {
  const payment = CHARGE_ID.test(chargeId) ? await byChargeId(context, chargeId) : undefined;
  if (!payment) throw new AppError('not_found');
  if (payment.status === 'paid') return { payment_status: 'paid' as const };
  const result = await context.adapters.payment.confirmCardOtp(chargeId, otp);
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
    log,
  );
  return { payment_status: outcome === 'failed' ? ('unpaid' as const) : ('paid' as const) };
}
