import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

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

export interface DescribeTextsOptions {
  /** What every id must look like (the back-office's start with `backoffice.`). */
  readonly idPattern?: RegExp;
}

/**
 * The translation checks every text file gets (`i18n/messages.test.ts`, in the storefront and
 * the back-office): each locale has exactly the ids of en-US, none empty, each a valid ICU
 * message that shows the same arguments as its English text.
 */
export function describeTexts(
  name: string,
  texts: Readonly<Record<string, Texts>> & { readonly 'en-US': Texts },
  options: DescribeTextsOptions = {},
): void {
  const english = texts['en-US'];
  const values = argumentValues(english);
  describe.each(Object.entries(texts))(`%s ${name} texts`, (locale, messages) => {
    it('has exactly the ids of en-US', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      if (options.idPattern === undefined) return;
      for (const id of Object.keys(messages)) expect(id).toMatch(options.idPattern);
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
