import { describe, expect, it } from 'vitest';
import type { BuyerVariantFacts, BuyerVariantState } from './buyer-variant-state';
import {
  blocksNewRequest,
  BUYER_VARIANT_STATES,
  buyerVariantState,
  currentBuyerState,
  isQuoteValid,
  QUOTE_VALIDITY_HOURS,
  quoteValidUntil,
} from './buyer-variant-state';

const quotedAt = new Date('2026-03-02T10:00:00.000Z');
const until = '2026-03-09T10:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('quote validity', () => {
  it('stands 7 x 24 clock hours from the quote', () => {
    expect(QUOTE_VALIDITY_HOURS).toBe(168);
    expect(quoteValidUntil(quotedAt).toISOString()).toBe(until);
  });

  it.each([
    ['at the quote', '2026-03-02T10:00:00.000Z', true],
    ['one ms before the end', '2026-03-09T09:59:59.999Z', true],
    ['exactly at the end', until, true],
    ['one ms after the end', '2026-03-09T10:00:00.001Z', false],
    ['a month later', '2026-04-02T10:00:00.000Z', false],
  ])('%s: valid %s', (_label, now, valid) => {
    expect(isQuoteValid(quotedAt, at(now))).toBe(valid);
  });
});

describe('buyerVariantState', () => {
  const now = at('2026-03-05T00:00:00.000Z');
  const late = at('2026-03-10T00:00:00.000Z');
  const facts = (over: Partial<BuyerVariantFacts>): BuyerVariantFacts => ({
    submissionState: 'submitted',
    variantState: 'in_progress',
    quotedAt: null,
    orderedAfterQuote: false,
    ...over,
  });

  it.each<[string, Partial<BuyerVariantFacts>, Date, BuyerVariantState]>([
    ['submitted, not priced', {}, now, 'submitted'],
    ['under review, not priced', { submissionState: 'under_review' }, now, 'under_review'],
    [
      'under review, this variant priced (a partial quote)',
      { submissionState: 'under_review', variantState: 'quoted', quotedAt },
      now,
      'quoted',
    ],
    [
      'accepted, quote stands',
      { submissionState: 'accepted', variantState: 'quoted', quotedAt },
      now,
      'quoted',
    ],
    [
      'accepted, quote too old',
      { submissionState: 'accepted', variantState: 'quoted', quotedAt },
      late,
      'expired',
    ],
    [
      'accepted and ordered since',
      { submissionState: 'accepted', variantState: 'quoted', quotedAt, orderedAfterQuote: true },
      now,
      'ordered',
    ],
    [
      'ordered wins over expired',
      { submissionState: 'accepted', variantState: 'quoted', quotedAt, orderedAfterQuote: true },
      late,
      'ordered',
    ],
    [
      'submission rejected',
      { submissionState: 'rejected', variantState: 'rejected' },
      now,
      'rejected',
    ],
    [
      'rejected after a quote: the quote is history',
      { submissionState: 'rejected', variantState: 'quoted', quotedAt },
      now,
      'rejected',
    ],
    [
      'one variant rejected in a submission under review',
      { submissionState: 'under_review', variantState: 'rejected' },
      now,
      'rejected',
    ],
    ['canceled while submitted', { submissionState: 'canceled' }, now, 'not_submitted'],
    [
      'canceled after a partial quote',
      { submissionState: 'canceled', variantState: 'quoted', quotedAt },
      now,
      'not_submitted',
    ],
    ['accepted with a variant never priced', { submissionState: 'accepted' }, now, 'not_submitted'],
    [
      'a declined quote (stored not quoted) in a submission under review',
      { submissionState: 'under_review', variantState: 'not_quoted' },
      now,
      'not_submitted',
    ],
    [
      'a variant that must be calculated',
      { submissionState: 'submitted', variantState: 'must_calculate' },
      now,
      'not_submitted',
    ],
    [
      'quoted without a quote instant',
      { variantState: 'quoted', quotedAt: null },
      now,
      'submitted',
    ],
  ])('%s -> %s', (_label, over, when, expected) => {
    expect(buyerVariantState(facts(over), when)).toBe(expected);
  });
});

describe('blocksNewRequest', () => {
  it.each<[BuyerVariantState, boolean]>([
    ['not_submitted', false],
    ['submitted', true],
    ['under_review', true],
    ['quoted', true],
    ['rejected', false],
    ['expired', false],
    ['ordered', false],
  ])('%s: %s', (state, blocks) => {
    expect(blocksNewRequest(state)).toBe(blocks);
  });

  it('covers every state', () => {
    expect(BUYER_VARIANT_STATES).toHaveLength(7);
  });
});

describe('currentBuyerState', () => {
  const entry = (state: BuyerVariantState, id: string) => ({ state, id });

  it('is null without any submission, or with canceled ones only', () => {
    expect(currentBuyerState([])).toBeNull();
    expect(currentBuyerState([entry('not_submitted', 'a')])).toBeNull();
  });

  it('prefers the blocking one over a newer rejection', () => {
    expect(currentBuyerState([entry('rejected', 'new'), entry('quoted', 'old')])?.id).toBe('old');
  });

  it('else takes the newest that says anything', () => {
    expect(
      currentBuyerState([
        entry('not_submitted', 'canceled'),
        entry('expired', 'newer'),
        entry('rejected', 'older'),
      ])?.id,
    ).toBe('newer');
  });
});
