import type { SubmissionState } from '@storefront/domain';

/** While a submission is submitted or under review, the team still owes its price. */
export function isAwaitingQuote(state: SubmissionState): boolean {
  return state === 'submitted' || state === 'under_review';
}

export interface ClockParts {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * Time left as a clock (47:59:59), counted down in whole seconds: 1 ms left still shows 0:00:01
 * rather than 0:00:00, so "0:00:00" only appears once the deadline has truly come.
 */
export function clockParts(remainingMs: number): ClockParts {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
