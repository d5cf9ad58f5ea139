/**
 * Stable codes for every failure a user can see. The wire carries the code and the
 * already-translated message; clients switch on the code, never on the text.
 */
export const ERROR_CODES = [
  // HTTP-level (SPEC §8 table)
  'bad_request',
  'too_many_requests',
  'server_error',
  // A dependency (the database) is away for a moment: retry after Retry-After (decision 231).
  'service_unavailable',
  'not_found',
  'unauthorized',
  'forbidden',
  'page_not_found',
  // generic
  'generic_retry',
  'generic_sorry',
  'validation_failed',
  'login_required',
  // account and identity
  'email_registered',
  'invalid_credentials',
  'account_verification_failed',
  'profile_update_failed',
  'password_current_wrong',
  'registration_disabled',
  'google_login_disabled',
  'otp_invalid',
  'otp_expired',
  'otp_attempts_exceeded',
  'phone_not_verified',
  // The form's captcha (ALTCHA) is missing, wrong, expired or already used (decision 286).
  'captcha_invalid',
  // addresses
  'address_invalid',
  'address_out_of_range',
  // catalogue, links, uploads
  'product_unavailable',
  'product_needs_confirmation',
  'product_removed_by_supplier',
  'product_delete_failed',
  // A staff member creates a product whose marketplace link the catalogue already has.
  'product_already_listed',
  'link_not_marketplace',
  'link_not_product',
  'file_type_invalid',
  'file_too_large',
  'file_too_many',
  'image_resolution_too_low',
  // More pixels than any upload may decode to (a decompression bomb; decision 228).
  'image_too_many_pixels',
  'price_range_invalid',
  // quotations and cart
  'submission_failed',
  'variant_frozen',
  // The same variant asked again while the first request is open or its quote stands (decision 288).
  'variant_already_requested',
  'quote_expired',
  'variant_not_quoted',
  'submission_limit_reached',
  'sync_failed',
  'quantity_below_minimum',
  'quantity_not_multiple',
  'multiple_exceeds_stock',
  'purchase_exceeds_stock',
  // checkout, vouchers, payment, orders
  'minimum_not_met',
  'voucher_not_stackable',
  'voucher_min_spend_not_met',
  'voucher_expired',
  'voucher_not_started',
  'voucher_exhausted',
  'voucher_already_claimed',
  'voucher_not_claimed',
  'voucher_already_used',
  'order_not_found',
  'transition_not_allowed',
  'payment_deadline_passed',
  'refund_window_closed',
  'card_authentication_mismatch',
  'idempotency_key_reused',
  'payment_already_resolved',
  // notifications and push
  'notifications_fetch_failed',
  'push_denied',
  'push_unsupported',
  'push_token_failed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
