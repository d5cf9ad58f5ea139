import {
  createVoucher,
  listAdminVouchers,
  listExchangeRates,
  listUsdCnyRates,
  setExchangeRate,
  setUsdCnyRate,
  updateVoucher,
} from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, LIST, listTags } from './tags';

const AUDIT_LOG = { type: 'AuditLog', id: LIST } as const;

export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminVouchers: contractQuery(build, listAdminVouchers, {
      providesTags: (page) =>
        listTags(
          'AdminVoucher',
          page?.items.map((voucher) => voucher.id),
        ),
    }),
    createVoucher: contractMutation(build, createVoucher, {
      invalidatesTags: [{ type: 'AdminVoucher', id: LIST }, AUDIT_LOG],
    }),
    updateVoucher: contractMutation(build, updateVoucher, {
      invalidatesTags: (_result, _error, arg) => [
        itemTag('AdminVoucher', arg.params.voucherId),
        AUDIT_LOG,
      ],
    }),
    listExchangeRates: contractQuery(build, listExchangeRates, {
      providesTags: [{ type: 'ExchangeRate', id: LIST }],
    }),
    setExchangeRate: contractMutation(build, setExchangeRate, {
      invalidatesTags: [{ type: 'ExchangeRate', id: LIST }, AUDIT_LOG],
    }),
    listUsdCnyRates: contractQuery(build, listUsdCnyRates, {
      providesTags: [{ type: 'ExchangeRate', id: 'USD' }],
    }),
    setUsdCnyRate: contractMutation(build, setUsdCnyRate, {
      invalidatesTags: [{ type: 'ExchangeRate', id: 'USD' }, AUDIT_LOG],
    }),
  }),
});

export const {
  useListAdminVouchersQuery,
  useCreateVoucherMutation,
  useUpdateVoucherMutation,
  useListExchangeRatesQuery,
  useSetExchangeRateMutation,
  useListUsdCnyRatesQuery,
  useSetUsdCnyRateMutation,
} = adminSettingsApi;
