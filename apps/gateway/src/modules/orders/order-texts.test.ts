import { LANGUAGE_CODES, listMessageParams } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../adapters/mail/mail-template';
import type { OrderTexts } from './order-texts';
import { ORDER_TEXTS } from './order-texts';

const KEYS = (Object.keys(ORDER_TEXTS.en) as (keyof OrderTexts)[]).filter(
  (key) => key !== 'status',
);

describe('order texts', () => {
  it.each(KEYS)('%s has a text with the same placeholders in every language', (key) => {
    const expected = listMessageParams(ORDER_TEXTS.en[key]);
    for (const language of LANGUAGE_CODES) {
      expect(ORDER_TEXTS[language][key].trim()).not.toBe('');
      expect(listMessageParams(ORDER_TEXTS[language][key])).toEqual(expected);
    }
  });

  // The e-mail of each announcement, as order-moves.ts writes it: nothing left unfilled.
  it.each(LANGUAGE_CODES)(
    'makes the %s order e-mails with every placeholder filled',
    (language) => {
      const texts = ORDER_TEXTS[language];
      const link = 'https://shop.example/id-ID/orders/G-1/IDL-1';
      const params = {
        order: 'IDL-1',
        status: texts.status.shipping,
        note: 'n',
        amount: 'Rp 1',
        link,
      };
      for (const key of ['movedBody', 'adjustmentBody', 'refundRejectedBody'] as const) {
        const mail = renderMail({
          language,
          subject: texts.movedTitle,
          body: `${texts[key]}\n\n${texts.mailLink}`,
          params,
          links: ['link'],
        });
        expect(`${mail.subject}${mail.body}${mail.html}`).not.toMatch(/\{\w+\}/);
        expect(mail.html).toContain(`<a href="${link}"`);
      }
    },
  );
});
