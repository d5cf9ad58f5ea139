import { addHours } from 'date-fns/addHours';

/** The team returns an all-in price within at most 2x24 hours (SPEC §1, §9), clock hours. */
export const QUOTE_SLA_HOURS = 48;

export function quoteDueAt(submittedAt: Date): Date {
  return addHours(submittedAt, QUOTE_SLA_HOURS);
}

export interface QuoteSlaStatus {
  readonly dueAt: Date;
  /** Time left until `dueAt`, never below 0. */
  readonly remainingMs: number;
  /** "At most 48 h": a quote at exactly the due instant is on time, so overdue starts after it. */
  readonly overdue: boolean;
}

export function quoteSlaStatus(submittedAt: Date, now: Date): QuoteSlaStatus {
  const dueAt = quoteDueAt(submittedAt);
  const left = dueAt.getTime() - now.getTime();
  return { dueAt, remainingMs: Math.max(0, left), overdue: left < 0 };
}
