import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../shared/routing/route-paths';
import type { RoutePathName } from '../shared/routing/route-paths';
import { useLocalePath } from '../shared/routing/use-locale';

const CONTENT_LINKS = [
  ['faq', 'shell.footer.faq'],
  ['howToShop', 'shell.footer.howToShop'],
  ['about', 'shell.footer.about'],
  ['terms', 'shell.footer.terms'],
  ['privacy', 'shell.footer.privacy'],
  ['refundPolicy', 'shell.footer.refundPolicy'],
] as const satisfies readonly (readonly [RoutePathName, string])[];

/** The content pages (SPEC §2) and the copyright line. */
export function SiteFooter({ year }: { readonly year: number }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const brand = intl.formatMessage({ id: 'shell.brand' });
  return (
    <footer className="mt-12 border-t border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-start sm:justify-between">
        <nav aria-label={intl.formatMessage({ id: 'shell.footer.label' })}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {CONTENT_LINKS.map(([path, label]) => (
              <li key={path}>
                <Link
                  to={localePath(ROUTE_PATHS[path])}
                  className="text-neutral-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500"
                >
                  {intl.formatMessage({ id: label })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-neutral-500">
          {intl.formatMessage({ id: 'shell.footer.copyright' }, { year, brand })}
        </p>
      </div>
    </footer>
  );
}
