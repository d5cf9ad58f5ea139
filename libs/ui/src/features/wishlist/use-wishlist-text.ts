import { isApiError, messageFor } from '@storefront/api';
import type { ApiError } from '@storefront/api';
import type { ErrorCode } from '@storefront/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { PrimitiveType } from 'react-intl';
import { useLanguage, useLocale, useLocalePath } from '../../shared';
import type { WishlistMessageId } from './i18n/en-US';

/**
 * The feature's texts (`t('wishlist.title')`, ids checked by the compiler), paths under the
 * `:locale` segment, the error catalogue's texts, and a mutation's error as the client's ApiError
 * (RTK also types a thrown exception, which then reads as the generic "try again").
 */
export function useWishlistText() {
  const intl = useIntl();
  const locale = useLocale();
  const language = useLanguage();
  const pathTo = useLocalePath();
  const t = useCallback(
    (id: WishlistMessageId, values?: Record<string, PrimitiveType>) =>
      intl.formatMessage({ id }, values),
    [intl],
  );
  const errorText = useCallback((code: ErrorCode) => messageFor(code, language), [language]);
  const failure = useCallback(
    (error: unknown): ApiError =>
      isApiError(error)
        ? error
        : { status: 0, code: 'generic_retry', message: messageFor('generic_retry', language) },
    [language],
  );
  return { t, locale, errorText, failure, pathTo };
}
