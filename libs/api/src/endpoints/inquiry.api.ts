import {
  createImageProductRequest,
  createInquiry,
  createProductRequest,
  deleteQuotation,
  listCanceledInquiries,
  listInquiries,
} from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, LIST, listTags } from './tags';

export const inquiryApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInquiries: contractQuery(build, listInquiries, {
      providesTags: (page) =>
        listTags(
          'Inquiry',
          page?.items.map((inquiry) => inquiry.id),
        ),
    }),
    listCanceledInquiries: contractQuery(build, listCanceledInquiries, {
      providesTags: (page) =>
        listTags(
          'Inquiry',
          page?.items.map((inquiry) => inquiry.id),
        ),
    }),
    // A submission changes the product's quotation state wherever the product is shown.
    createInquiry: contractMutation(build, createInquiry, {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'Inquiry', id: LIST },
        { type: 'Product', id: LIST },
        itemTag('Product', arg.body.product_id),
      ],
    }),
    // Product requests have no list on the storefront: staff answer them with a product.
    createImageProductRequest: contractMutation(build, createImageProductRequest),
    createProductRequest: contractMutation(build, createProductRequest),
    // The product of a cancelled submission is not known from its id: every product refreshes.
    deleteQuotation: contractMutation(build, deleteQuotation, {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'Inquiry', id: LIST },
        itemTag('Inquiry', arg.params.inquiryId),
        'Product',
      ],
    }),
  }),
});

export const {
  useListInquiriesQuery,
  useListCanceledInquiriesQuery,
  useCreateInquiryMutation,
  useCreateImageProductRequestMutation,
  useCreateProductRequestMutation,
  useDeleteQuotationMutation,
} = inquiryApi;
