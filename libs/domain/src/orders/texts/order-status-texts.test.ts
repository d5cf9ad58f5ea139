import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../locale/locales';
import { ORDER_STATUSES } from '../order-status';
import { ORDER_STATUS_TEXTS, orderStatusMessages } from './index';

describe('ORDER_STATUS_TEXTS', () => {
  it('names every status in every language of the shell', () => {
    expect(Object.keys(ORDER_STATUS_TEXTS).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const [language, texts] of Object.entries(ORDER_STATUS_TEXTS)) {
      expect(Object.keys(texts).sort(), language).toEqual([...ORDER_STATUSES].sort());
      for (const status of ORDER_STATUSES) expect(texts[status].trim(), status).not.toBe('');
    }
  });

  it('gives each status its own name in a language', () => {
    for (const [language, texts] of Object.entries(ORDER_STATUS_TEXTS)) {
      expect(new Set(Object.values(texts)).size, language).toBe(ORDER_STATUSES.length);
    }
  });

  it('names an unpaid order as SPEC §4 does ("Waiting Payment"), not as its tab ("To Pay")', () => {
    expect(ORDER_STATUS_TEXTS.en.waiting_payment).toBe('Waiting for payment');
  });
});

describe('orderStatusMessages', () => {
  it('turns the names of a language into message ids under a prefix', () => {
    const messages = orderStatusMessages('orders.status', ORDER_STATUS_TEXTS.id);
    expect(Object.keys(messages)).toEqual(
      ORDER_STATUSES.map((status) => `orders.status.${status}`),
    );
    expect(messages['orders.status.waiting_payment']).toBe('Menunggu pembayaran');
  });
});
