import type { ApiDispatch } from '@storefront/api';
import { isSupportedLocale, languageCode } from '@storefront/domain';
import type { Locale } from '@storefront/domain';
import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { switchLocaleOfPath } from '../../shared/routing/locale-paths';
import { useLocale } from '../../shared/routing/use-locale';
import { useApiClient, useMarket, useSession } from '../../shared/session/use-session';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '../locale-preference';

/**
 * Each language in its own name and script, so a visitor finds theirs whatever the page is in.
 * Names, not translations: they are the same in every locale. The short self-names language
 * menus use ("Indonesia", "Қазақша", as Google's do): on a 360 px phone the header's select was
 * cut to "Bahasa In" and "Қазақ т" beside the sign-in buttons.
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'English',
  'id-ID': 'Indonesia',
  'th-TH': 'ไทย',
  'kk-KZ': 'Қазақша',
  'ru-RU': 'Русский',
  'ar-SA': 'العربية',
};

const DAY_MS = 86_400_000;

/**
 * The market's languages. A choice keeps the page (path, query, hash), is remembered in the
 * locale cookie for `/`, and a signed-in customer's e-mails and pushes follow it too.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const market = useMarket();
  const client = useApiClient();
  const session = useSession();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const dispatch = useDispatch<ApiDispatch>();

  if (market.locales.length < 2) return null;

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isSupportedLocale(next) || next === locale) return;
    client.cookies.set(LOCALE_COOKIE, next, {
      expires: new Date(client.now().getTime() + LOCALE_COOKIE_DAYS * DAY_MS),
    });
    void navigate(
      `${switchLocaleOfPath(location.pathname, next)}${location.search}${location.hash}`,
    );
    // A preference, not a step the visitor waits for: a failure leaves the old language for
    // e-mails only, and the page has switched either way.
    if (session.via === 'token') {
      void import('./send-language').then(({ sendLanguage }) =>
        sendLanguage(dispatch, languageCode(next)),
      );
    }
  }

  return (
    <div className="flex shrink-0 items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {intl.formatMessage({ id: 'shell.language.label' })}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="hidden size-4 fill-neutral-500 sm:block"
      >
        <path d="M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm6.9 8.1h-3a14 14 0 0 0-1.2-5.5 7.2 7.2 0 0 1 4.2 5.5ZM10 2.9c.8 1 1.9 3.3 2.1 6.2H7.9C8.1 6.2 9.2 3.9 10 2.9ZM7.3 3.6a14 14 0 0 0-1.2 5.5h-3a7.2 7.2 0 0 1 4.2-5.5Zm-4.2 7.3h3a14 14 0 0 0 1.2 5.5 7.2 7.2 0 0 1-4.2-5.5Zm6.9 6.2c-.8-1-1.9-3.3-2.1-6.2h4.2c-.2 2.9-1.3 5.2-2.1 6.2Zm2.7-.7a14 14 0 0 0 1.2-5.5h3a7.2 7.2 0 0 1-4.2 5.5Z" />
      </svg>
      <select
        id={id}
        value={locale}
        onChange={choose}
        // Short names (LOCALE_NAMES) keep it narrow on a phone; it never shrinks below its name:
        // the header's items wrap first.
        className="rounded-md border border-neutral-300 bg-white py-1 ps-2 pe-7 text-sm focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        {market.locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
