import { listAuditLog, lookupCustomers } from '@storefront/contract';
import { api } from './api';
import { contractQuery } from './contract-endpoint';
import { listTags } from './tags';

export const adminCustomersApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupCustomers: contractQuery(build, lookupCustomers, {
      providesTags: (page) =>
        listTags(
          'Customer',
          page?.items.map((customer) => customer.id),
        ),
    }),
    listAuditLog: contractQuery(build, listAuditLog, {
      providesTags: (page) =>
        listTags(
          'AuditLog',
          page?.items.map((entry) => entry.id),
        ),
    }),
  }),
});

export const { useLookupCustomersQuery, useListAuditLogQuery } = adminCustomersApi;
