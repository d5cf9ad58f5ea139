import { isApiError } from '@storefront/api';
import { Alert, Button, Spinner } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';

export interface QueryStateProps {
  readonly isLoading: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
}

/**
 * What a screen shows while its data is not there: a spinner, or the gateway's (translated)
 * error with a retry. Renders nothing once the data has arrived.
 */
export function QueryState({ isLoading, error, onRetry }: QueryStateProps) {
  const intl = useIntl();
  if (error !== undefined) {
    return (
      <Alert
        tone="error"
        title={<FormattedMessage id="backoffice.common.loadFailed" />}
        action={
          <Button size="sm" variant="secondary" onClick={onRetry}>
            <FormattedMessage id="backoffice.common.retry" />
          </Button>
        }
      >
        {isApiError(error)
          ? error.message
          : intl.formatMessage({ id: 'backoffice.common.genericError' })}
      </Alert>
    );
  }
  if (isLoading) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={intl.formatMessage({ id: 'backoffice.common.loading' })} />
      </div>
    );
  }
  return null;
}
