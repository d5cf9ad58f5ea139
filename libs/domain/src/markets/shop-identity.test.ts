import { describe, expect, it } from 'vitest';
import { ID_MARKET, KZ_MARKET, MARKETS, TH_MARKET } from './markets';
import { paymentMarks, whatsAppChatUrl } from './shop-identity';

describe('whatsAppChatUrl', () => {
  it.each([
    ['+62 811 1900 2026', 'https://wa.me/6281119002026'],
    ['+66 2 026 1126', 'https://wa.me/6620261126'],
    ['+7 (727) 202-61-26', 'https://wa.me/77272026126'],
  ])('opens a chat with %s at %s', (number, url) => {
    expect(whatsAppChatUrl(number)).toBe(url);
  });

  it.each(['0811 1900 2026', '+62 811', '+1234567890123456', ''])(
    'refuses %j, which is not an international number',
    (number) => {
      expect(() => whatsAppChatUrl(number)).toThrow(RangeError);
    },
  );

  it.each(Object.values(MARKETS))('has a valid number for $name', (market) => {
    expect(whatsAppChatUrl(market.shop.whatsapp)).toMatch(/^https:\/\/wa\.me\/\d+$/);
  });
});

describe('paymentMarks', () => {
  it('shows the cards, the QR scheme, then each wallet and bank once, in the market’s order', () => {
    expect(paymentMarks(ID_MARKET)).toEqual([
      'BCA',
      'BNI',
      'BRI',
      'Mandiri',
      'Permata',
      'BSI',
      'CIMB Niaga',
      'Visa',
      'Mastercard',
      'OVO',
      'DANA',
      'ShopeePay',
      'LinkAja',
      'QRIS',
    ]);
    expect(paymentMarks(TH_MARKET)).toEqual([
      'Visa',
      'Mastercard',
      'TrueMoney',
      'ShopeePay',
      'PromptPay',
    ]);
  });

  it('names no QR scheme the market has not settled on', () => {
    expect(paymentMarks(KZ_MARKET)).toEqual(['Visa', 'Mastercard']);
    expect(paymentMarks({ paymentMethods: ['qr'], paymentChannels: {} })).toEqual([]);
  });
});
