import { SUPPORTED_LOCALES } from '@storefront/domain';
import type { Locale } from '@storefront/domain';
import { describeTexts } from '@storefront/ui-support/testing';

type Texts = Readonly<Record<string, string>>;

/**
 * A feature's text files as `import.meta.glob('./*-*.ts', { eager: true, import: 'default' })`
 * gives them from its `i18n/` folder: `./en-US.ts` → its texts.
 */
export type FeatureTextFiles = Readonly<Record<string, Texts>>;

function textsByLocale(feature: string, files: FeatureTextFiles): Record<Locale, Texts> {
  const extra = Object.keys(files).filter(
    (path) => !SUPPORTED_LOCALES.some((locale) => path === `./${locale}.ts`),
  );
  if (extra.length > 0) throw new Error(`${feature}/i18n: no locale is named ${extra.join(', ')}`);
  const entries = SUPPORTED_LOCALES.map((locale) => {
    const texts = files[`./${locale}.ts`];
    // Each locale's file is typed against en-US, but only this finds a file nobody wrote.
    if (texts === undefined) throw new Error(`${feature}/i18n has no ${locale}.ts`);
    return [locale, texts] as const;
  });
  return Object.fromEntries(entries) as Record<Locale, Texts>;
}

/**
 * The translation checks every storefront feature's texts get (`i18n/messages.test.ts`): one
 * file per supported locale, each with exactly en-US's ids, none empty, each a valid ICU message
 * showing the arguments of its English text.
 */
export function describeFeatureTexts(feature: string, files: FeatureTextFiles): void {
  describeTexts(feature, textsByLocale(feature, files));
}
