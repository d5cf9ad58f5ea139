import type { ProductSource } from '../checkout/product-source';
import type { DateWriter } from '../locale/locale-formats';
import type { Locale } from '../locale/locales';
import type { CurrencyCode, Money } from '../money/currency';
import type { PaymentChannel } from '../payments/payment-channels';
import type { CardInstallmentMonths, PaymentMethod } from '../payments/payment-method';
import type { MarketId } from './market-id';
import type { ShopIdentity } from './shop-identity';

/** ISO 3166-1 alpha-2 country of each market: the region phone numbers are read in. */
export const MARKET_COUNTRIES = ['ID', 'TH', 'KZ'] as const;
export type MarketCountry = (typeof MARKET_COUNTRIES)[number];

/**
 * Every market runs on Singapore time (SPEC §1): one clock for staff who serve all three
 * countries, and no daylight saving to trip deadlines. The database stores UTC.
 */
export const STOREFRONT_TIME_ZONE = 'Asia/Singapore';

/** Total-order figures at which a customer reaches a level; silver needs nothing. */
export interface LevelThresholds {
  readonly gold: Money;
  readonly diamond: Money;
}

/** Everything that differs between the Indonesian, Thai and Kazakh deployments. */
export interface MarketConfig {
  readonly id: MarketId;
  /** An internal label for logs and the back-office; shoppers see translated texts. */
  readonly name: string;
  readonly country: MarketCountry;
  readonly currency: CurrencyCode;
  /** Locales the market enables, the default first. */
  readonly locales: readonly [Locale, ...Locale[]];
  readonly defaultLocale: Locale;
  /**
   * Locales whose instants are written from data instead of the engine's locale data, because a
   * browser lacks it (Kazakh in Chromium; decision 279). Only this market's storefront carries them.
   */
  readonly dateWriters?: Partial<Readonly<Record<Locale, DateWriter>>>;
  /** Smallest subtotal a product must reach, by where it comes from. */
  readonly minimumOrder: Readonly<Record<ProductSource, Money>>;
  readonly levelThresholds: LevelThresholds;
  /** Three letters that start every order number of the market. */
  readonly orderIdPrefix: string;
  /** Area ids (ID: BPS province codes; TH, KZ: ISO 3166-2) where shipping can be free. */
  readonly freeShippingAreas: readonly string[];
  /**
   * The province (area id, as above) of the receiving warehouse: imports arrive there and the
   * domestic couriers collect from it, so delivery prices count distance from it.
   */
  readonly warehouseAreaId: string;
  readonly showRegisterButton: boolean;
  readonly googleLogin: boolean;
  readonly paymentMethods: readonly PaymentMethod[];
  /**
   * The provider channels the buyer picks from, by method (virtual-account banks, e-wallets). A
   * method listed here is paid only through one of its channels; absent: no choice to make.
   */
  readonly paymentChannels: Readonly<Partial<Record<PaymentMethod, readonly PaymentChannel[]>>>;
  /**
   * The national QR scheme the `qr` method pays through, named on the payment marks ('QRIS',
   * 'PromptPay'); absent while the market's QR provider is not settled.
   */
  readonly qrScheme?: string;
  /** Card installment plans (months) offered when `installment` is one of the methods. */
  readonly cardInstallmentMonths: readonly CardInstallmentMonths[];
  readonly timeZone: typeof STOREFRONT_TIME_ZONE;
  /** Hours an order waits for payment before it is cancelled. */
  readonly paymentWindowHours: number;
  /** The company that runs the market's shop, shown on every page. */
  readonly shop: ShopIdentity;
}
