import type { SubmissionState } from './quotation-state';
import { canMoveSubmission } from './submission-transitions';

/**
 * The state a staff action on a submission starts from. Staff's first action on a submitted
 * submission takes it under review (the table's submitted -> under_review move), so quoting and
 * rejecting are always judged from there.
 */
export function staffReviewedState(state: SubmissionState): SubmissionState {
  return state === 'submitted' && canMoveSubmission(state, 'under_review', 'staff').ok
    ? 'under_review'
    : state;
}

/**
 * The states in which staff may price a variant. Quoting is not a move of its own in the table:
 * it happens while a submission is open (submitted, under review) and, as a correction, after it
 * was accepted. A rejected or canceled submission is closed to quotes: the customer resubmits it
 * or asks anew.
 */
export const STAFF_QUOTABLE_STATES: readonly SubmissionState[] = [
  'submitted',
  'under_review',
  'accepted',
];

/** Whether staff may quote (or re-quote) a variant of a submission in `state`. */
export function canStaffQuote(state: SubmissionState): boolean {
  return STAFF_QUOTABLE_STATES.includes(state);
}

/**
 * Whether staff may reject a submission in `state`, passing through under review first. The
 * reason is asked for separately: this answers whether the button belongs on the screen, the
 * gateway judges the reason with `canMoveSubmission`.
 */
export function canStaffReject(state: SubmissionState): boolean {
  return canMoveSubmission(staffReviewedState(state), 'rejected', 'staff', { reason: 'reason' }).ok;
}
