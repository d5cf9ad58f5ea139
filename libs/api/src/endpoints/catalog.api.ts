import { getCatalogProduct, searchCatalog } from '@storefront/contract';
import { api } from './api';
import { contractQuery } from './contract-endpoint';
import { itemTag, listTags } from './tags';

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCatalog: contractQuery(build, searchCatalog, {
      providesTags: (page) =>
        listTags(
          'Product',
          page?.items.map((product) => product.id),
        ),
    }),
    getCatalogProduct: contractQuery(build, getCatalogProduct, {
      providesTags: (_result, _error, arg) => [itemTag('Product', arg.params.productId)],
    }),
  }),
});

export const { useSearchCatalogQuery, useGetCatalogProductQuery } = catalogApi;
