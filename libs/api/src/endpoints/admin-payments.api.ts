import { listHeldPayments, resolveHeldPayment } from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, LIST, listTags } from './tags';

const AUDIT_LOG = { type: 'AuditLog', id: LIST } as const;

export const adminPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listHeldPayments: contractQuery(build, listHeldPayments, {
      providesTags: (page) =>
        listTags(
          'HeldPayment',
          page?.items.map((payment) => payment.id),
        ),
    }),
    // A resolution moves the payment between the waiting and the answered lists: both refresh.
    resolveHeldPayment: contractMutation(build, resolveHeldPayment, {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'HeldPayment', id: LIST },
        itemTag('HeldPayment', arg.params.paymentId),
        AUDIT_LOG,
      ],
    }),
  }),
});

export const { useListHeldPaymentsQuery, useResolveHeldPaymentMutation } = adminPaymentsApi;
