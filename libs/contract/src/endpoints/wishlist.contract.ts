import { MARKETPLACES, SEARCH_SORTS } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { productSummarySchema } from '../resources/catalog.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import {
  emptyDataSchema,
  enumSchema,
  idSchema,
  instantSchema,
  searchTextSchema,
  urlSchema,
} from '../shared/primitives.schema';

/** A wishlist entry, keyed by the product's canonical marketplace link (SPEC §3). */
export const wishlistEntrySchema = z.object({
  link: urlSchema,
  product: productSummarySchema,
  added_at: instantSchema,
});

export const listWishlist = defineEndpoint({
  id: 'listWishlist',
  method: 'GET',
  path: '/oci/profile/wishlist',
  auth: 'customer',
  summary: 'The caller’s wishlist, 10 a page, optionally sorted and searched by title.',
  query: pageQuerySchema.extend({
    sort: enumSchema(SEARCH_SORTS).optional(),
    search: searchTextSchema.optional(),
  }),
  response: pageSchema(wishlistEntrySchema),
});

export const addWishlist = defineEndpoint({
  id: 'addWishlist',
  method: 'POST',
  path: '/oci/profile/wishlist',
  auth: 'customer',
  summary:
    'Adds a product by its marketplace link; a link of another site is refused with link_not_marketplace.',
  body: z.object({ link: urlSchema }),
  response: wishlistEntrySchema,
});

export const removeWishlist = defineEndpoint({
  id: 'removeWishlist',
  method: 'DELETE',
  path: '/oci/orders/wishlist/:marketplace/:productId',
  auth: 'customer',
  summary: 'Removes the entry of a marketplace product (the two parts of its canonical link).',
  params: z.object({ marketplace: enumSchema(MARKETPLACES), productId: idSchema }),
  response: emptyDataSchema,
});

export const listWishlistLinks = defineEndpoint({
  id: 'listWishlistLinks',
  method: 'GET',
  path: '/oci/profile/wishlist/link',
  auth: 'customer',
  summary: 'Every link in the caller’s wishlist, so product lists can mark wished products.',
  response: z.object({ links: z.array(urlSchema) }),
});

export const WISHLIST_ENDPOINTS = [
  listWishlist,
  addWishlist,
  removeWishlist,
  listWishlistLinks,
] as const;
