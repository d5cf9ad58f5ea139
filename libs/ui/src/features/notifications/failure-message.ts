import { isApiError, messageFor } from '@storefront/api';
import type { LanguageCode } from '@storefront/domain';

/** What a failed call tells the user: the gateway's message, or the catalogue's generic retry. */
export function failureMessage(error: unknown, language: LanguageCode): string {
  return isApiError(error) ? error.message : messageFor('generic_retry', language);
}
