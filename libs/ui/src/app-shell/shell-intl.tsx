import { formatDateTime, numberLocale, STOREFRONT_TIME_ZONE } from '@storefront/domain';
import type { DateTimeStyle, Locale } from '@storefront/domain';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import type { FormatDateOptions, FormatNumberOptions, IntlShape } from 'react-intl';

/** The style of `formatDateTime` a call's options ask for, or undefined for any other shape. */
function dateTimeStyle(options: FormatDateOptions | undefined): DateTimeStyle | undefined {
  if (!options || options.dateStyle !== 'medium') return undefined;
  const keys = Object.keys(options).sort().join(',');
  if (keys === 'dateStyle') return 'date';
  return keys === 'dateStyle,timeStyle' && options.timeStyle === 'short' ? 'dateTime' : undefined;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: FormatNumberOptions | undefined) {
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * react-intl's intl with the domain's formats: an instant in medium date (and short time) style
 * through `formatDateTime`, and numbers in `numberLocale`. For Kazakh these do not depend on the
 * engine's locale data, which Chromium lacks, so the server's HTML and the browser's render of
 * a kk-KZ page agree and the page hydrates (decision 279). Other shapes of options go to Intl.
 */
export function withShellFormats(intl: IntlShape, locale: Locale): IntlShape {
  const numbersIn = numberLocale(locale);
  return {
    ...intl,
    formatDate: (value, options) => {
      const style = dateTimeStyle(options);
      return style && value !== undefined
        ? formatDateTime(value, locale, style)
        : intl.formatDate(value, options);
    },
    formatNumber:
      numbersIn === locale
        ? intl.formatNumber
        : (value, options) =>
            options?.format === undefined
              ? numberFormat(numbersIn, options).format(value)
              : intl.formatNumber(value, options),
  };
}

const cache = createIntlCache();

export interface ShellIntlProviderProps {
  readonly locale: Locale;
  readonly messages: Record<string, string>;
  readonly onError: (error: Error) => void;
  readonly children: ReactNode;
}

/** The shell's IntlProvider: the storefront clock, English as the fallback, the shell's formats. */
export function ShellIntlProvider({ locale, messages, onError, children }: ShellIntlProviderProps) {
  const intl = useMemo(
    () =>
      withShellFormats(
        createIntl(
          { locale, messages, timeZone: STOREFRONT_TIME_ZONE, defaultLocale: 'en-US', onError },
          cache,
        ),
        locale,
      ),
    [locale, messages, onError],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
