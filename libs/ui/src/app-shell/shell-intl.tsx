import { formatDateTime, numberLocale, STOREFRONT_TIME_ZONE } from '@storefront/domain';
import type { DateTimeStyle, DateWriter, Locale } from '@storefront/domain';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import type { FormatDateOptions, IntlShape } from 'react-intl';

/** The style of `formatDateTime` a call's options ask for, or undefined for any other shape. */
function dateTimeStyle(options: FormatDateOptions | undefined): DateTimeStyle | undefined {
  if (options?.dateStyle !== 'medium') return undefined;
  const keys = Object.keys(options).sort().join();
  if (keys === 'dateStyle') return 'date';
  return keys === 'dateStyle,timeStyle' && options.timeStyle === 'short' ? 'dateTime' : undefined;
}

/**
 * react-intl's intl with the shell's formats: an instant with its time is written with the
 * storefront clock's zone ("9 Des 2026, 11.00 GMT+8"), since the buyer lives in another zone;
 * numbers go through `numberLocale` and instants through the market's `DateWriter` where a locale
 * needs them. For Kazakh these do not depend on the engine's locale data, which Chromium lacks, so
 * the server's HTML and the browser's render of a kk-KZ page agree and the page hydrates
 * (decision 279). Every other shape of options is Intl's as before.
 */
export function withShellFormats(
  intl: IntlShape,
  locale: Locale,
  writer: DateWriter | undefined,
): IntlShape {
  const numbersIn = numberLocale(locale);
  if (numbersIn !== locale) {
    // A text's own numbers ({count, number}, a plural's #) are written through these formatters
    // (formatMessage hands them to intl-messageformat), so they follow the number locale too.
    const { getNumberFormat } = intl.formatters;
    intl.formatters.getNumberFormat = (_locales, options) => getNumberFormat(numbersIn, options);
  }
  return {
    ...intl,
    formatDate: (value, options) => {
      const style = dateTimeStyle(options);
      return style && value !== undefined && (writer || style === 'dateTime')
        ? formatDateTime(value, locale, style, writer)
        : intl.formatDate(value, options);
    },
    formatNumber: (value, options) =>
      numbersIn !== locale && options?.format === undefined
        ? intl.formatters.getNumberFormat(numbersIn, options).format(value)
        : intl.formatNumber(value, options),
  };
}

const cache = createIntlCache();

export interface ShellIntlProviderProps {
  readonly locale: Locale;
  readonly messages: Record<string, string>;
  readonly onError: (error: Error) => void;
  /** The market's writer of this locale's instants, if it has one. */
  readonly dateWriter?: DateWriter;
  readonly children: ReactNode;
}

/** The shell's IntlProvider: the storefront clock, English as the fallback, the shell's formats. */
export function ShellIntlProvider({
  locale,
  messages,
  onError,
  dateWriter,
  children,
}: ShellIntlProviderProps) {
  const intl = useMemo(
    () =>
      withShellFormats(
        createIntl(
          { locale, messages, timeZone: STOREFRONT_TIME_ZONE, defaultLocale: 'en-US', onError },
          cache,
        ),
        locale,
        dateWriter,
      ),
    [locale, messages, onError, dateWriter],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
