import { messageFor } from '@storefront/api';
import { QueryResultFeedback } from '@storefront/ui-support';
import type { QueryResult } from '@storefront/ui-support';
import type { ReactNode } from 'react';
import { useLanguage } from '../routing/use-locale';
import { SCREEN_LOADING_SPACE } from './screen-loading-space';

export interface ScreenQueryFeedbackProps {
  /** The query whose data the screen cannot render without. */
  readonly query: QueryResult;
  /** The spinner's accessible name ("Loading your cart"). */
  readonly loading: string;
  /** The retry button's text. */
  readonly retry: ReactNode;
}

/**
 * What a screen shows under its heading while its data has not arrived: a large spinner during
 * the first load, or the failure (the gateway's message, else "try again" in the user's
 * language) with a retry that loads it again. The screen keeps rendering the heading itself, so
 * the heading stays the same element when the data arrives.
 */
export function ScreenQueryFeedback({ query, loading, retry }: ScreenQueryFeedbackProps) {
  const language = useLanguage();
  const feedback = (
    <QueryResultFeedback
      query={query}
      fallbackError={messageFor('generic_retry', language)}
      texts={{ loading, retry }}
      spinnerSize="lg"
    />
  );
  // The first load keeps the screen's height (SCREEN_LOADING_SPACE): the footer stays below the
  // fold instead of jumping down when the data arrives.
  return query.isLoading ? <div className={SCREEN_LOADING_SPACE}>{feedback}</div> : feedback;
}
