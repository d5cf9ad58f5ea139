import {
  createProductFromRequest,
  getAdminInquiry,
  listAdminInquiries,
  listProductRequests,
  quoteVariant,
  rejectInquiry,
  rejectInquiryVariant,
  resolveProductRequest,
  uploadCatalogImage,
} from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, LIST, listTags } from './tags';

/** Every staff action is written to the audit log. */
const AUDIT_LOG = { type: 'AuditLog', id: LIST } as const;

export const adminInquiriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminInquiries: contractQuery(build, listAdminInquiries, {
      providesTags: (page) =>
        listTags(
          'AdminInquiry',
          page?.items.map((inquiry) => inquiry.id),
        ),
    }),
    getAdminInquiry: contractQuery(build, getAdminInquiry, {
      providesTags: (_result, _error, arg) => [itemTag('AdminInquiry', arg.params.inquiryId)],
    }),
    // A quote or a rejection changes the submission and its row in the queue (state, counts).
    quoteVariant: contractMutation(build, quoteVariant, {
      invalidatesTags: (_result, _error, arg) => [
        itemTag('AdminInquiry', arg.params.inquiryId),
        AUDIT_LOG,
      ],
    }),
    rejectInquiry: contractMutation(build, rejectInquiry, {
      invalidatesTags: (_result, _error, arg) => [
        itemTag('AdminInquiry', arg.params.inquiryId),
        AUDIT_LOG,
      ],
    }),
    // One variant rejected: the submission's state may follow (accepted, rejected).
    rejectInquiryVariant: contractMutation(build, rejectInquiryVariant, {
      invalidatesTags: (_result, _error, arg) => [
        itemTag('AdminInquiry', arg.params.inquiryId),
        AUDIT_LOG,
      ],
    }),
    listProductRequests: contractQuery(build, listProductRequests, {
      providesTags: (page) =>
        listTags(
          'ProductRequest',
          page?.items.map((request) => request.id),
        ),
    }),
    // A resolved request leaves the open list: the list itself changes, not only the row.
    resolveProductRequest: contractMutation(build, resolveProductRequest, {
      invalidatesTags: [{ type: 'ProductRequest', id: LIST }, AUDIT_LOG],
    }),
    // A picture for the product staff enter; nothing cached shows it until the product exists.
    uploadCatalogImage: contractMutation(build, uploadCatalogImage),
    // The request and any other open one for the same link leave the open list.
    createProductFromRequest: contractMutation(build, createProductFromRequest, {
      invalidatesTags: [{ type: 'ProductRequest', id: LIST }, AUDIT_LOG],
    }),
  }),
});

export const {
  useListAdminInquiriesQuery,
  useGetAdminInquiryQuery,
  useQuoteVariantMutation,
  useRejectInquiryMutation,
  useRejectInquiryVariantMutation,
  useListProductRequestsQuery,
  useResolveProductRequestMutation,
  useUploadCatalogImageMutation,
  useCreateProductFromRequestMutation,
} = adminInquiriesApi;
