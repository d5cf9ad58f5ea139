import type { CONTRACT_BY_ID as C, EndpointResponse } from '@storefront/contract';
import { localizedPath, paymentPath } from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import {
  failSimulatedCharge,
  settleSimulatedCharge,
} from '../../adapters/payment/simulator-payment.adapter';
import { payments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { CHARGE_ID } from './dev-payments.service';
import { applyProviderEvent } from './payment-events.service';
import type { PaymentRow } from './payment.service';

// The simulator's e-wallet checkout (dev-ewallet.routes.ts): what the wallet's app does when the
// buyer approves or refuses, reported through the same provider-event path as real money.

type Finished = EndpointResponse<typeof C.finishDevEwallet>;

/** The simulated e-wallet payment of a charge id; anything else names nothing (404). */
export async function ewalletByChargeId(
  context: Pick<AppContext, 'db'>,
  chargeId: string,
): Promise<PaymentRow> {
  const [row] = CHARGE_ID.test(chargeId)
    ? await context.db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.provider, 'simulator'),
            eq(payments.providerRequestId, chargeId),
            eq(payments.method, 'ewallet'),
          ),
        )
    : [];
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * Where the wallet sends the buyer back: the address the payment was created with when it is the
 * storefront's own (never another site: an open redirect), else the payment page in the market's
 * default language.
 */
export function ewalletReturnUrl(
  context: Pick<AppContext, 'config' | 'market'>,
  row: PaymentRow,
  asked: string | undefined,
): string {
  const base = context.config.publicUrl.replace(/\/+$/, '');
  const fallback = `${base}${localizedPath(context.market.defaultLocale, paymentPath(row.subjectId))}`;
  if (!asked) return fallback;
  try {
    const url = new URL(asked);
    const own = new URL(base);
    return url.origin === own.origin && url.pathname.endsWith(`/${paymentPath(row.subjectId)}`)
      ? url.toString()
      : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Whether the wallet's checkout was closed because the buyer switched to another method: the
 * simulator closed its charge (closePayment, decision 308), as Xendit cancels the request.
 */
export function isClosedCheckout(row: Pick<PaymentRow, 'status' | 'failureCode'>): boolean {
  return row.status === 'failed' && row.failureCode === 'superseded';
}

/**
 * The buyer pays or refuses in the simulated wallet. Paying settles the charge as the provider's
 * capture callback would; refusing fails it as its failure callback would. Each is one provider
 * event (a second press is a duplicate and changes nothing); a paid payment stays paid.
 */
export async function finishDevEwallet(
  context: AppContext,
  chargeId: string,
  result: 'paid' | 'failed',
  log: FastifyBaseLogger,
): Promise<Finished> {
  const payment = await ewalletByChargeId(context, chargeId);
  if (payment.status === 'paid') return { payment_status: 'paid' };
  // A closed checkout takes no answer at all: the buyer pays through the method they chose.
  if (isClosedCheckout(payment)) throw new AppError('transition_not_allowed');
  if (payment.status === 'failed') return { payment_status: 'unpaid' };
  if (result === 'paid') {
    const collected = await settleSimulatedCharge(context.db, chargeId);
    if (!collected) throw new AppError('transition_not_allowed');
    await applyProviderEvent(
      context,
      {
        provider: 'simulator',
        eventId: `ewallet:${chargeId}`,
        outcome: 'succeeded',
        providerRequestId: chargeId,
        reference: payment.id,
        providerPaymentId: collected.providerPaymentId,
        amount: { amount: payment.amount, currency: payment.currency },
      },
      log,
    );
    return statusNow(context, payment.id);
  }
  if (!(await failSimulatedCharge(context.db, chargeId))) {
    throw new AppError('transition_not_allowed');
  }
  await applyProviderEvent(context, {
    provider: 'simulator',
    eventId: `ewallet-failed:${chargeId}`,
    outcome: 'failed',
    providerRequestId: chargeId,
    reference: payment.id,
    providerPaymentId: null,
    amount: null,
  });
  return statusNow(context, payment.id);
}

/** The payment as the events left it (a held second payment of a paid subject is still paid). */
async function statusNow(context: Pick<AppContext, 'db'>, paymentId: string): Promise<Finished> {
  const [row] = await context.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return { payment_status: row?.status === 'paid' ? 'paid' : 'unpaid' };
}
