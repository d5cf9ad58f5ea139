import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATES, type SubmissionState } from './quotation-state';
import { canStaffQuote, canStaffReject, staffReviewedState } from './staff-submission-rules';

// One row per state, so a new state fails here until someone decides what staff may do with it.
const TABLE: Record<
  SubmissionState,
  { reviewed: SubmissionState; quote: boolean; reject: boolean }
> = {
  submitted: { reviewed: 'under_review', quote: true, reject: true },
  under_review: { reviewed: 'under_review', quote: true, reject: true },
  accepted: { reviewed: 'accepted', quote: true, reject: false },
  rejected: { reviewed: 'rejected', quote: false, reject: false },
  canceled: { reviewed: 'canceled', quote: false, reject: false },
};

describe('staff submission rules', () => {
  it('has a row for every submission state', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...SUBMISSION_STATES].sort());
  });

  it.each(SUBMISSION_STATES)('from %s', (state) => {
    const row = TABLE[state];
    expect(staffReviewedState(state)).toBe(row.reviewed);
    expect(canStaffQuote(state)).toBe(row.quote);
    expect(canStaffReject(state)).toBe(row.reject);
  });

  it('lets staff correct the quote of an accepted submission but not reject it', () => {
    expect(SUBMISSION_STATES.filter(canStaffQuote)).toEqual([
      'submitted',
      'under_review',
      'accepted',
    ]);
    expect(SUBMISSION_STATES.filter(canStaffReject)).toEqual(['submitted', 'under_review']);
  });
});
