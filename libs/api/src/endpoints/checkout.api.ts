import {
  createCheckout,
  getCheckout,
  getPayment,
  listCouriers,
  payByCard,
  saveCheckoutNote,
} from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, LIST } from './tags';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckout: contractQuery(build, getCheckout, {
      providesTags: (_result, _error, arg) => [itemTag('Checkout', arg.params.groupNumber)],
    }),
    // Checkout empties the cart into new orders: cart, order lists and every counter move.
    createCheckout: contractMutation(build, createCheckout, {
      invalidatesTags: [
        { type: 'Cart', id: LIST },
        { type: 'Order', id: LIST },
        { type: 'Counter', id: LIST },
      ],
    }),
    // The group's note shows on the confirmation and on each of its orders.
    saveCheckoutNote: contractMutation(build, saveCheckoutNote, {
      invalidatesTags: (_result, _error, arg) => [
        itemTag('Checkout', arg.body.group_number),
        itemTag('OrderGroup', arg.body.group_number),
      ],
    }),
    // Courier fees are asked for anew with each address and weight; nothing invalidates them.
    listCouriers: contractQuery(build, listCouriers),
    getPayment: contractQuery(build, getPayment, {
      providesTags: (_result, _error, arg) => [itemTag('Payment', arg.params.groupNumber)],
    }),
    // Paying refreshes the order (its group's orders, payment and checkout), the history tabs'
    // lists and their counts (the counters).
    payByCard: contractMutation(build, payByCard, {
      invalidatesTags: (_result, _error, arg) => [
        itemTag('Payment', arg.body.group_number),
        itemTag('Checkout', arg.body.group_number),
        itemTag('OrderGroup', arg.body.group_number),
        { type: 'Order', id: LIST },
        { type: 'Counter', id: LIST },
      ],
    }),
  }),
});

export const {
  useGetCheckoutQuery,
  useCreateCheckoutMutation,
  useSaveCheckoutNoteMutation,
  useListCouriersQuery,
  useGetPaymentQuery,
  usePayByCardMutation,
} = checkoutApi;
