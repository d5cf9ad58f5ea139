import { languageCode } from '@storefront/domain';
import type { LanguageCode } from '@storefront/domain';
import { createContext, useContext } from 'react';
import type { BackofficeLocale } from '../../app/backoffice-feature';

/** The back-office's languages, the default first (issue 7: English and Indonesian at least). */
export const BACKOFFICE_LOCALES = ['en-US', 'id-ID'] as const satisfies readonly BackofficeLocale[];
export const DEFAULT_BACKOFFICE_LOCALE: BackofficeLocale = 'en-US';

const STORAGE_KEY = 'backoffice_locale';

export function isBackofficeLocale(value: unknown): value is BackofficeLocale {
  return (BACKOFFICE_LOCALES as readonly unknown[]).includes(value);
}

/** The language the staff member chose last on this browser, else English. */
export function readLocalePreference(): BackofficeLocale {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isBackofficeLocale(stored) ? stored : DEFAULT_BACKOFFICE_LOCALE;
  } catch {
    return DEFAULT_BACKOFFICE_LOCALE;
  }
}

export function storeLocalePreference(locale: BackofficeLocale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Blocked site data: the choice lasts until the page reloads.
  }
}

export interface LocaleState {
  readonly locale: BackofficeLocale;
  readonly setLocale: (locale: BackofficeLocale) => void;
}

export const LocaleContext = createContext<LocaleState | null>(null);

export function useBackofficeLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useBackofficeLocale needs the shell’s LocaleContext');
  return state;
}

/** The language code of the error texts and the gateway ('en', 'id'). */
export function useLanguage(): LanguageCode {
  return languageCode(useBackofficeLocale().locale);
}
