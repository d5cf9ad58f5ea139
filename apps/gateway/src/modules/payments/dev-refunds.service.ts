import type { CONTRACT_BY_ID as C, EndpointResponse } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { settleSimulatedRefund } from '../../adapters/payment/simulator-refunds';
import { refundTransfers } from '../../db/schema';
import { isUuid } from '../../db/row-id';
import { AppError } from '../../http/app-error';
import { writeAudit } from '../admin';
import { applyTransferEvent, auditSubjectOf } from './refund-transfers.service';

type DevRefund = EndpointResponse<typeof C.settleDevRefund>;

/**
 * The simulator's callback for a refund or payout, said by a person or a test (development
 * only): the simulator's book is settled, then the event is applied exactly as a provider's
 * callback (refund-transfers.service.ts), so a second call, or the other outcome after the
 * first, changes nothing. Audited as the staff member's act.
 */
export async function settleDevRefund(
  context: AppContext,
  transferId: string,
  outcome: 'succeeded' | 'failed',
  actorId: string,
): Promise<DevRefund> {
  if (!isUuid(transferId)) throw new AppError('not_found');
  const [transfer] = await context.db
    .select()
    .from(refundTransfers)
    .where(eq(refundTransfers.id, transferId));
  // Only what the simulator was asked to send (a refused one has no simulator id).
  if (!transfer || transfer.provider !== 'simulator' || !transfer.providerTransferId) {
    throw new AppError('not_found');
  }
  if (await settleSimulatedRefund(context.db, transfer.providerTransferId, outcome)) {
    await applyTransferEvent(context, {
      provider: 'simulator',
      eventId: `simulator:${transfer.providerTransferId}:${outcome}`,
      outcome,
      providerTransferId: transfer.providerTransferId,
      reference: transfer.id,
      failureCode: outcome === 'failed' ? 'SIMULATED_FAILURE' : null,
    });
    await writeAudit(context.db, {
      actorType: 'staff',
      actorId,
      action: 'refund.simulate_settle',
      subject: auditSubjectOf(transfer),
      before: null,
      after: { transfer: transfer.id, outcome },
      at: context.now(),
    });
  }
  const [after] = await context.db
    .select({ status: refundTransfers.status })
    .from(refundTransfers)
    .where(eq(refundTransfers.id, transferId));
  return { status: after?.status ?? transfer.status };
}
