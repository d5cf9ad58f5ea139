import { FIELD_ERRORS, PAGE_SIZE } from '@storefront/domain';
import { z } from 'zod';
import { countSchema, queryIntegerSchema } from './primitives.schema';

/** The largest page a client may ask for: enough for any screen, small enough to stay cheap. */
export const PAGE_LIMIT_MAX = 100;

/**
 * The one paging query of every list: 1-based `page`, `limit` 1..100 defaulting to the product's
 * page size (SPEC §9: 10). Both arrive as query-string text and are coerced.
 */
export const pageQuerySchema = z.object({
  page: queryIntegerSchema().min(1, { error: FIELD_ERRORS.invalid }).default(1),
  limit: queryIntegerSchema()
    .min(1, { error: FIELD_ERRORS.invalid })
    .max(PAGE_LIMIT_MAX, { error: FIELD_ERRORS.invalid })
    .default(PAGE_SIZE),
});

/**
 * The one paged answer: the items of the asked page plus what a pager needs. `total` counts every
 * match, so "more pages" is `page * limit < total`.
 */
export function pageSchema<const Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    limit: z.number().int().min(1).max(PAGE_LIMIT_MAX),
    total: countSchema,
  });
}

export type PageQuery = z.output<typeof pageQuerySchema>;
export interface Page<Item> {
  items: Item[];
  page: number;
  limit: number;
  total: number;
}
