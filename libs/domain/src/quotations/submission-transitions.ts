import type { ErrorCode } from '../errors/error-codes';
import type { Actor } from '../orders/order-status';
import type { SubmissionState } from './quotation-state';

export interface SubmissionTransition {
  readonly from: SubmissionState;
  readonly to: SubmissionState;
  readonly actors: readonly Actor[];
  /** A rejection must say why: the customer fixes the submission from that reason. */
  readonly requires?: 'reason';
}

/** The life of a submission (a request for an all-in price), as data. */
export const SUBMISSION_TRANSITIONS: readonly SubmissionTransition[] = [
  { from: 'submitted', to: 'under_review', actors: ['staff'] },
  { from: 'under_review', to: 'accepted', actors: ['staff'] },
  { from: 'under_review', to: 'rejected', actors: ['staff'], requires: 'reason' },
  { from: 'rejected', to: 'submitted', actors: ['customer'] },
  { from: 'submitted', to: 'canceled', actors: ['customer'] },
  { from: 'under_review', to: 'canceled', actors: ['customer'] },
];

export interface SubmissionMoveDetails {
  readonly reason?: string | null;
}

export type SubmissionMoveCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: Extract<ErrorCode, 'transition_not_allowed' | 'validation_failed'>;
    };

/** Whether `actor` may move a submission, including the reason a rejection needs. */
export function canMoveSubmission(
  from: SubmissionState,
  to: SubmissionState,
  actor: Actor,
  details: SubmissionMoveDetails = {},
): SubmissionMoveCheck {
  const transition = SUBMISSION_TRANSITIONS.find(
    (t) => t.from === from && t.to === to && t.actors.includes(actor),
  );
  if (!transition) return { ok: false, code: 'transition_not_allowed' };
  if (transition.requires === 'reason' && !details.reason?.trim()) {
    return { ok: false, code: 'validation_failed' };
  }
  return { ok: true };
}

/** The states `actor` may move a submission to (the buttons a screen shows). */
export function allowedSubmissionMoves(from: SubmissionState, actor: Actor): SubmissionState[] {
  return SUBMISSION_TRANSITIONS.filter((t) => t.from === from && t.actors.includes(actor)).map(
    (t) => t.to,
  );
}
