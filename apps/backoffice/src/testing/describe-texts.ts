import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { BackofficeLocale } from '../app/backoffice-feature';

type Texts = Readonly<Record<string, string>>;

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
  locale: string,
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
 * The checks every back-office text file gets: both locales have exactly the ids of en-US, each
 * prefixed `backoffice.`, none empty, each valid ICU showing the same arguments as English.
 */
export function describeBackofficeTexts(
  name: string,
  texts: Readonly<Record<BackofficeLocale, Texts>>,
): void {
  const english = texts['en-US'];
  const values = argumentValues(english);
  describe.each(Object.entries(texts))(`%s ${name} texts`, (locale, messages) => {
    it('has exactly the ids of en-US, each prefixed backoffice.', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      for (const id of Object.keys(messages)) expect(id).toMatch(/^backoffice\.[\w.-]+$/);
    });

    it.each(Object.entries(english))('%s is valid ICU with the arguments of en-US', (id, text) => {
      const translated = messages[id];
      expect(translated?.trim(), id).toBeTruthy();
      expect(markers(locale, id, translated ?? '', values)).toEqual(
        markers('en-US', id, text, values),
      );
    });
  });
}
