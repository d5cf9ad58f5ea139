import { PAYMENT_CHANNEL_NAMES } from '../payments/payment-channels';
import type { MarketConfig } from './market-config';

/**
 * Who runs a market's shop, as every page says it (issue 14: a buyer about to send money wants
 * to know whom to): the operating company's registered name and address, and how to reach it.
 * One entity per country, so it is a market fact like the currency.
 */
export interface ShopIdentity {
  /** The registered company name, as the country writes it ('PT …', '… Co., Ltd.', 'ТОО …'). */
  readonly company: string;
  /** The registered address on one line, in the country's own order. */
  readonly address: string;
  /** The shop's WhatsApp number in international form, grouped for reading ('+62 811 …'). */
  readonly whatsapp: string;
  readonly email: string;
}

/** The wa.me chat address of a number written in international form, whatever its grouping. */
export function whatsAppChatUrl(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (!number.trim().startsWith('+') || digits.length < 8 || digits.length > 15) {
    throw new RangeError(`not an international phone number: ${number}`);
  }
  return `https://wa.me/${digits}`;
}

/** The card schemes every market's card acquirer takes. */
const CARD_MARKS = ['Visa', 'Mastercard'] as const;

/**
 * The names on the payment marks a market's pages show (brand names, written the same in every
 * language, and never a third party's image): the card schemes, the market's QR scheme, then the
 * e-wallets and banks the buyer can choose, each once, in the market's order.
 */
export function paymentMarks(
  market: Pick<MarketConfig, 'paymentMethods' | 'paymentChannels' | 'qrScheme'>,
): readonly string[] {
  const marks: string[] = [];
  for (const method of market.paymentMethods) {
    if (method === 'credit_card') marks.push(...CARD_MARKS);
    else if (method === 'qr' && market.qrScheme) marks.push(market.qrScheme);
    else
      for (const channel of market.paymentChannels[method] ?? []) {
        marks.push(PAYMENT_CHANNEL_NAMES[channel]);
      }
  }
  return [...new Set(marks)];
}
