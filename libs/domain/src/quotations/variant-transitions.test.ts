import { describe, expect, it } from 'vitest';
import { ACTORS, type Actor } from '../orders/order-status';
import type { SubmissionState } from './quotation-state';
import {
  VARIANT_REJECTION_REASON_MAX_LENGTH,
  VARIANT_STEPS,
  VARIANT_TRANSITIONS,
  type VariantStep,
  acceptsVariantMoves,
  allowedVariantMoves,
  canMoveVariant,
  isVariantStep,
  submissionStateFromVariants,
  variantStep,
} from './variant-transitions';

const longest = 'x'.repeat(VARIANT_REJECTION_REASON_MAX_LENGTH);

describe('canMoveVariant', () => {
  it.each<[VariantStep, VariantStep, Actor, string | undefined, unknown]>([
    ['in_progress', 'quoted', 'staff', undefined, { ok: true }],
    ['quoted', 'quoted', 'staff', undefined, { ok: true }],
    ['in_progress', 'rejected', 'staff', 'Warna ini habis di pemasok', { ok: true }],
    ['in_progress', 'rejected', 'staff', longest, { ok: true }],
    ['in_progress', 'rejected', 'staff', `  ${longest}  `, { ok: true }],
    ['rejected', 'in_progress', 'customer', undefined, { ok: true }],
    ['quoted', 'declined', 'customer', undefined, { ok: true }],
    // the reason
    [
      'in_progress',
      'rejected',
      'staff',
      undefined,
      { ok: false, code: 'validation_failed', field: 'field.required' },
    ],
    [
      'in_progress',
      'rejected',
      'staff',
      ' \n\t ',
      { ok: false, code: 'validation_failed', field: 'field.required' },
    ],
    [
      'in_progress',
      'rejected',
      'staff',
      `${longest}x`,
      { ok: false, code: 'validation_failed', field: 'field.too_long' },
    ],
    // refusals
    ['quoted', 'rejected', 'staff', 'r', { ok: false, code: 'transition_not_allowed' }],
    ['rejected', 'quoted', 'staff', undefined, { ok: false, code: 'transition_not_allowed' }],
    ['declined', 'quoted', 'staff', undefined, { ok: false, code: 'transition_not_allowed' }],
    [
      'declined',
      'in_progress',
      'customer',
      undefined,
      { ok: false, code: 'transition_not_allowed' },
    ],
    ['declined', 'quoted', 'customer', undefined, { ok: false, code: 'transition_not_allowed' }],
    [
      'in_progress',
      'declined',
      'customer',
      undefined,
      { ok: false, code: 'transition_not_allowed' },
    ],
    ['rejected', 'declined', 'customer', undefined, { ok: false, code: 'transition_not_allowed' }],
    ['rejected', 'in_progress', 'staff', undefined, { ok: false, code: 'transition_not_allowed' }],
    ['quoted', 'declined', 'staff', undefined, { ok: false, code: 'transition_not_allowed' }],
    ['in_progress', 'rejected', 'customer', 'r', { ok: false, code: 'transition_not_allowed' }],
    ['in_progress', 'quoted', 'customer', undefined, { ok: false, code: 'transition_not_allowed' }],
    ['in_progress', 'rejected', 'system', 'r', { ok: false, code: 'transition_not_allowed' }],
  ])('%s -> %s by %s (reason %j)', (from, to, actor, reason, expected) => {
    expect(canMoveVariant(from, to, actor, { reason })).toEqual(expected);
  });

  it('agrees with the table for every pair and actor', () => {
    for (const from of VARIANT_STEPS) {
      for (const to of VARIANT_STEPS) {
        for (const actor of ACTORS) {
          const listed = VARIANT_TRANSITIONS.some(
            (t) => t.from === from && t.to === to && t.actors.includes(actor),
          );
          expect(canMoveVariant(from, to, actor, { reason: 'r' }).ok).toBe(listed);
        }
      }
    }
  });

  it('leaves a declined variant final: a new price is a new submission', () => {
    const exits = new Set(VARIANT_TRANSITIONS.map((t) => t.from));
    expect(VARIANT_STEPS.filter((s) => !exits.has(s))).toEqual(['declined']);
  });
});

describe('allowedVariantMoves', () => {
  it.each<[VariantStep, Actor, VariantStep[]]>([
    ['in_progress', 'staff', ['quoted', 'rejected']],
    ['quoted', 'staff', []],
    ['quoted', 'customer', ['declined']],
    ['rejected', 'customer', ['in_progress']],
    ['rejected', 'staff', []],
    ['in_progress', 'customer', []],
    ['declined', 'customer', []],
    ['declined', 'staff', []],
  ])('from %s for %s', (from, actor, moves) => {
    expect(allowedVariantMoves(from, actor)).toEqual(moves);
  });
});

describe('variantStep', () => {
  const at = new Date('2026-03-02T00:00:00Z');
  it.each([
    [{ state: 'in_progress', declinedAt: null }, 'in_progress'],
    [{ state: 'quoted', declinedAt: null }, 'quoted'],
    [{ state: 'rejected', declinedAt: null }, 'rejected'],
    [{ state: 'not_quoted', declinedAt: at }, 'declined'],
  ] as const)('%j is %s', (stored, step) => {
    expect(variantStep(stored)).toBe(step);
  });

  it.each(['not_quoted', 'must_calculate'] as const)(
    'a stored %s without a decline is broken',
    (state) => {
      expect(() => variantStep({ state, declinedAt: null })).toThrow();
    },
  );
});

describe('submissionStateFromVariants', () => {
  it.each<[SubmissionState, VariantStep[], SubmissionState]>([
    // the team still owes a price
    ['submitted', ['in_progress', 'in_progress'], 'submitted'],
    ['under_review', ['quoted', 'in_progress', 'in_progress'], 'under_review'],
    ['under_review', ['quoted', 'rejected', 'in_progress'], 'under_review'],
    ['accepted', ['quoted', 'in_progress'], 'under_review'],
    ['rejected', ['rejected', 'in_progress'], 'under_review'],
    ['under_review', ['declined', 'in_progress'], 'under_review'],
    // nothing owed, something on offer
    ['under_review', ['quoted', 'quoted', 'quoted'], 'accepted'],
    ['under_review', ['quoted', 'quoted', 'rejected'], 'accepted'],
    ['accepted', ['quoted', 'declined'], 'accepted'],
    ['accepted', ['quoted', 'declined', 'rejected'], 'accepted'],
    // nothing on offer
    ['under_review', ['rejected', 'rejected'], 'rejected'],
    ['accepted', ['declined', 'rejected'], 'rejected'],
    ['under_review', ['rejected'], 'rejected'],
    ['accepted', ['declined', 'declined'], 'canceled'],
    ['accepted', ['declined'], 'canceled'],
    // canceled is over
    ['canceled', ['in_progress'], 'canceled'],
    ['canceled', ['quoted'], 'canceled'],
  ])('%s with %j -> %s', (current, steps, expected) => {
    expect(submissionStateFromVariants(current, steps)).toBe(expected);
  });
});

describe('isVariantStep', () => {
  it.each([
    ['in_progress', true],
    ['declined', true],
    ['not_quoted', false],
    ['partially_quoted', false],
    ['', false],
  ])('%j: %s', (value, expected) => {
    expect(isVariantStep(value)).toBe(expected);
  });
});

describe('acceptsVariantMoves', () => {
  it.each<[SubmissionState, boolean]>([
    ['submitted', true],
    ['under_review', true],
    ['accepted', true],
    ['rejected', true],
    ['canceled', false],
  ])('%s: %s', (state, accepts) => {
    expect(acceptsVariantMoves(state)).toBe(accepts);
  });
});
