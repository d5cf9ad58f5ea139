import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, SUPPORTED_LOCALES } from './locales';

describe('locales', () => {
  it('has one language code per supported locale', () => {
    expect(SUPPORTED_LOCALES.map((l) => l.split('-')[0])).toEqual([...LANGUAGE_CODES]);
  });
});
