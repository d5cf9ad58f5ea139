import { fieldErrorMessage, isApiError, messageFor } from '@storefront/api';
import type { ApiError } from '@storefront/api';
import { ERROR_CODES, isFieldErrorId } from '@storefront/domain';
import type { ErrorCode, MessageParams } from '@storefront/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { PrimitiveType } from 'react-intl';
import { useLanguage, useLocale, useLocalePath } from '../../shared';
import type { InquiriesMessageId } from './i18n/en-US';

function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * The feature's texts (`t('inquiries.list.title')`, ids checked by the compiler), paths under
 * the `:locale` segment, and the texts of the domain's catalogues in the user's language.
 */
export function useInquiriesText() {
  const intl = useIntl();
  const locale = useLocale();
  const language = useLanguage();
  const pathTo = useLocalePath();
  const t = useCallback(
    (id: InquiriesMessageId, values?: Record<string, PrimitiveType>) =>
      intl.formatMessage({ id }, values),
    [intl],
  );
  const errorText = useCallback(
    (code: ErrorCode, params?: MessageParams) => messageFor(code, language, params),
    [language],
  );
  /**
   * The text under a field: a field-error id (the zod resolver, the server's `fields`) or an
   * error code a domain rule returned (a marketplace link, an upload); anything else was
   * already a text.
   */
  const problemText = useCallback(
    (message: string | undefined, params?: MessageParams) => {
      if (message === undefined || message === '') return undefined;
      if (isFieldErrorId(message)) return fieldErrorMessage(message, language, params);
      return isErrorCode(message) ? messageFor(message, language, params) : message;
    },
    [language],
  );
  /** A mutation's error as the client's ApiError (a thrown exception reads as "try again"). */
  const failure = useCallback(
    (error: unknown): ApiError =>
      isApiError(error)
        ? error
        : { status: 0, code: 'generic_retry', message: messageFor('generic_retry', language) },
    [language],
  );
  return { t, intl, locale, language, errorText, problemText, failure, pathTo };
}
