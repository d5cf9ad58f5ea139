import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { startOfMonth } from 'date-fns/startOfMonth';
import { STOREFRONT_TIME_ZONE } from '../markets/market-config';
import type { Level } from './level';

/** Per calendar month (Asia/Singapore); 'unlimited' for the top level. */
export type SubmissionLimit = number | 'unlimited';

export interface LevelBenefits {
  /** Shipping is free for deliveries to the market's free-shipping areas. */
  readonly freeShipping: boolean;
  /** The customer's logo may be added to products. */
  readonly logoAddition: boolean;
  readonly catalogueRecommendations: boolean;
  /** Products the customer may submit for an all-in price each month. */
  readonly submissionLimit: SubmissionLimit;
  readonly prioritySupport: boolean;
  readonly personalConsultation: boolean;
  /** Our service fee inside the all-in price, in basis points of the goods value. */
  readonly serviceFeeBps: number;
}

/**
 * The benefits of each level as data. The list of benefits is SPEC §1; which level gets which,
 * the monthly limits and the fees are business assumptions awaiting confirmation
 * (docs/decisions/013-level-benefits.md): each level keeps everything of the level below.
 */
export const LEVEL_BENEFITS: Readonly<Record<Level, LevelBenefits>> = {
  silver: {
    freeShipping: false,
    logoAddition: false,
    catalogueRecommendations: true,
    submissionLimit: 20,
    prioritySupport: false,
    personalConsultation: false,
    serviceFeeBps: 500,
  },
  gold: {
    freeShipping: true,
    logoAddition: true,
    catalogueRecommendations: true,
    submissionLimit: 100,
    prioritySupport: true,
    personalConsultation: false,
    serviceFeeBps: 400,
  },
  diamond: {
    freeShipping: true,
    logoAddition: true,
    catalogueRecommendations: true,
    submissionLimit: 'unlimited',
    prioritySupport: true,
    personalConsultation: true,
    serviceFeeBps: 300,
  },
};

/**
 * Submissions left this month; 0 means the customer must wait for the next month or level.
 * The caller counts this month's submissions in Asia/Singapore time.
 */
export function remainingSubmissions(level: Level, submittedThisMonth: number): SubmissionLimit {
  const limit = LEVEL_BENEFITS[level].submissionLimit;
  if (limit === 'unlimited') return limit;
  return Math.max(limit - Math.max(submittedThisMonth, 0), 0);
}

/** The calendar month a submission counts in, on the storefront clock (Asia/Singapore). */
export interface SubmissionMonth {
  readonly start: Date;
  /** When the next month's submissions open. */
  readonly next: Date;
}

export function submissionMonth(now: Date): SubmissionMonth {
  const start = startOfMonth(new TZDate(now.getTime(), STOREFRONT_TIME_ZONE));
  return { start: new Date(start.getTime()), next: new Date(addMonths(start, 1).getTime()) };
}
