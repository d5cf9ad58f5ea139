import { describe, expect, it } from 'vitest';
import { describeFeatureTexts } from './feature-texts';

const TEXTS = { 'x.title': 'Title' };
const FIVE = {
  './en-US.ts': TEXTS,
  './id-ID.ts': TEXTS,
  './th-TH.ts': TEXTS,
  './kk-KZ.ts': TEXTS,
  './ru-RU.ts': TEXTS,
};

// The passing case runs in every feature's i18n/messages.test.ts; these are the refusals, which
// happen before any test is declared.
describe('describeFeatureTexts', () => {
  it('refuses a feature without a file for a locale', () => {
    expect(() => describeFeatureTexts('x', FIVE)).toThrow('x/i18n has no ar-SA.ts');
  });

  it('refuses a file that names no locale', () => {
    expect(() =>
      describeFeatureTexts('x', { ...FIVE, './ar-SA.ts': TEXTS, './fr-FR.ts': TEXTS }),
    ).toThrow('x/i18n: no locale is named ./fr-FR.ts');
  });
});
