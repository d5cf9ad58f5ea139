import { remainingSubmissions, submissionMonth } from '@storefront/domain';
import type { MarketLevels, SubmissionLimit } from '@storefront/domain';
import { LEVEL_BENEFITS } from '@storefront/domain';
import { and, count, eq, gte } from 'drizzle-orm';
import { customerLevel } from './customer-level';
import { inquiries } from './schema';
import type { Reader } from './transaction';

/** A customer's price requests this month against their level's limit (level benefits). */
export interface CustomerSubmissions {
  readonly limit: SubmissionLimit;
  readonly used: number;
  readonly remaining: SubmissionLimit;
  /** When the next month's requests open, on the storefront clock. */
  readonly nextMonthAt: Date;
}

/**
 * Counts the submissions the customer made this calendar month (Asia/Singapore). A resubmission
 * of a rejected one keeps its row, so it does not count again; a cancelled one does, as staff
 * may have worked on it. Read inside the submitting transaction after the customer's lock, two
 * submissions sent at once cannot both take the last one.
 */
export async function customerSubmissions(
  db: Reader,
  market: MarketLevels,
  customerId: string,
  now: Date,
): Promise<CustomerSubmissions> {
  const month = submissionMonth(now);
  const [level, [row]] = await Promise.all([
    customerLevel(db, market, customerId),
    db
      .select({ used: count() })
      .from(inquiries)
      .where(and(eq(inquiries.customerId, customerId), gte(inquiries.createdAt, month.start))),
  ]);
  const used = row?.used ?? 0;
  return {
    limit: LEVEL_BENEFITS[level].submissionLimit,
    used,
    remaining: remainingSubmissions(level, used),
    nextMonthAt: month.next,
  };
}
