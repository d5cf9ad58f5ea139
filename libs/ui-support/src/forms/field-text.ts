import { fieldErrorMessage } from '@storefront/api';
import type { LanguageCode, MessageParams } from '@storefront/domain';
import { isFieldErrorId } from '@storefront/domain';

/**
 * The text under a field for a react-hook-form error message: schemas and the gateway's `fields`
 * carry field-error ids, shown in the user's language; anything else is already a sentence.
 */
export function fieldText(
  message: string | undefined,
  language: LanguageCode,
  params?: MessageParams,
): string | undefined {
  if (message === undefined || message === '') return undefined;
  return isFieldErrorId(message) ? fieldErrorMessage(message, language, params) : message;
}
