import { paymentMarks, whatsAppChatUrl } from '@storefront/domain';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../shared/routing/route-paths';
import type { RoutePathName } from '../shared/routing/route-paths';
import { useLocalePath } from '../shared/routing/use-locale';
import { useMarket } from '../shared/session/use-session';

const CONTENT_LINKS = [
  ['faq', 'shell.footer.faq'],
  ['howToShop', 'shell.footer.howToShop'],
  ['about', 'shell.footer.about'],
  ['terms', 'shell.footer.terms'],
  ['privacy', 'shell.footer.privacy'],
  ['refundPolicy', 'shell.footer.refundPolicy'],
] as const satisfies readonly (readonly [RoutePathName, string])[];

const LINK_CLASS =
  'text-neutral-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500';

/**
 * Who runs the shop and how to reach it, the content pages (SPEC §2), the payment marks and the
 * copyright line, on every page: a buyer about to pay wants to know whom (issue 14). All of it
 * comes from the market config, so the server's HTML carries it and no call is made for it.
 */
export function SiteFooter({ year }: { readonly year: number }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const market = useMarket();
  const { shop } = market;
  const brand = intl.formatMessage({ id: 'shell.brand' });
  const marks = paymentMarks(market);
  return (
    <footer className="mt-12 border-t border-neutral-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm sm:grid-cols-2">
        <address className="not-italic text-neutral-600">
          <p className="font-semibold text-neutral-900">{shop.company}</p>
          <p>{shop.address}</p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            <a
              href={whatsAppChatUrl(shop.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className={LINK_CLASS}
            >
              {intl.formatMessage({ id: 'shell.footer.whatsapp' }, { number: shop.whatsapp })}
            </a>
            <a href={`mailto:${shop.email}`} className={LINK_CLASS}>
              {shop.email}
            </a>
          </p>
        </address>
        <nav aria-label={intl.formatMessage({ id: 'shell.footer.label' })}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {CONTENT_LINKS.map(([path, label]) => (
              <li key={path}>
                <Link to={localePath(ROUTE_PATHS[path])} className={LINK_CLASS}>
                  {intl.formatMessage({ id: label })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {marks.length > 0 && (
          <section
            aria-label={intl.formatMessage({ id: 'shell.footer.payments' })}
            className="sm:col-span-2"
          >
            <p className="mb-2 text-neutral-600">
              {intl.formatMessage({ id: 'shell.footer.payments' })}
            </p>
            <ul className="flex flex-wrap gap-2">
              {marks.map((mark) => (
                <li
                  key={mark}
                  className="rounded border border-neutral-300 px-2 py-0.5 text-xs font-semibold text-neutral-700"
                >
                  {mark}
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="text-neutral-500 sm:col-span-2">
          {intl.formatMessage({ id: 'shell.footer.copyright' }, { year, brand })}
        </p>
      </div>
    </footer>
  );
}
