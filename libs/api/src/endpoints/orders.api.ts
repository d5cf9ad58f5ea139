import {
  confirmReceipt,
  getTracking,
  getTransaction,
  listBuyAgain,
  listTransactions,
  requestRefund,
} from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, LIST, listTags } from './tags';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTransactions: contractQuery(build, listTransactions, {
      providesTags: (page) =>
        listTags(
          'Order',
          page?.items.map((order) => order.order_number),
        ),
    }),
    getTransaction: contractQuery(build, getTransaction, {
      providesTags: (_result, _error, arg) => [
        itemTag('Order', arg.params.orderNumber),
        itemTag('OrderGroup', arg.params.groupNumber),
      ],
    }),
    getTracking: contractQuery(build, getTracking, {
      providesTags: (_result, _error, arg) => [itemTag('Tracking', arg.params.orderNumber)],
    }),
    // The order moves to Return/Refund: its detail, the tab lists and their counts change.
    requestRefund: contractMutation(build, requestRefund, {
      invalidatesTags: (_result, _error, arg) => [
        itemTag('Order', arg.body.order_number),
        { type: 'Order', id: LIST },
        { type: 'Counter', id: LIST },
      ],
    }),
    // Completed: as a refund, plus its tracking and the buy-again list.
    confirmReceipt: contractMutation(build, confirmReceipt, {
      invalidatesTags: (_result, _error, arg) => [
        itemTag('Order', arg.body.order_number),
        itemTag('Tracking', arg.body.order_number),
        { type: 'Order', id: LIST },
        { type: 'Counter', id: LIST },
        { type: 'BuyAgain', id: LIST },
      ],
    }),
    listBuyAgain: contractQuery(build, listBuyAgain, {
      providesTags: (page) =>
        listTags(
          'BuyAgain',
          page?.items.map((product) => product.id),
        ),
    }),
  }),
});

export const {
  useListTransactionsQuery,
  useGetTransactionQuery,
  useGetTrackingQuery,
  useRequestRefundMutation,
  useConfirmReceiptMutation,
  useListBuyAgainQuery,
} = ordersApi;
