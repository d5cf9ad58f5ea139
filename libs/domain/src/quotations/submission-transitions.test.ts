import { describe, expect, it } from 'vitest';
import { ACTORS, type Actor } from '../orders/order-status';
import { SUBMISSION_STATES, type SubmissionState } from './quotation-state';
import {
  SUBMISSION_TRANSITIONS,
  allowedSubmissionMoves,
  canMoveSubmission,
} from './submission-transitions';

describe('canMoveSubmission', () => {
  it.each<[SubmissionState, SubmissionState, Actor, string | undefined, unknown]>([
    ['submitted', 'under_review', 'staff', undefined, { ok: true }],
    ['under_review', 'accepted', 'staff', undefined, { ok: true }],
    ['under_review', 'rejected', 'staff', 'Link is a shop page, not a product', { ok: true }],
    ['under_review', 'rejected', 'staff', undefined, { ok: false, code: 'validation_failed' }],
    ['under_review', 'rejected', 'staff', '   ', { ok: false, code: 'validation_failed' }],
    ['rejected', 'submitted', 'customer', undefined, { ok: true }],
    ['submitted', 'canceled', 'customer', undefined, { ok: true }],
    ['under_review', 'canceled', 'customer', undefined, { ok: true }],
    // refusals
    [
      'submitted',
      'under_review',
      'customer',
      undefined,
      { ok: false, code: 'transition_not_allowed' },
    ],
    ['submitted', 'accepted', 'staff', undefined, { ok: false, code: 'transition_not_allowed' }],
    ['accepted', 'canceled', 'customer', undefined, { ok: false, code: 'transition_not_allowed' }],
    ['rejected', 'canceled', 'customer', undefined, { ok: false, code: 'transition_not_allowed' }],
    ['rejected', 'submitted', 'staff', undefined, { ok: false, code: 'transition_not_allowed' }],
    ['canceled', 'submitted', 'customer', undefined, { ok: false, code: 'transition_not_allowed' }],
    ['submitted', 'canceled', 'staff', undefined, { ok: false, code: 'transition_not_allowed' }],
    ['under_review', 'rejected', 'system', 'x', { ok: false, code: 'transition_not_allowed' }],
  ])('%s -> %s by %s (reason %s)', (from, to, actor, reason, expected) => {
    expect(canMoveSubmission(from, to, actor, { reason })).toEqual(expected);
  });

  it('needs no details for a move without a requirement', () => {
    expect(canMoveSubmission('submitted', 'under_review', 'staff')).toEqual({ ok: true });
  });

  it('agrees with the table for every pair and actor', () => {
    for (const from of SUBMISSION_STATES) {
      for (const to of SUBMISSION_STATES) {
        for (const actor of ACTORS) {
          const listed = SUBMISSION_TRANSITIONS.some(
            (t) => t.from === from && t.to === to && t.actors.includes(actor),
          );
          expect(canMoveSubmission(from, to, actor, { reason: 'r' }).ok).toBe(listed);
        }
      }
    }
  });

  it('leaves accepted and canceled final', () => {
    const exits = new Set(SUBMISSION_TRANSITIONS.map((t) => t.from));
    expect(SUBMISSION_STATES.filter((s) => !exits.has(s))).toEqual(['accepted', 'canceled']);
  });
});

describe('allowedSubmissionMoves', () => {
  it.each<[SubmissionState, Actor, SubmissionState[]]>([
    ['submitted', 'staff', ['under_review']],
    ['submitted', 'customer', ['canceled']],
    ['under_review', 'staff', ['accepted', 'rejected']],
    ['under_review', 'customer', ['canceled']],
    ['rejected', 'customer', ['submitted']],
    ['accepted', 'customer', []],
  ])('from %s for %s', (from, actor, moves) => {
    expect(allowedSubmissionMoves(from, actor)).toEqual(moves);
  });
});
