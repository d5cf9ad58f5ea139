import { isApiError } from '@storefront/api';
import { QueryFeedback } from '@storefront/ui-support';
import { FormattedMessage, useIntl } from 'react-intl';

export interface QueryStateProps {
  readonly isLoading: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
}

/**
 * The back-office's loading / error / retry block: libs/ui-support's QueryFeedback with the
 * shell's texts, the gateway's (translated) error or the generic one, and a centred spinner.
 */
export function QueryState({ isLoading, error, onRetry }: QueryStateProps) {
  const intl = useIntl();
  const message =
    error === undefined
      ? undefined
      : isApiError(error)
        ? error.message
        : intl.formatMessage({ id: 'backoffice.common.genericError' });
  return (
    <QueryFeedback
      loading={isLoading}
      error={message}
      onRetry={onRetry}
      retryVariant="secondary"
      loadingClassName="flex justify-center py-12"
      texts={{
        loading: intl.formatMessage({ id: 'backoffice.common.loading' }),
        retry: <FormattedMessage id="backoffice.common.retry" />,
        failed: <FormattedMessage id="backoffice.common.loadFailed" />,
      }}
    />
  );
}
