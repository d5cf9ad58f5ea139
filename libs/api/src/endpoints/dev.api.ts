import { confirmDevCardOtp, getDevOutbox, settleDevPayment } from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, listTags } from './tags';

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
    confirmDevCardOtp: contractMutation(build, confirmDevCardOtp),
  }),
});

export const { useGetDevOutboxQuery, useSettleDevPaymentMutation, useConfirmDevCardOtpMutation } =
  devApi;
