import { fieldErrorMessage, messageFor } from '@storefront/api';
import { ERROR_CODES, isFieldErrorId } from '@storefront/domain';
import type { ErrorCode, MessageParams } from '@storefront/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocale, useLocalePath } from '../../shared';
import { useErrorTexts, useMessageText } from '../../shared/texts';
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
  const t = useMessageText<InquiriesMessageId>();
  const locale = useLocale();
  const pathTo = useLocalePath();
  const { language, errorText, failure } = useErrorTexts();
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
  return { t, intl, locale, language, errorText, problemText, failure, pathTo };
}
