import { blocksNewRequest } from '@storefront/domain';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { loadBuyerVariantStates } from './buyer-variant-states';

/**
 * Refuses a price request for a variant the customer already asked about while that request
 * still stands: submitted, under review, or quoted with a quote still valid (issue 14, decision
 * 288). A rejected, canceled, expired or ordered variant may be asked about again. The refusal
 * names the submission (`{number}`, which the storefront links to) and marks the row
 * (`variants.<i>.variant_id`). Called inside the submitting transaction after the customer's
 * lock, so two requests sent at once are checked one after the other and cannot both pass. A
 * resubmission's own submission is not a duplicate of it (`resubmitOf`): whether it may be sent
 * again is the submission moves' rule (transition_not_allowed).
 */
export async function refuseDuplicateSubmission(
  tx: Transaction,
  customerId: string,
  lines: readonly { readonly variantId: string }[],
  now: Date,
  resubmitOf?: string,
): Promise<void> {
  const variantIds = lines.map((line) => line.variantId);
  const states = await loadBuyerVariantStates(tx, customerId, variantIds, now, {
    ...(resubmitOf ? { exceptInquiryId: resubmitOf } : {}),
  });
  for (const [index, variantId] of variantIds.entries()) {
    const standing = states.get(variantId);
    if (standing && blocksNewRequest(standing.state)) {
      throw new AppError(
        'variant_already_requested',
        { number: standing.submissionNumber },
        { [`variants.${index}.variant_id`]: 'field.invalid' },
      );
    }
  }
}
