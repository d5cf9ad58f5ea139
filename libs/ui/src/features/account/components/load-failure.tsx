import { Alert, Button } from '@storefront/ui-kit';
import { FormattedMessage } from 'react-intl';

export interface LoadFailureProps {
  /** The API's message, already in the user's language. */
  readonly message: string;
  readonly onRetry: () => void;
  readonly retrying?: boolean;
}

/** A list or a page that could not be loaded, with the way to try again. */
export function LoadFailure({ message, onRetry, retrying = false }: LoadFailureProps) {
  return (
    <Alert
      tone="error"
      action={
        <Button size="sm" variant="ghost" loading={retrying} onClick={onRetry}>
          <FormattedMessage id="account.retry" />
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
