// The inquiries module's front door: its routes, and what the cart and staff screens reuse of
// an inquiry (its quoted variants, its logos, the customer it belongs to).
export { registerInquiryRoutes } from './inquiries.routes';
export { assertLogoAddition, attachInquiryLogos } from './inquiry-logo.service';
export { inquiryLogoPath, toCustomerRef } from './inquiry-view';
export type { InquiryLogoRow } from './inquiry-view';
export { ownInquiry } from './inquiry.service';
export { loadQuotedVariants } from './quoted-variant';
export { quotePartsOf, toQuotePartsView, toStoredQuoteParts } from './quote-parts';
export type { QuotePartsView, StoredQuoteParts } from './quote-parts';
