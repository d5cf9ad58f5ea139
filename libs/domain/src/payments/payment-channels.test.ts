import { describe, expect, it } from 'vitest';
import { ID_MARKET, KZ_MARKET, MARKETS, TH_MARKET } from '../markets/markets';
import {
  isPaymentChannel,
  isPaymentChannelOffered,
  PAYMENT_CHANNEL_NAMES,
  PAYMENT_CHANNELS,
  paymentChannelsOf,
} from './payment-channels';

describe('payment channels of the markets', () => {
  it.each(Object.values(MARKETS))(
    '$id lists channels only of methods it offers, once each',
    (market) => {
      for (const [method, channels] of Object.entries(market.paymentChannels)) {
        expect(market.paymentMethods).toContain(method);
        expect(channels.length).toBeGreaterThan(0);
        expect(new Set(channels).size).toBe(channels.length);
        for (const channel of channels) expect(PAYMENT_CHANNELS).toContain(channel);
      }
    },
  );

  it('offers the Indonesian buyer the main banks for virtual accounts and bank transfers', () => {
    for (const method of ['virtual_account', 'bank_transfer'] as const) {
      expect(paymentChannelsOf(method, ID_MARKET)).toEqual(
        expect.arrayContaining(['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA']),
      );
    }
    expect(paymentChannelsOf('ewallet', ID_MARKET)).toEqual([
      'OVO',
      'DANA',
      'SHOPEEPAY',
      'LINKAJA',
    ]);
  });

  it('offers no bank method in Thailand, where the provider has no channel for one', () => {
    expect(TH_MARKET.paymentMethods).not.toContain('bank_transfer');
    expect(TH_MARKET.paymentMethods).not.toContain('virtual_account');
    expect(paymentChannelsOf('ewallet', TH_MARKET)).toEqual(['TRUEMONEY', 'SHOPEEPAY']);
  });

  it('has no choice to make for cards, QR codes or a market without channels', () => {
    expect(paymentChannelsOf('credit_card', ID_MARKET)).toEqual([]);
    expect(paymentChannelsOf('qr', ID_MARKET)).toEqual([]);
    expect(paymentChannelsOf('bank_transfer', KZ_MARKET)).toEqual([]);
  });

  it.each([
    ['virtual_account', 'BCA', ID_MARKET, true],
    ['ewallet', 'OVO', ID_MARKET, true],
    ['ewallet', 'BCA', ID_MARKET, false],
    ['virtual_account', 'OVO', ID_MARKET, false],
    ['ewallet', 'OVO', TH_MARKET, false],
    ['ewallet', 'TRUEMONEY', TH_MARKET, true],
    ['ewallet', 'bca', ID_MARKET, false],
    ['bank_transfer', 'BCA', KZ_MARKET, false],
  ] as const)('%s through %s in %s: %s', (method, channel, market, offered) => {
    expect(isPaymentChannelOffered(method, channel, market)).toBe(offered);
  });

  it('names every channel and knows its codes only', () => {
    for (const channel of PAYMENT_CHANNELS) expect(PAYMENT_CHANNEL_NAMES[channel]).not.toBe('');
    expect(isPaymentChannel('SHOPEEPAY')).toBe(true);
    expect(isPaymentChannel('shopeepay')).toBe(false);
  });
});
