import {
  checkPriceRange,
  DEFAULT_SEARCH_TYPE,
  FIELD_ERRORS,
  SEARCH_SORTS,
  SEARCH_TYPES,
} from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { productDetailSchema, productSummarySchema } from '../resources/catalog.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import {
  enumSchema,
  idSchema,
  queryIntegerSchema,
  searchTextSchema,
} from '../shared/primitives.schema';

/** A price bound of the search, in minor units of the market currency, like every amount. */
const priceBoundSchema = queryIntegerSchema().min(0, { error: FIELD_ERRORS.notNegative });

export const catalogSearchQuerySchema = pageQuerySchema
  .extend({
    keyword: searchTextSchema.default(''),
    search_type: enumSchema(SEARCH_TYPES).default(DEFAULT_SEARCH_TYPE),
    sort: enumSchema(SEARCH_SORTS).optional(),
    min_price: priceBoundSchema.optional(),
    max_price: priceBoundSchema.optional(),
  })
  // The domain's price-range rule; like its form schema the issue sits under the second bound,
  // and only when both bounds parsed (a range of a non-number is noise).
  .refine(({ min_price, max_price }) => checkPriceRange(min_price, max_price).ok, {
    error: FIELD_ERRORS.priceRange,
    path: ['max_price'],
    when: (payload) => payload.issues.length === 0,
  });

/**
 * A search page. `total` is exact up to the domain's SEARCH_TOTAL_CAP (1,000); when more match,
 * `total` is the cap and `total_is_lower_bound` is true ("1,000+"): the search stops counting
 * there (decision 196). Pages past the cap still answer, so `page * limit < total` stays the
 * pager's rule, and a pager that follows it stops at the cap.
 */
export const catalogSearchPageSchema = pageSchema(productSummarySchema).extend({
  total_is_lower_bound: z.boolean(),
});

export const searchCatalog = defineEndpoint({
  id: 'searchCatalog',
  method: 'GET',
  path: '/oci/catalog/search',
  auth: 'public',
  summary:
    'Searches a marketplace (1688 by default, or taobao) by keyword or pasted product link, sorted and within a price range (minimum below maximum).',
  query: catalogSearchQuerySchema,
  response: catalogSearchPageSchema,
});

export const getCatalogProduct = defineEndpoint({
  id: 'getCatalogProduct',
  method: 'GET',
  path: '/oci/catalog/product/:productId',
  auth: 'public',
  summary:
    'A product with its variants: prices in CNY and the market currency, weight, minimum, multiple, stock and sub-variants; the same answer for every caller, publicly cacheable (the caller’s own states: getCatalogProductStates) (product_unavailable).',
  params: z.object({ productId: idSchema }),
  response: productDetailSchema,
});

export const CATALOG_ENDPOINTS = [searchCatalog, getCatalogProduct] as const;
