import { messageFor } from '@storefront/api';
import { isSupportedLocale, languageCode } from '@storefront/domain';
import { Alert, Button } from '@storefront/ui-kit';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';

function reload() {
  window.location.reload();
}

/**
 * A screen that failed inside the layout: mostly a lazy chunk that no longer exists after a
 * deployment or a dropped connection, which a reload fixes.
 */
export function RouteError() {
  const intl = useIntl();
  return (
    <div className="mx-auto max-w-xl py-12">
      <h1 className="mb-4 text-2xl font-bold text-neutral-900">
        {intl.formatMessage({ id: 'shell.error.title' })}
      </h1>
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={reload}>
            {intl.formatMessage({ id: 'shell.error.retry' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'shell.error.body' })}
      </Alert>
    </div>
  );
}

/**
 * The layout itself failed (the texts of the language could not load): no messages exist yet,
 * so the error catalogue's generic text in the URL's language is shown, as a link that reloads.
 */
export function RootError() {
  const { locale } = useParams();
  const language = locale !== undefined && isSupportedLocale(locale) ? languageCode(locale) : 'en';
  return (
    <main className="mx-auto max-w-xl p-8">
      <div
        role="alert"
        className="rounded-md border border-danger-300 bg-danger-50 p-4 text-danger-900"
      >
        <a href={typeof window === 'undefined' ? '/' : window.location.href} className="underline">
          {messageFor('generic_retry', language)}
        </a>
      </div>
    </main>
  );
}
