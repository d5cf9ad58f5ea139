import { api } from './api';
import { contractMutation, contractPages, contractQuery, lazyEntry } from './contract-endpoint';
import { LIST, listTags, WISHLIST_LINKS } from './tags';

const wishlistEntries = () => import('./wishlist.entries');

/** Entries are keyed by their link (SPEC §3); adding or removing one moves the counters too. */
const CHANGED_BY_WISHLIST_EDIT = [
  { type: 'Wishlist', id: LIST },
  { type: 'Wishlist', id: WISHLIST_LINKS },
  { type: 'Counter', id: LIST },
] as const;

export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWishlist: contractQuery(build, lazyEntry(wishlistEntries, 'listWishlist'), {
      providesTags: (page) =>
        listTags(
          'Wishlist',
          page?.items.map((entry) => entry.link),
        ),
    }),
    listWishlistPages: contractPages(build, lazyEntry(wishlistEntries, 'listWishlist'), {
      providesTags: (entries) =>
        listTags(
          'Wishlist',
          entries?.map((entry) => entry.link),
        ),
    }),
    addWishlist: contractMutation(build, lazyEntry(wishlistEntries, 'addWishlist'), {
      invalidatesTags: [...CHANGED_BY_WISHLIST_EDIT],
    }),
    removeWishlist: contractMutation(build, lazyEntry(wishlistEntries, 'removeWishlist'), {
      invalidatesTags: [...CHANGED_BY_WISHLIST_EDIT],
    }),
    listWishlistLinks: contractQuery(build, lazyEntry(wishlistEntries, 'listWishlistLinks'), {
      providesTags: [{ type: 'Wishlist', id: WISHLIST_LINKS }],
    }),
  }),
});

export const {
  useListWishlistQuery,
  useListWishlistPagesInfiniteQuery,
  useAddWishlistMutation,
  useRemoveWishlistMutation,
  useListWishlistLinksQuery,
} = wishlistApi;
