import {
  advanceDevClock,
  confirmDevCardOtp,
  finishDevEwallet,
  getDevOutbox,
  settleDevPayment,
  settleDevRefund,
} from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, listTags, TAG_TYPES } from './tags';

export const devApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDevOutbox: contractQuery(build, getDevOutbox, {
      providesTags: (page) =>
        listTags(
          'Outbox',
          page?.items.map((message) => message.id),
        ),
    }),
    settleDevPayment: contractMutation(build, settleDevPayment, {
      invalidatesTags: (_result, _error, arg) => [itemTag('Payment', arg.body.subject_id)],
    }),
    // The refund's transfer shows on the order and the refund queue.
    settleDevRefund: contractMutation(build, settleDevRefund, {
      invalidatesTags: ['Refund', 'Order', 'AdminOrder'],
    }),
    confirmDevCardOtp: contractMutation(build, confirmDevCardOtp),
    finishDevEwallet: contractMutation(build, finishDevEwallet),
    // Everything may look different after the clock moves (deadlines, statuses): refetch all.
    advanceDevClock: contractMutation(build, advanceDevClock, {
      invalidatesTags: [...TAG_TYPES],
    }),
  }),
});

export const {
  useGetDevOutboxQuery,
  useSettleDevPaymentMutation,
  useSettleDevRefundMutation,
  useConfirmDevCardOtpMutation,
  useFinishDevEwalletMutation,
  useAdvanceDevClockMutation,
} = devApi;
