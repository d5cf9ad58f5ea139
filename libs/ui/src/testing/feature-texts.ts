import type { Locale } from '@storefront/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

type Texts = Readonly<Record<string, string>>;

/** A feature's texts per locale, English included (its `i18n/<locale>.ts` files). */
export type FeatureTexts = Readonly<Record<Locale, Texts>>;

/** Every `{name,` or `{name}` argument of the texts; plural and select ones take a number. */
function argumentValues(texts: Texts): Record<string, string | number> {
  const names = Object.values(texts).flatMap((text) =>
    [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1] ?? ''),
  );
  const plurals = new Set(
    Object.values(texts).flatMap((text) =>
      [...text.matchAll(/\{(\w+), plural/g)].map((match) => match[1] ?? ''),
    ),
  );
  return Object.fromEntries(names.map((name) => [name, plurals.has(name) ? 7 : `⟦${name}⟧`]));
}

/** The argument markers a text shows once formatted; an invalid ICU text throws. */
function markers(
  locale: Locale,
  id: string,
  text: string,
  values: Record<string, string | number>,
) {
  const intl = createIntl({
    locale,
    messages: { [id]: text },
    onError: (error) => {
      throw error;
    },
  });
  return [...intl.formatMessage({ id }, values).matchAll(/⟦(\w+)⟧/g)]
    .map((match) => match[1] ?? '')
    .sort();
}

/**
 * The translation checks every feature's texts get (`i18n/messages.test.ts`): each locale has
 * exactly the ids of en-US, none empty, each a valid ICU message that shows the same arguments
 * as its English text.
 */
export function describeFeatureTexts(feature: string, texts: FeatureTexts): void {
  const english = texts['en-US'];
  const values = argumentValues(english);
  describe.each(Object.entries(texts))(`%s ${feature} texts`, (locale, messages) => {
    it.each(Object.entries(english))('%s is valid ICU with the arguments of en-US', (id, text) => {
      const translated = messages[id];
      expect(translated?.trim(), id).toBeTruthy();
      expect(markers(locale as Locale, id, translated ?? '', values)).toEqual(
        markers('en-US', id, text, values),
      );
    });

    it('has no text that en-US does not define', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    });
  });
}
