import { isApiError } from '@storefront/api';
import { Alert, Button, Spinner } from '@storefront/ui-kit';
import type { ReactNode } from 'react';

export interface QueryFeedbackTexts {
  /** The spinner's accessible name. */
  readonly loading: string;
  /** The retry button's text. */
  readonly retry: ReactNode;
  /** A heading above the failure's message, when the screen has one. */
  readonly failed?: ReactNode;
}

export interface QueryFeedbackProps {
  /** Nothing to show yet: the spinner (unless there is an error, which wins). */
  readonly loading: boolean;
  /** The failure's message, already in the user's language; undefined when nothing failed. */
  readonly error: string | undefined;
  readonly onRetry: () => void;
  /** The retry is under way: the button is busy and refuses a second click. */
  readonly retrying?: boolean;
  /** Every word is the app's (the storefront's and the back-office's texts differ). */
  readonly texts: QueryFeedbackTexts;
  readonly spinnerSize?: 'sm' | 'md' | 'lg';
  readonly retryVariant?: 'ghost' | 'secondary';
  /** A box around the spinner (e.g. to centre it); the bare spinner when not given. */
  readonly loadingClassName?: string;
}

/**
 * What a screen shows while its data is not there: the failure with a way to try again, or a
 * spinner. Renders nothing once neither applies, so a screen can place it above its content.
 */
export function QueryFeedback({
  loading,
  error,
  onRetry,
  retrying = false,
  texts,
  spinnerSize,
  retryVariant = 'ghost',
  loadingClassName,
}: QueryFeedbackProps) {
  if (error !== undefined) {
    return (
      <Alert
        tone="error"
        title={texts.failed}
        action={
          <Button size="sm" variant={retryVariant} loading={retrying} onClick={onRetry}>
            {texts.retry}
          </Button>
        }
      >
        {error}
      </Alert>
    );
  }
  if (!loading) return null;
  const spinner = <Spinner label={texts.loading} size={spinnerSize} />;
  return loadingClassName === undefined ? (
    spinner
  ) : (
    <div className={loadingClassName}>{spinner}</div>
  );
}

/** What QueryResultFeedback reads of an RTK Query hook's result. */
export interface QueryResult {
  readonly isLoading: boolean;
  readonly isFetching: boolean;
  readonly error?: unknown;
  readonly refetch: () => unknown;
}

export interface QueryResultFeedbackProps {
  readonly query: QueryResult;
  readonly texts: QueryFeedbackTexts;
  /** What a failure says when it is no ApiError, or when there is no data and no error. */
  readonly fallbackError?: string;
  /** The retry button is busy while the query fetches again. */
  readonly busyRetry?: boolean;
  readonly spinnerSize?: QueryFeedbackProps['spinnerSize'];
}

/**
 * QueryFeedback for a query whose data the screen does not have: the spinner during the first
 * load, then the gateway's (translated) message or the fallback, with a retry that refetches.
 */
export function QueryResultFeedback({
  query,
  texts,
  fallbackError,
  busyRetry = false,
  spinnerSize,
}: QueryResultFeedbackProps) {
  const message = isApiError(query.error) ? query.error.message : fallbackError;
  return (
    <QueryFeedback
      loading={query.isLoading}
      error={query.isLoading ? undefined : message}
      onRetry={() => void query.refetch()}
      retrying={busyRetry && query.isFetching}
      texts={texts}
      spinnerSize={spinnerSize}
    />
  );
}
