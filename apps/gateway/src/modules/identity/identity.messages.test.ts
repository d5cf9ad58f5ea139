import { LANGUAGE_CODES, listMessageParams } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../adapters/mail/mail-template';
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

  it.each(LANGUAGE_CODES)(
    'makes %s e-mails with every placeholder filled and the link linked',
    (language) => {
      const texts = IDENTITY_MESSAGES[language];
      const link = 'https://shop.example/en-US/verify-email?token=t';
      const params = { name: 'Siti', link, hours: 24, minutes: 60 };
      for (const [subject, body] of [
        [texts.verifyEmailSubject, texts.verifyEmailBody],
        [texts.resetPasswordSubject, texts.resetPasswordBody],
      ] as const) {
        const mail = renderMail({ language, subject, body, params, links: ['link'] });
        expect(`${mail.subject}${mail.body}${mail.html}`).not.toMatch(/\{\w+\}/);
        expect(mail.body).toContain(link);
        expect(mail.html).toContain(`<a href="${link}"`);
      }
    },
  );
});
