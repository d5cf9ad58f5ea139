import { getDevOutbox } from '@storefront/contract';
import { api } from './api';
import { contractQuery } from './contract-endpoint';
import { listTags } from './tags';

export const devApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDevOutbox: contractQuery(build, getDevOutbox, {
      providesTags: (page) =>
        listTags(
          'Outbox',
          page?.items.map((message) => message.id),
        ),
    }),
  }),
});

export const { useGetDevOutboxQuery } = devApi;
