import { getSiteContent } from '@storefront/contract';
import { api } from './api';
import { contractQuery } from './contract-endpoint';

export const siteContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    // SPEC §7: the web configuration is kept in the browser for the next visit's first paint.
    getSiteContent: contractQuery(build, getSiteContent, {
      providesTags: ['SiteContent'],
      onSuccess: (client, data) => client.caches.siteContent.write(data, client.now()),
    }),
  }),
});

export const { useGetSiteContentQuery } = siteContentApi;
