import { SUPPORTED_LOCALES } from '@storefront/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import arSA from './ar-SA';
import enUS from './en-US';
import idID from './id-ID';
import kkKZ from './kk-KZ';
import ruRU from './ru-RU';
import thTH from './th-TH';

const FILES = {
  'en-US': enUS,
  'id-ID': idID,
  'th-TH': thTH,
  'kk-KZ': kkKZ,
  'ru-RU': ruRU,
  'ar-SA': arSA,
} as const;

/** Every placeholder any text of the feature uses, with a value of the right kind. */
const VALUES = {
  keyword: 'tas',
  currency: 'IDR',
  total: 21,
  count: 2,
  page: 3,
  price: 'Rp 10.000',
  marketplace: '1688',
  index: 2,
  name: 'Budi',
  phone: '+62811',
  variant: 'Hitam',
  minimum: 10,
  multiple: 5,
  stock: 400,
  names: 'S, M',
  max: 100,
  number: 'PGJ-1',
  search: 'botol',
  date: '1 Mei 2025',
  title: 'Tas',
  time: '23:59:59',
  types: 'JPG, PNG',
  megabytes: 10,
  width: 200,
  height: 200,
};

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1] ?? '').sort();
}

describe.each(SUPPORTED_LOCALES)('%s texts', (locale) => {
  const messages = FILES[locale];
  const intl = createIntl({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });

  it.each(Object.keys(enUS))('%s is a valid message with the same placeholders', (id) => {
    const text = (messages as Record<string, string>)[id];
    expect(text?.trim()).toBeTruthy();
    expect(placeholders(text ?? '')).toEqual(
      placeholders((enUS as Record<string, string>)[id] ?? ''),
    );
    expect(intl.formatMessage({ id }, VALUES)).not.toContain('{');
  });

  it('has no text that en-US does not define', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(enUS).sort());
  });
});
