import type { MarketConfig } from '../markets/market-config';
import type { PaymentMethod } from './payment-method';

/**
 * The provider channels a buyer chooses between: banks of virtual accounts and e-wallets, named
 * by the short code the payment provider uses (Xendit: `BCA` of `BCA_VIRTUAL_ACCOUNT`, `OVO`).
 * A market lists the ones it offers per method (markets/markets.ts, decision 281).
 */
export const PAYMENT_CHANNELS = [
  'BCA',
  'BNI',
  'BRI',
  'MANDIRI',
  'PERMATA',
  'BSI',
  'CIMB',
  'OVO',
  'DANA',
  'SHOPEEPAY',
  'LINKAJA',
  'TRUEMONEY',
] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** Each channel's brand name as its owner writes it: the same in every language. */
export const PAYMENT_CHANNEL_NAMES: Readonly<Record<PaymentChannel, string>> = {
  BCA: 'BCA',
  BNI: 'BNI',
  BRI: 'BRI',
  MANDIRI: 'Mandiri',
  PERMATA: 'Permata',
  BSI: 'BSI',
  CIMB: 'CIMB Niaga',
  OVO: 'OVO',
  DANA: 'DANA',
  SHOPEEPAY: 'ShopeePay',
  LINKAJA: 'LinkAja',
  TRUEMONEY: 'TrueMoney',
};

export function isPaymentChannel(value: string): value is PaymentChannel {
  return (PAYMENT_CHANNELS as readonly string[]).includes(value);
}

/**
 * The channels a buyer picks from for a method in a market, in the market's order; empty when the
 * method has no choice there (a card, a QR code, a transfer to the store's own account).
 */
export function paymentChannelsOf(
  method: PaymentMethod,
  market: Pick<MarketConfig, 'paymentChannels'>,
): readonly PaymentChannel[] {
  return market.paymentChannels[method] ?? [];
}

/** Whether the buyer may pay by this method through this channel in the market. */
export function isPaymentChannelOffered(
  method: PaymentMethod,
  channel: string,
  market: Pick<MarketConfig, 'paymentChannels'>,
): channel is PaymentChannel {
  return (paymentChannelsOf(method, market) as readonly string[]).includes(channel);
}
