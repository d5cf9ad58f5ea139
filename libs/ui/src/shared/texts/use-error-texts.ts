import { messageFor } from '@storefront/api';
import type { ApiError } from '@storefront/api';
import type { ErrorCode, MessageParams } from '@storefront/domain';
import { toApiError } from '@storefront/ui-support';
import { useCallback } from 'react';
import { useLanguage } from '../routing/use-locale';

/**
 * The domain's error catalogue in the user's language: `errorText(code)` for a rule's or the
 * gateway's code, and `failure(error)` for a mutation's error as the client's ApiError (RTK also
 * types a thrown exception, which only a bug can cause: it reads as the generic "try again").
 */
export function useErrorTexts() {
  const language = useLanguage();
  const errorText = useCallback(
    (code: ErrorCode, params?: MessageParams) => messageFor(code, language, params),
    [language],
  );
  const failure = useCallback(
    (error: unknown): ApiError => toApiError(error, messageFor('generic_retry', language)),
    [language],
  );
  return { language, errorText, failure };
}
