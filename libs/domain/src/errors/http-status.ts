import type { LanguageCode } from '../locale/locales';
import type { ErrorCode } from './error-codes';
import { SPEC_STATUS_TEXTS } from './texts/spec-status-texts';
import { resolveLanguage } from './message-params';

/** The HTTP statuses SPEC §8 names, and the error code each one stands for. */
export const HTTP_STATUS_CODES = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'too_many_requests',
  500: 'server_error',
} as const satisfies Record<number, ErrorCode>;

function isNamedStatus(status: number): status is keyof typeof HTTP_STATUS_CODES {
  return Object.hasOwn(HTTP_STATUS_CODES, status);
}

/**
 * The error code for a failed response without a code of its own (a proxy's 502, a 413 from
 * the body limit): the table first, then any other 5xx is a server error and any other 4xx a bad
 * request. Statuses below 400 are not failures.
 */
export function errorCodeForHttpStatus(status: number): ErrorCode | undefined {
  if (isNamedStatus(status)) return HTTP_STATUS_CODES[status];
  if (status >= 500 && status <= 599) return 'server_error';
  if (status >= 400 && status <= 499) return 'bad_request';
  return undefined;
}

/**
 * The status the gateway answers each code with. Two constraints from the client's literal rule
 * (httpStatusMessage below) decide most rows:
 * - 401 removes the token and sends the user to /login, so only "not logged in" codes use it; a
 *   wrong password at login or at password change is 422, not 401.
 * - 400, 404, 429 and 500 replace the body's message with a fixed text, so a failure whose own
 *   text must reach the user uses a status that falls through to the body (409, 410, 413, 415,
 *   422, 402, 502).
 */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  too_many_requests: 429,
  server_error: 500,
  // Not one of SPEC §8's rewritten statuses: the client shows this text (decision 231).
  service_unavailable: 503,
  not_found: 404,
  unauthorized: 401,
  forbidden: 403,
  page_not_found: 404,
  generic_retry: 500,
  generic_sorry: 500,
  validation_failed: 400,
  login_required: 401,
  email_registered: 409,
  invalid_credentials: 422,
  account_verification_failed: 422,
  profile_update_failed: 422,
  password_current_wrong: 422,
  registration_disabled: 403,
  google_login_disabled: 403,
  otp_invalid: 422,
  otp_expired: 422,
  otp_attempts_exceeded: 429,
  phone_not_verified: 403,
  captcha_invalid: 422,
  address_invalid: 422,
  address_out_of_range: 422,
  product_unavailable: 422,
  product_needs_confirmation: 422,
  product_removed_by_supplier: 410,
  product_delete_failed: 422,
  product_already_listed: 409,
  link_not_marketplace: 422,
  link_not_product: 422,
  file_type_invalid: 415,
  file_too_large: 413,
  file_too_many: 413,
  image_resolution_too_low: 422,
  image_too_many_pixels: 422,
  price_range_invalid: 422,
  submission_failed: 422,
  variant_frozen: 409,
  variant_already_requested: 409,
  quote_expired: 409,
  variant_not_quoted: 409,
  submission_limit_reached: 409,
  sync_failed: 502,
  quantity_below_minimum: 422,
  quantity_not_multiple: 422,
  multiple_exceeds_stock: 422,
  purchase_exceeds_stock: 422,
  minimum_not_met: 422,
  voucher_not_stackable: 422,
  voucher_min_spend_not_met: 422,
  voucher_expired: 422,
  voucher_not_started: 422,
  voucher_exhausted: 409,
  voucher_already_claimed: 409,
  voucher_not_claimed: 422,
  voucher_already_used: 409,
  order_not_found: 404,
  transition_not_allowed: 409,
  payment_deadline_passed: 409,
  refund_window_closed: 422,
  card_authentication_mismatch: 402,
  // 409 and not 400: the client must show this text, and 400's fixed text would replace it.
  idempotency_key_reused: 409,
  // A held payment is refunded or booked once; the text tells staff someone already did it.
  payment_already_resolved: 409,
  // The last four are raised in the browser, not by the gateway; a status only for completeness.
  notifications_fetch_failed: 502,
  push_denied: 403,
  push_unsupported: 422,
  push_token_failed: 500,
};

export function httpStatusForErrorCode(code: ErrorCode): number {
  return ERROR_HTTP_STATUS[code];
}

/**
 * The legacy client's spelling of the 429 text, kept verbatim (sic) because SPEC §8 quotes it
 * as what users see; the catalogue's own too_many_requests text is spelled correctly.
 */
const LEGACY_TOO_MANY_REQUESTS = 'To many request';

/**
 * SPEC §8's client rule, literally: a fixed text per HTTP status, whatever the body says.
 * 404 and 401 are Indonesian in every language and 500 is English only for English, Thai for
 * every other language, because that is what the specification's client shows. A language the
 * catalogue does not know counts as English (as in messageFor). Any other status above 300 gives
 * undefined: the caller reads the message from the body. Statuses up to 300 are not failures.
 */
export function httpStatusMessage(
  status: number,
  languageCode: LanguageCode | (string & {}),
): string | undefined {
  switch (status) {
    case 400:
      return SPEC_STATUS_TEXTS.badRequest;
    case 401:
      return SPEC_STATUS_TEXTS.unauthorized;
    case 404:
      return SPEC_STATUS_TEXTS.notFound;
    case 429:
      return LEGACY_TOO_MANY_REQUESTS;
    case 500:
      return resolveLanguage(languageCode) === 'en'
        ? SPEC_STATUS_TEXTS.serverErrorEn
        : SPEC_STATUS_TEXTS.serverErrorTh;
    default:
      return undefined;
  }
}

/**
 * The same rule applied to a `status` inside a 2xx body: only 429 and 500 are rewritten; any
 * other body status keeps the body's own message (undefined here).
 */
export function bodyStatusMessage(
  bodyStatus: number,
  languageCode: LanguageCode | (string & {}),
): string | undefined {
  return bodyStatus === 429 || bodyStatus === 500
    ? httpStatusMessage(bodyStatus, languageCode)
    : undefined;
}
