import { isPaymentDeadlinePassed } from '@storefront/domain';

export interface TimeLeft {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

const SECOND_MS = 1000;

/**
 * What the countdown shows: whole hours, minutes and seconds until the deadline, rounded down,
 * so it never promises a second that is not there. Null once the deadline has come (the
 * domain's rule: at exactly the deadline the order can no longer be paid).
 */
export function timeLeft(deadline: Date, now: Date): TimeLeft | null {
  if (isPaymentDeadlinePassed(deadline, now)) return null;
  const totalSeconds = Math.floor((deadline.getTime() - now.getTime()) / SECOND_MS);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
