import { levelForTotal, money } from '@storefront/domain';
import type { Level, MarketLevels } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { customers } from './schema';
import type { Reader } from './transaction';

/**
 * The customer's level as of their total order now (levelForTotal): what a benefit such as free
 * shipping or logo addition is judged on. An unknown id counts as a total of nothing, the
 * lowest level, so a benefit is never granted by mistake.
 */
export async function customerLevel(
  db: Reader,
  market: MarketLevels,
  customerId: string,
): Promise<Level> {
  const [customer] = await db
    .select({ totalOrder: customers.totalOrder })
    .from(customers)
    .where(eq(customers.id, customerId));
  return levelForTotal(money(customer?.totalOrder ?? 0, market.currency), market);
}
