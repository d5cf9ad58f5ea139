import { LANGUAGE_CODES, listMessageParams } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import type { IdentityTexts } from './identity.messages';
import { IDENTITY_MESSAGES, identityMessage } from './identity.messages';

const KEYS = Object.keys(IDENTITY_MESSAGES.en) as (keyof IdentityTexts)[];

describe('identity messages', () => {
  it.each(KEYS)('%s has a text with the same placeholders in every language', (key) => {
    const expected = listMessageParams(IDENTITY_MESSAGES.en[key]);
    for (const language of LANGUAGE_CODES) {
      expect(IDENTITY_MESSAGES[language][key].trim()).not.toBe('');
      expect(listMessageParams(IDENTITY_MESSAGES[language][key])).toEqual(expected);
    }
  });

  it('fills placeholders and falls back to English for an unknown language', () => {
    expect(identityMessage('otpText', 'id', { code: '012345', minutes: 10 })).toBe(
      'Kode verifikasi Anda 012345. Berlaku 10 menit. Jangan berikan kode ini kepada siapa pun.',
    );
    expect(identityMessage('verifyEmailSubject', 'xx')).toBe('Verify your email address');
  });
});
