import { fieldErrorMessage, isApiError, messageFor } from '@storefront/api';
import type { ApiError } from '@storefront/api';
import { isFieldErrorId } from '@storefront/domain';
import type { ErrorCode, MessageParams } from '@storefront/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  loginPathFor,
  useLanguage,
  useLocale,
  useLocalePath,
  useMarket,
  useSession,
} from '../../shared';

/**
 * What the screens of this feature need around them: the shell's locale, market, session and
 * paths (libs/ui/src/shared), the way to the login and back, and the texts of the domain's
 * catalogues in the user's language.
 */
export function useStorefront() {
  const locale = useLocale();
  const language = useLanguage();
  const market = useMarket();
  const session = useSession();
  const pathTo = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();

  /** The guest goes to the login and comes back here afterwards (the shell's `?next=`). */
  const sendToLogin = useCallback(() => {
    void navigate(loginPathFor(locale, `${location.pathname}${location.search}`));
  }, [locale, location.pathname, location.search, navigate]);

  const errorText = useCallback(
    (code: ErrorCode, params?: MessageParams) => messageFor(code, language, params),
    [language],
  );

  /**
   * The text under a form field: a field-error id (zod resolver, the server's `fields`) in the
   * user's language; anything else was already a text.
   */
  const fieldText = useCallback(
    (message: string | undefined, params?: MessageParams) => {
      if (message === undefined || message === '') return undefined;
      return isFieldErrorId(message) ? fieldErrorMessage(message, language, params) : message;
    },
    [language],
  );

  /**
   * A mutation's error as the client's ApiError. RTK types it as ApiError or a SerializedError
   * (a thrown exception); the latter only reaches a screen through a bug, and then reads as the
   * generic "try again". Not shared/texts' useErrorTexts: this hook renders home, whose first
   * render must not carry libs/ui-support (170 KB, decision 273).
   */
  const failure = useCallback(
    (error: unknown): ApiError =>
      isApiError(error)
        ? error
        : { status: 0, code: 'generic_retry', message: messageFor('generic_retry', language) },
    [language],
  );

  return {
    locale,
    language,
    market,
    session,
    pathTo,
    sendToLogin,
    errorText,
    fieldText,
    failure,
  };
}
