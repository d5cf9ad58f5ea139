import { buttonClassName } from '@storefront/ui-kit';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useMarkNotFound } from './page-outcome';
import { usePageTitle } from './page-title';
import { ROUTE_PATHS } from './route-paths';
import { useLocalePath } from './use-locale';

/**
 * Any path under a locale that no feature claims, and a screen's page whose object does not
 * exist (SPEC §2, §8 "page not found"): the server answers it with 404 (decision 251).
 */
export function NotFoundScreen() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const title = intl.formatMessage({ id: 'shell.notFound.title' });
  useMarkNotFound();
  usePageTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-primary-600">
        404
      </p>
      <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
      <p className="text-neutral-600">{intl.formatMessage({ id: 'shell.notFound.body' })}</p>
      <Link to={localePath(ROUTE_PATHS.home)} className={buttonClassName('primary')}>
        {intl.formatMessage({ id: 'shell.notFound.home' })}
      </Link>
    </div>
  );
}
