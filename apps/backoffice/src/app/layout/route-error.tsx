import { Alert, Button } from '@storefront/ui-kit';
import { FormattedMessage } from 'react-intl';

function reload() {
  window.location.reload();
}

/**
 * A screen that failed to render or load: mostly a lazy chunk that no longer exists after a
 * deployment, which a reload fixes.
 */
export function RouteError() {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="mb-4 text-2xl font-bold text-neutral-900">
        <FormattedMessage id="backoffice.common.loadFailed" />
      </h1>
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={reload}>
            <FormattedMessage id="backoffice.common.retry" />
          </Button>
        }
      >
        <FormattedMessage id="backoffice.common.genericError" />
      </Alert>
    </main>
  );
}
