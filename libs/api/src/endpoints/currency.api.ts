import { getCurrency } from '@storefront/contract';
import { api } from './api';
import { contractQuery } from './contract-endpoint';

export const currencyApi = api.injectEndpoints({
  endpoints: (build) => ({
    // SPEC §4, §9: the currency is reused from the browser while younger than 3 hours.
    getCurrency: contractQuery(build, getCurrency, {
      providesTags: ['Currency'],
      fromCache: (client, request) =>
        client.caches.currency.readFresh(request.query.id, client.now(), getCurrency.response),
      onSuccess: (client, data, request) =>
        client.caches.currency.write(request.query.id, data, client.now()),
    }),
  }),
});

export const { useGetCurrencyQuery } = currencyApi;
