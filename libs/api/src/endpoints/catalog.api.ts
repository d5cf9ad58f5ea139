import { api } from './api';
import { contractQuery, lazyEntry } from './contract-endpoint';
import { itemTag, listTags } from './tags';

const catalogEntries = () => import('./catalog.entries');

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCatalog: contractQuery(build, lazyEntry(catalogEntries, 'searchCatalog'), {
      providesTags: (page) =>
        listTags(
          'Product',
          page?.items.map((product) => product.id),
        ),
    }),
    getCatalogProduct: contractQuery(build, lazyEntry(catalogEntries, 'getCatalogProduct'), {
      providesTags: (_result, _error, arg) => [itemTag('Product', arg.params.productId)],
    }),
  }),
});

export const { useSearchCatalogQuery, useGetCatalogProductQuery } = catalogApi;
