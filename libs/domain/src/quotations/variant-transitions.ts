import type { ErrorCode } from '../errors/error-codes';
import type { FieldErrorId } from '../errors/field-error-ids';
import { FIELD_ERRORS } from '../errors/field-error-ids';
import type { Actor } from '../orders/order-status';
import type { VariantQuotationState } from './product-quotation-state';
import type { SubmissionState } from './quotation-state';

/**
 * Where one variant of a submission stands (issue 14, partial quotes): the team prices it
 * (in_progress), it has a price (quoted), staff turned it down with a reason (rejected), or the
 * buyer turned its price down (declined). A declined variant is stored as `not_quoted` with the
 * instant of the decline: the catalogue then reads it as "ask for a price again", which it is.
 */
export const VARIANT_STEPS = ['in_progress', 'quoted', 'rejected', 'declined'] as const;
export type VariantStep = (typeof VARIANT_STEPS)[number];

export function isVariantStep(value: string): value is VariantStep {
  return (VARIANT_STEPS as readonly string[]).includes(value);
}

export interface VariantTransition {
  readonly from: VariantStep;
  readonly to: VariantStep;
  readonly actors: readonly Actor[];
  /** A rejected variant must say why: the buyer corrects it from that reason. */
  readonly requires?: 'reason';
}

/**
 * The life of one variant of a submission, as data. Staff price a variant (and correct a price
 * by quoting again) or reject it with a reason; the buyer resubmits a rejected variant (the team
 * prices it again) or declines a quoted one. A decline is final (decision 287): the price was
 * offered and refused, the variant is released, and the buyer asks anew for a fresh price.
 */
export const VARIANT_TRANSITIONS: readonly VariantTransition[] = [
  { from: 'in_progress', to: 'quoted', actors: ['staff'] },
  { from: 'quoted', to: 'quoted', actors: ['staff'] },
  { from: 'in_progress', to: 'rejected', actors: ['staff'], requires: 'reason' },
  { from: 'rejected', to: 'in_progress', actors: ['customer'] },
  { from: 'quoted', to: 'declined', actors: ['customer'] },
];

/** The longest rejection reason, as the contract's reason text allows. */
export const VARIANT_REJECTION_REASON_MAX_LENGTH = 500;

export interface VariantMoveDetails {
  readonly reason?: string | null;
}

export type VariantMoveCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: Extract<ErrorCode, 'transition_not_allowed' | 'validation_failed'>;
      /** For validation_failed: what is wrong with the reason. */
      readonly field?: FieldErrorId;
    };

/**
 * Whether `actor` may move a variant from `from` to `to`. A rejection's reason is judged
 * trimmed: blank is `field.required`, longer than the limit `field.tooLong`.
 */
export function canMoveVariant(
  from: VariantStep,
  to: VariantStep,
  actor: Actor,
  details: VariantMoveDetails = {},
): VariantMoveCheck {
  const transition = VARIANT_TRANSITIONS.find(
    (t) => t.from === from && t.to === to && t.actors.includes(actor),
  );
  if (!transition) return { ok: false, code: 'transition_not_allowed' };
  if (transition.requires === 'reason') {
    const reason = details.reason?.trim() ?? '';
    if (reason === '')
      return { ok: false, code: 'validation_failed', field: FIELD_ERRORS.required };
    if (reason.length > VARIANT_REJECTION_REASON_MAX_LENGTH) {
      return { ok: false, code: 'validation_failed', field: FIELD_ERRORS.tooLong };
    }
  }
  return { ok: true };
}

/** The steps `actor` may move a variant to from `from` (the buttons a screen shows). */
export function allowedVariantMoves(from: VariantStep, actor: Actor): VariantStep[] {
  return VARIANT_TRANSITIONS.filter(
    (t) => t.from === from && t.to !== from && t.actors.includes(actor),
  ).map((t) => t.to);
}

export interface StoredVariant {
  readonly state: VariantQuotationState;
  /** When the buyer declined its price; null otherwise. */
  readonly declinedAt: Date | null;
}

/**
 * The step of a stored submission variant. A submission variant is only ever in progress,
 * quoted, rejected or (declined) not quoted; any other stored state is a broken row.
 */
export function variantStep(variant: StoredVariant): VariantStep {
  if (variant.declinedAt !== null) return 'declined';
  switch (variant.state) {
    case 'in_progress':
    case 'quoted':
    case 'rejected':
      return variant.state;
    default:
      throw new Error(`a submission variant cannot be ${variant.state}`);
  }
}

/**
 * A submission's state after a move of one of its variants (the submission follows its
 * variants rather than the submission table, which holds the moves of the whole submission):
 * - while any variant is being priced the team owes a price: under review (a submission nobody
 *   touched yet stays submitted), so the SLA runs exactly while something is owed;
 * - nothing being priced, something quoted: accepted (the quoted variants are on offer; a
 *   rejected one waits for the buyer, a declined one is closed);
 * - nothing priced or on offer but a rejected variant: rejected (the buyer's move);
 * - every variant declined: canceled (the buyer turned the whole offer down).
 * `current` is the submission's state before the move; a canceled submission stays canceled.
 */
export function submissionStateFromVariants(
  current: SubmissionState,
  steps: readonly VariantStep[],
): SubmissionState {
  if (current === 'canceled') return current;
  if (steps.includes('in_progress')) return current === 'submitted' ? 'submitted' : 'under_review';
  if (steps.includes('quoted')) return 'accepted';
  if (steps.includes('rejected')) return 'rejected';
  return 'canceled';
}

/**
 * Whether the buyer may move a variant of a submission in `state` at all: a canceled submission
 * is over. (A rejected submission's variants may be resubmitted one by one.)
 */
export function acceptsVariantMoves(state: SubmissionState): boolean {
  return state !== 'canceled';
}
