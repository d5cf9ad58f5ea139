import { randomUUID } from 'node:crypto';
import type { Money, RefundTransferKind } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { simulatedRefunds } from '../../db/schema';
import type { CreatedTransfer, PaymentAdapter } from './payment-adapter';

/**
 * The simulator's refunds and payouts: booked in `simulated_refunds` as pending, like a real
 * provider's, and settled only through the development endpoint (a person or a test says
 * whether the money arrived). The reference is unique, so a re-sent request answers the first
 * booking, as a provider's idempotency key does.
 */
export function createSimulatorRefunds(
  db: Database,
): Pick<PaymentAdapter, 'refundPayment' | 'sendPayout'> {
  async function book(
    kind: RefundTransferKind,
    reference: string,
    amount: Money,
  ): Promise<CreatedTransfer> {
    await db
      .insert(simulatedRefunds)
      .values({
        id: `sim-${kind}-${randomUUID()}`,
        kind,
        amount: amount.amount,
        currency: amount.currency,
        reference,
      })
      .onConflictDoNothing({ target: simulatedRefunds.reference });
    const [booked] = await db
      .select()
      .from(simulatedRefunds)
      .where(eq(simulatedRefunds.reference, reference));
    if (!booked) throw new Error('simulated refund not booked');
    return { providerTransferId: booked.id, status: booked.status, failureCode: null };
  }
  return {
    refundPayment: (request) => book('refund', request.reference, request.amount),
    sendPayout: (request) => book('payout', request.reference, request.amount),
  };
}

/**
 * The simulator's side of a settled refund or payout: its book says so. Null for an id it never
 * issued or one already settled the other way (the provider's word is final).
 */
export async function settleSimulatedRefund(
  db: Database,
  providerTransferId: string,
  outcome: 'succeeded' | 'failed',
): Promise<boolean> {
  const [row] = await db
    .select({ status: simulatedRefunds.status })
    .from(simulatedRefunds)
    .where(eq(simulatedRefunds.id, providerTransferId));
  if (!row) return false;
  if (row.status === outcome) return true;
  const [updated] = await db
    .update(simulatedRefunds)
    .set({ status: outcome })
    .where(and(eq(simulatedRefunds.id, providerTransferId), eq(simulatedRefunds.status, 'pending')))
    .returning({ id: simulatedRefunds.id });
  return updated !== undefined;
}
