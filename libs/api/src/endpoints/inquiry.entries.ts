// The submissions' contract entries, loaded by their endpoints when they first run (lazyEntry):
// the product page shows its variants and the buyer's states before any zod schema is evaluated,
// the schemas come with the first call that needs them (docs/decisions/117, issue 13).
export {
  createImageProductRequest,
  createInquiry,
  createProductRequest,
  declineInquiryVariant,
  deleteQuotation,
  getCatalogProductStates,
  listCanceledInquiries,
  listInquiries,
  resubmitInquiryVariant,
} from '@storefront/contract';
