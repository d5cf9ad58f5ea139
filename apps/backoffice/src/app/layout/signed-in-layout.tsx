import { api } from '@storefront/api';
import { Button, cx, SelectField, Spinner } from '@storefront/ui-kit';
import { Suspense, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { BACKOFFICE_LOCALES, isBackofficeLocale, useBackofficeLocale } from '../../shared/locale';
import { forgetStaffName, readStaffName, useApiClient } from '../../shared/session';
import type { BackofficeFeature } from '../backoffice-feature';

export interface SignedInLayoutProps {
  readonly features: readonly BackofficeFeature[];
}

/**
 * The frame of every staff screen: a skip link, the header (who is signed in, language, log
 * out), the side navigation built from the features, and the main landmark.
 */
export function SignedInLayout({ features }: SignedInLayoutProps) {
  const intl = useIntl();
  const main = useRef<HTMLElement>(null);
  return (
    <div className="min-h-screen bg-neutral-50 text-neutral-900">
      {/* A plain `href="#main"` would be read as a screen by the hash router: focus instead. */}
      <a
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        className="sr-only rounded-md bg-white px-4 py-2 font-medium text-primary-700 focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50"
      >
        <FormattedMessage id="backoffice.shell.skipToContent" />
      </a>
      <StaffHeader />
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-6 px-4 py-6 md:flex-row">
        <nav
          aria-label={intl.formatMessage({ id: 'backoffice.shell.navigation' })}
          className="md:w-56 md:shrink-0"
        >
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {features.flatMap((feature) =>
              feature.nav.map((entry) => (
                <li key={entry.path}>
                  <NavLink
                    to={entry.path}
                    className={({ isActive }) =>
                      cx(
                        'block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-500',
                        isActive
                          ? 'bg-primary-100 text-primary-900'
                          : 'text-neutral-700 hover:bg-neutral-100',
                      )
                    }
                  >
                    <FormattedMessage id={entry.labelId} />
                  </NavLink>
                </li>
              )),
            )}
          </ul>
        </nav>
        <main
          id="main-content"
          ref={main}
          tabIndex={-1}
          className="min-w-0 flex-1 focus:outline-none"
        >
          <Suspense
            fallback={
              <div className="flex justify-center py-12">
                <Spinner label={intl.formatMessage({ id: 'backoffice.common.loading' })} />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

function StaffHeader() {
  const intl = useIntl();
  const client = useApiClient();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { locale, setLocale } = useBackofficeLocale();
  const name = readStaffName();

  function logOut() {
    client.endSession();
    forgetStaffName();
    // Nothing staff saw stays in memory for whoever uses the browser next.
    dispatch(api.util.resetApiState());
    void navigate('/login', { replace: true });
  }

  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-end justify-between gap-4 px-4 py-3">
        <p className="text-lg font-bold text-primary-800">
          <FormattedMessage id="backoffice.shell.title" />
        </p>
        <div className="flex flex-wrap items-end gap-4">
          <p className="text-sm text-neutral-700">
            {name ? (
              <FormattedMessage id="backoffice.shell.signedInAs" values={{ name }} />
            ) : (
              <FormattedMessage id="backoffice.shell.signedIn" />
            )}
          </p>
          <LanguageSelect locale={locale} onChange={setLocale} />
          <Button variant="secondary" size="sm" onClick={logOut}>
            {intl.formatMessage({ id: 'backoffice.shell.logOut' })}
          </Button>
        </div>
      </div>
    </header>
  );
}

export function LanguageSelect({
  locale,
  onChange,
}: {
  readonly locale: string;
  readonly onChange: (locale: (typeof BACKOFFICE_LOCALES)[number]) => void;
}) {
  const intl = useIntl();
  return (
    <SelectField
      label={intl.formatMessage({ id: 'backoffice.shell.language' })}
      value={locale}
      onChange={(event) => {
        if (isBackofficeLocale(event.target.value)) onChange(event.target.value);
      }}
      options={BACKOFFICE_LOCALES.map((value) => ({
        value,
        label: intl.formatMessage({ id: `backoffice.shell.language.${value}` }),
      }))}
    />
  );
}
