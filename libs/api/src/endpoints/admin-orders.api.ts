import {
  addOrderAdjustment,
  decideRefund,
  getAdminOrder,
  listAdminOrders,
  listExcessTransfers,
  listRefunds,
  moveOrder,
  retryExcessTransfer,
  retryRefundTransfer,
} from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, LIST, listTags } from './tags';
import type { Tag } from './tags';

const AUDIT_LOG = { type: 'AuditLog', id: LIST } as const;

/** An order staff changed: its card, the board's lists, and the audit log. */
function changedOrder(orderNumber: string | undefined): Tag[] {
  return [
    { type: 'AdminOrder', id: LIST },
    ...(orderNumber ? [itemTag('AdminOrder', orderNumber)] : []),
    AUDIT_LOG,
  ];
}

export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminOrders: contractQuery(build, listAdminOrders, {
      providesTags: (page) =>
        listTags(
          'AdminOrder',
          page?.items.map((order) => order.order_number),
        ),
    }),
    getAdminOrder: contractQuery(build, getAdminOrder, {
      providesTags: (_result, _error, arg) => [itemTag('AdminOrder', arg.params.orderNumber)],
    }),
    // A move changes the card and the order's column on the board: the lists too.
    moveOrder: contractMutation(build, moveOrder, {
      invalidatesTags: (_result, _error, arg) => changedOrder(arg.params.orderNumber),
    }),
    addOrderAdjustment: contractMutation(build, addOrderAdjustment, {
      invalidatesTags: (_result, _error, arg) => changedOrder(arg.params.orderNumber),
    }),
    listRefunds: contractQuery(build, listRefunds, {
      providesTags: (page) =>
        listTags(
          'Refund',
          page?.items.map((refund) => refund.id),
        ),
    }),
    // A decision moves the refund between the undecided and decided lists and moves its order.
    decideRefund: contractMutation(build, decideRefund, {
      invalidatesTags: (refund) => [
        { type: 'Refund', id: LIST },
        ...changedOrder(refund?.order_number),
      ],
    }),
    retryRefundTransfer: contractMutation(build, retryRefundTransfer, {
      invalidatesTags: (refund) => [
        { type: 'Refund', id: LIST },
        ...changedOrder(refund?.order_number),
      ],
    }),
    listExcessTransfers: contractQuery(build, listExcessTransfers, {
      providesTags: (page) =>
        listTags(
          'ExcessTransfer',
          page?.items.map((transfer) => transfer.payment.id),
        ),
    }),
    // A new attempt replaces the payment's line in the list; its order shows the payment.
    retryExcessTransfer: contractMutation(build, retryExcessTransfer, {
      invalidatesTags: (transfer) => [
        { type: 'ExcessTransfer', id: LIST },
        AUDIT_LOG,
        ...(transfer?.payment.order_numbers ?? []).map((number) => itemTag('AdminOrder', number)),
      ],
    }),
  }),
});

export const {
  useListAdminOrdersQuery,
  useGetAdminOrderQuery,
  useMoveOrderMutation,
  useAddOrderAdjustmentMutation,
  useListRefundsQuery,
  useDecideRefundMutation,
  useRetryRefundTransferMutation,
  useListExcessTransfersQuery,
  useRetryExcessTransferMutation,
} = adminOrdersApi;
