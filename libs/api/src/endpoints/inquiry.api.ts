import { api } from './api';
import { contractMutation, contractQuery, lazyEntry } from './contract-endpoint';
import type { Tag } from './tags';
import { itemTag, LIST, listTags } from './tags';

const inquiryEntries = () => import('./inquiry.entries');

function variantDecisionTags(
  result: { product: { id: string } } | undefined,
  inquiryId: string,
): Tag[] {
  return [
    { type: 'Inquiry', id: LIST },
    itemTag('Inquiry', inquiryId),
    { type: 'Cart', id: LIST },
    ...(result ? [itemTag('Product', result.product.id)] : []),
  ];
}

export const inquiryApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInquiries: contractQuery(build, lazyEntry(inquiryEntries, 'listInquiries'), {
      providesTags: (page) =>
        listTags(
          'Inquiry',
          page?.items.map((inquiry) => inquiry.id),
        ),
    }),
    listCanceledInquiries: contractQuery(
      build,
      lazyEntry(inquiryEntries, 'listCanceledInquiries'),
      {
        providesTags: (page) =>
          listTags(
            'Inquiry',
            page?.items.map((inquiry) => inquiry.id),
          ),
      },
    ),
    // A submission changes the product's quotation state wherever the product is shown.
    createInquiry: contractMutation(build, lazyEntry(inquiryEntries, 'createInquiry'), {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'Inquiry', id: LIST },
        { type: 'Product', id: LIST },
        itemTag('Product', arg.body.product_id),
      ],
    }),
    // The buyer's own states on a product page (decision 288): a submission or a cancel changes
    // them (both invalidate the inquiry list), as does a new sign-in (customer tags).
    getCatalogProductStates: contractQuery(
      build,
      lazyEntry(inquiryEntries, 'getCatalogProductStates'),
      {
        providesTags: (_result, _error, arg) => [
          { type: 'Inquiry', id: LIST },
          itemTag('Product', arg.params.productId),
        ],
      },
    ),
    // Product requests have no list on the storefront: staff answer them with a product.
    createImageProductRequest: contractMutation(
      build,
      lazyEntry(inquiryEntries, 'createImageProductRequest'),
    ),
    createProductRequest: contractMutation(
      build,
      lazyEntry(inquiryEntries, 'createProductRequest'),
    ),
    // The product of a cancelled submission is not known from its id: every product refreshes.
    deleteQuotation: contractMutation(build, lazyEntry(inquiryEntries, 'deleteQuotation'), {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'Inquiry', id: LIST },
        itemTag('Inquiry', arg.params.inquiryId),
        'Product',
      ],
    }),
    // A variant decision changes the submission (its state, its list tab) and what the product
    // page and the cart show of it: a declined quote leaves the cart, a resubmitted variant is
    // frozen again.
    resubmitInquiryVariant: contractMutation(
      build,
      lazyEntry(inquiryEntries, 'resubmitInquiryVariant'),
      {
        invalidatesTags: (result, _error, arg) => variantDecisionTags(result, arg.params.inquiryId),
      },
    ),
    declineInquiryVariant: contractMutation(
      build,
      lazyEntry(inquiryEntries, 'declineInquiryVariant'),
      {
        invalidatesTags: (result, _error, arg) => variantDecisionTags(result, arg.params.inquiryId),
      },
    ),
  }),
});

export const {
  useListInquiriesQuery,
  useListCanceledInquiriesQuery,
  useCreateInquiryMutation,
  useCreateImageProductRequestMutation,
  useCreateProductRequestMutation,
  useDeleteQuotationMutation,
  useResubmitInquiryVariantMutation,
  useDeclineInquiryVariantMutation,
  useGetCatalogProductStatesQuery,
} = inquiryApi;
