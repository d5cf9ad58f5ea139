import type { Locale } from '@storefront/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import arSA from './ar-SA';
import enUS from './en-US';
import idID from './id-ID';
import kkKZ from './kk-KZ';
import ruRU from './ru-RU';
import thTH from './th-TH';

const TRANSLATIONS: Record<Exclude<Locale, 'en-US'>, Record<string, string>> = {
  'id-ID': idID,
  'th-TH': thTH,
  'kk-KZ': kkKZ,
  'ru-RU': ruRU,
  'ar-SA': arSA,
};

/** Every `{name,` or `{name}` argument of the English texts; plural ones take a number. */
const ARGUMENTS = new Set(
  Object.values(enUS).flatMap((text) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1] ?? '')),
);
const PLURALS = new Set(
  Object.values(enUS).flatMap((text) =>
    [...text.matchAll(/\{(\w+), plural/g)].map((m) => m[1] ?? ''),
  ),
);
const VALUES = Object.fromEntries(
  [...ARGUMENTS].map((name) => [name, PLURALS.has(name) ? 7 : `⟦${name}⟧`]),
);

/** The text argument markers a formatted message shows. */
function markers(locale: Locale, id: string, text: string): string[] {
  const intl = createIntl({
    locale,
    messages: { [id]: text },
    onError: (error) => {
      throw error;
    },
  });
  return [...intl.formatMessage({ id }, VALUES).matchAll(/⟦(\w+)⟧/g)].map((m) => m[1] ?? '').sort();
}

describe.each(Object.entries(TRANSLATIONS))('%s checkout texts', (locale, messages) => {
  it.each(Object.entries(enUS))('%s is valid ICU with the arguments of en-US', (id, english) => {
    const text = messages[id];
    expect(text, id).toBeDefined();
    expect(markers(locale as Locale, id, text ?? '')).toEqual(markers('en-US', id, english));
  });
});
