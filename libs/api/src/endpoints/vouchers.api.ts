import { claimVoucher, listUsableVouchers, listVouchers, useVouchers } from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, LIST, listTags } from './tags';

export const vouchersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVouchers: contractQuery(build, listVouchers, {
      providesTags: (page) =>
        listTags(
          'Voucher',
          page?.items.map((voucher) => voucher.id),
        ),
    }),
    listUsableVouchers: contractQuery(build, listUsableVouchers, {
      providesTags: (offers) =>
        listTags(
          'Voucher',
          offers?.map((offer) => offer.voucher.id),
        ),
    }),
    // A claim changes the voucher lists (claimed flag, remaining) and the counters.
    claimVoucher: contractMutation(build, claimVoucher, {
      invalidatesTags: [
        { type: 'Voucher', id: LIST },
        { type: 'Counter', id: LIST },
      ],
    }),
    // Applying vouchers reprices the group and marks the vouchers used.
    useVouchers: contractMutation(build, useVouchers, {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'Voucher', id: LIST },
        itemTag('Checkout', arg.body.group_number),
        itemTag('Payment', arg.body.group_number),
        itemTag('OrderGroup', arg.body.group_number),
      ],
    }),
  }),
});

export const {
  useListVouchersQuery,
  useListUsableVouchersQuery,
  useClaimVoucherMutation,
  // `useUseVouchersMutation` reads oddly but is RTK's name for the `useVouchers` entry.
  useUseVouchersMutation,
} = vouchersApi;
