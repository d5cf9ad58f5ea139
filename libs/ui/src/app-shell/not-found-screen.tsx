import { buttonClassName } from '@storefront/ui-kit';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../shared/routing/route-paths';
import { useLocalePath } from '../shared/routing/use-locale';

/** Any path under a locale that no feature claims (SPEC §2, §8 "page not found"). */
export function NotFoundScreen() {
  const intl = useIntl();
  const localePath = useLocalePath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-primary-600">
        404
      </p>
      <h1 className="text-2xl font-bold text-neutral-900">
        {intl.formatMessage({ id: 'shell.notFound.title' })}
      </h1>
      <p className="text-neutral-600">{intl.formatMessage({ id: 'shell.notFound.body' })}</p>
      <Link to={localePath(ROUTE_PATHS.home)} className={buttonClassName('primary')}>
        {intl.formatMessage({ id: 'shell.notFound.home' })}
      </Link>
    </div>
  );
}
