import {
  addToCart,
  getCart,
  getSyncResult,
  removeCartItem,
  removeCartVariant,
  syncCart,
  updateCart,
  uploadCartLogo,
} from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, LIST, listTags } from './tags';

/** A change of what is in the cart also changes the cart counter. */
const CART_AND_COUNTER = [
  { type: 'Cart', id: LIST },
  { type: 'Counter', id: LIST },
] as const;

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: contractQuery(build, getCart, {
      providesTags: (cart) =>
        listTags(
          'Cart',
          cart?.items.map((item) => item.id),
        ),
    }),
    addToCart: contractMutation(build, addToCart, { invalidatesTags: [...CART_AND_COUNTER] }),
    updateCart: contractMutation(build, updateCart, { invalidatesTags: [...CART_AND_COUNTER] }),
    removeCartItem: contractMutation(build, removeCartItem, {
      invalidatesTags: [...CART_AND_COUNTER],
    }),
    removeCartVariant: contractMutation(build, removeCartVariant, {
      invalidatesTags: [...CART_AND_COUNTER],
    }),
    // Logos change one cart product and no count.
    uploadCartLogo: contractMutation(build, uploadCartLogo, {
      invalidatesTags: (_result, _error, arg) => [itemTag('Cart', arg.body.cart_item_id)],
    }),
    // Prices and stock of the synced products may move.
    syncCart: contractMutation(build, syncCart, { invalidatesTags: [{ type: 'Cart', id: LIST }] }),
    getSyncResult: contractQuery(build, getSyncResult, {
      providesTags: (_result, _error, arg) => [itemTag('CartSync', arg.params.syncId)],
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartMutation,
  useRemoveCartItemMutation,
  useRemoveCartVariantMutation,
  useUploadCartLogoMutation,
  useSyncCartMutation,
  useGetSyncResultQuery,
} = cartApi;
