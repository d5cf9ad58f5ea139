import { asc, inArray } from 'drizzle-orm';
import { orderLineSizes } from '../../db/schema';
import type { Reader } from '../../db/transaction';

export type OrderLineSizeRow = typeof orderLineSizes.$inferSelect;

/** The sizes of some order lines as ordered (decision 296), in their order, by line id. */
export async function selectOrderLineSizes(
  db: Reader,
  lineIds: readonly string[],
): Promise<Map<string, OrderLineSizeRow[]>> {
  const sizes = new Map<string, OrderLineSizeRow[]>();
  if (lineIds.length === 0) return sizes;
  const rows = await db
    .select()
    .from(orderLineSizes)
    .where(inArray(orderLineSizes.orderLineId, [...lineIds]))
    .orderBy(asc(orderLineSizes.position));
  for (const row of rows) sizes.set(row.orderLineId, [...(sizes.get(row.orderLineId) ?? []), row]);
  return sizes;
}
