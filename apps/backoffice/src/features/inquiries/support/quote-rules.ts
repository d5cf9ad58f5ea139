import { canMoveSubmission } from '@storefront/domain';
import type { SubmissionState } from '@storefront/domain';

/**
 * Whether staff may reject a submission now. The gateway moves a `submitted` one through
 * `under_review` first (as the domain's moves go), then asks the domain for the rejection:
 * the same question is asked here to show or hide the button. The gateway has the last word.
 */
export function staffCanReject(state: SubmissionState): boolean {
  const reviewed =
    state === 'submitted' && canMoveSubmission(state, 'under_review', 'staff').ok
      ? 'under_review'
      : state;
  return canMoveSubmission(reviewed, 'rejected', 'staff', { reason: 'x' }).ok;
}

/**
 * Whether a variant may be quoted (or re-quoted, a correction): until the submission is rejected
 * or canceled, as the gateway's quoteVariant refuses after that.
 */
export function staffCanQuote(state: SubmissionState): boolean {
  return state !== 'rejected' && state !== 'canceled';
}
