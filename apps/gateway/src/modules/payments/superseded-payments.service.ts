import { isPaymentChannel } from '@storefront/domain';
import type { AppContext } from '../../app-context';
import type { ClosedPayment, PaymentInstructions } from '../../adapters/payment/payment-adapter';
import { PaymentProviderError } from '../../adapters/payment/payment-adapter';
import type { payments } from '../../db/schema';
import { writeAudit } from '../admin';

type PaymentRow = typeof payments.$inferSelect;

/** An attempt a switch of method ended (decision 304): what closing it at the provider needs. */
export type SupersededPayment = Pick<
  PaymentRow,
  'id' | 'provider' | 'providerRequestId' | 'method' | 'instructions'
>;

/** Where a close the provider refused or never answered is reported (the request's logger). */
export interface CloseLogger {
  warn(object: object, message: string): void;
}

/** What the audit line says happened at the provider. */
type CloseResult =
  | ClosedPayment['outcome']
  /** The provider refused or did not answer; the attempt may still be payable there. */
  | 'failed';

/**
 * Closes superseded attempts at the provider (decision 308), after the transaction that ended
 * them committed: a provider call never holds a transaction or the subject's lock. Best effort,
 * once: a refusal or no answer is logged (status and code, nothing else) and audited
 * (`payment.close_superseded` on `payment:{id}`), and never fails the buyer's new attempt. What
 * stays open is covered by the late-capture rule (decision 182): its money pays the subject if it
 * is still unpaid, else it is held for a refund. An attempt the provider never answered has no
 * id to close by and is skipped.
 */
export async function closeSupersededPayments(
  context: Pick<AppContext, 'db' | 'now' | 'adapters'>,
  superseded: readonly SupersededPayment[],
  log?: CloseLogger,
): Promise<void> {
  const adapter = context.adapters.payment;
  for (const row of superseded) {
    if (row.providerRequestId === null) continue;
    let result: CloseResult;
    let providerStatus: number | null = null;
    let providerCode: string | null = null;
    try {
      if (adapter.provider !== row.provider) {
        // Opened with another provider (the setting changed since): this one cannot reach it.
        throw new PaymentProviderError(
          'another provider took the payment',
          null,
          'PROVIDER_CHANGED',
        );
      }
      const channel = (row.instructions as Partial<PaymentInstructions> | null)?.channel ?? null;
      result = (
        await adapter.closePayment({
          reference: row.id,
          providerRequestId: row.providerRequestId,
          method: row.method,
          channel: channel !== null && isPaymentChannel(channel) ? channel : null,
        })
      ).outcome;
    } catch (error) {
      result = 'failed';
      if (error instanceof PaymentProviderError) {
        providerStatus = error.providerStatus;
        providerCode = error.providerCode;
      }
      // The error's name only for anything else: its message may carry a query or an address.
      log?.warn(
        {
          payment: row.id,
          status: providerStatus,
          code: providerCode,
          ...(error instanceof PaymentProviderError
            ? {}
            : { error: error instanceof Error ? error.name : 'unknown' }),
        },
        'superseded payment not closed at the provider',
      );
    }
    try {
      await writeAudit(context.db, {
        actorType: 'system',
        actorId: null,
        action: 'payment.close_superseded',
        subject: { entity: 'payment', id: row.id },
        before: null,
        after: {
          provider: row.provider,
          provider_request_id: row.providerRequestId,
          result,
          provider_status: providerStatus,
          provider_code: providerCode,
        },
        at: context.now(),
      });
    } catch (error) {
      log?.warn(
        { payment: row.id, error: error instanceof Error ? error.name : 'unknown' },
        'closing a superseded payment was not audited',
      );
    }
  }
}
