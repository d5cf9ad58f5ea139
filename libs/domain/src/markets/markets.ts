import { writeKazakhDate } from '../locale/kazakh-dates';
import { moneyFromDecimal } from '../money/parse-money';
import type { MarketConfig } from './market-config';
import { STOREFRONT_TIME_ZONE } from './market-config';
import type { MarketId } from './market-id';
import { MARKET_IDS } from './market-id';

// Figures are written as the decimals of DESIGN.md and turned into exact minor units once.
const idr = (decimal: string) => moneyFromDecimal(decimal, 'IDR');
const thb = (decimal: string) => moneyFromDecimal(decimal, 'THB');
const kzt = (decimal: string) => moneyFromDecimal(decimal, 'KZT');

/**
 * Shared by all markets: a day to pay suits a bank transfer or virtual account made the next
 * working morning, while staff-quoted prices (which follow the exchange rate) do not go stale.
 * See docs/decisions/012-market-options-payment-window-and-areas.md.
 */
const PAYMENT_WINDOW_HOURS = 24;

/** The banks Indonesian buyers pay virtual accounts at, most used first. */
const ID_BANKS = ['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA', 'BSI', 'CIMB'] as const;

const ID_LOCALES = ['id-ID', 'en-US'] as const;
export const ID_MARKET: MarketConfig = {
  id: 'id',
  name: 'Indonesia',
  country: 'ID',
  currency: 'IDR',
  locales: ID_LOCALES,
  defaultLocale: ID_LOCALES[0],
  minimumOrder: {
    default: idr('1000000'),
    alibaba: idr('1000000'),
    oci: idr('1'),
    oem: idr('10000000'),
  },
  levelThresholds: { gold: idr('100000000'), diamond: idr('500000000') },
  orderIdPrefix: 'IDL',
  // Greater Jakarta spans three provinces: DKI Jakarta, Jawa Barat (Bogor, Depok, Bekasi)
  // and Banten (Tangerang).
  freeShippingAreas: ['31', '32', '36'],
  warehouseAreaId: '31', // DKI Jakarta
  showRegisterButton: true,
  googleLogin: true,
  paymentMethods: [
    'virtual_account',
    'bank_transfer',
    'credit_card',
    'ewallet',
    'qr',
    'installment',
  ],
  // Xendit's Indonesian card installments (BNI, BRI and partner issuers): 3, 6 and 12 months.
  cardInstallmentMonths: [3, 6, 12],
  // Xendit's Indonesian virtual-account banks (a bank transfer is paid into one too) and e-wallets
  // (decision 281).
  paymentChannels: {
    virtual_account: ID_BANKS,
    bank_transfer: ID_BANKS,
    ewallet: ['OVO', 'DANA', 'SHOPEEPAY', 'LINKAJA'],
  },
  qrScheme: 'QRIS',
  timeZone: STOREFRONT_TIME_ZONE,
  paymentWindowHours: PAYMENT_WINDOW_HOURS,
  shop: {
    company: 'PT Toko Impor Nusantara',
    address: 'Jl. Gunung Sahari Raya No. 2, Pademangan, Jakarta Utara, DKI Jakarta 14420',
    whatsapp: '+62 811 1900 2026',
    email: 'halo@tokoimpor.co.id',
  },
};

const TH_LOCALES = ['th-TH', 'en-US'] as const;
/** The figures of SPEC §9, which are the Indonesian ones at about 470.5 IDR per THB. */
export const TH_MARKET: MarketConfig = {
  id: 'th',
  name: 'Thailand',
  country: 'TH',
  currency: 'THB',
  locales: TH_LOCALES,
  defaultLocale: TH_LOCALES[0],
  minimumOrder: {
    default: thb('2100'),
    alibaba: thb('2100'),
    oci: thb('1'),
    oem: thb('21000'),
  },
  levelThresholds: { gold: thb('212540.4'), diamond: thb('1062702') },
  orderIdPrefix: 'THL',
  // Bangkok and the adjoining provinces where most of the metropolitan area lives.
  freeShippingAreas: ['TH-10', 'TH-11', 'TH-12', 'TH-13'],
  warehouseAreaId: 'TH-10', // Bangkok
  showRegisterButton: false,
  googleLogin: true,
  // Xendit has no virtual accounts, bank transfers or installments in Thailand: a Thai buyer pays
  // by card, e-wallet or PromptPay (QR), decision 281.
  paymentMethods: ['credit_card', 'ewallet', 'qr'],
  cardInstallmentMonths: [],
  paymentChannels: { ewallet: ['TRUEMONEY', 'SHOPEEPAY'] },
  qrScheme: 'PromptPay',
  timeZone: STOREFRONT_TIME_ZONE,
  paymentWindowHours: PAYMENT_WINDOW_HOURS,
  shop: {
    company: 'Import Shop (Thailand) Co., Ltd.',
    address: '2 Rama IV Road, Khwaeng Maha Phruettharam, Khet Bang Rak, Bangkok 10500',
    whatsapp: '+66 2 026 1126',
    email: 'hello@importshop.co.th',
  },
};

/**
 * The rate the Kazakh figures were derived at from the Indonesian ones (markets/README.md,
 * docs/decisions/011-kazakh-market-figures.md). Kept as data so that a test re-derives the
 * figures and a change of rate cannot leave them inconsistent unnoticed.
 */
export const KZ_DERIVATION_IDR_PER_KZT = '31.5';

const KZ_LOCALES = ['kk-KZ', 'ru-RU', 'en-US'] as const;
export const KZ_MARKET: MarketConfig = {
  id: 'kz',
  name: 'Kazakhstan',
  country: 'KZ',
  currency: 'KZT',
  locales: KZ_LOCALES,
  defaultLocale: KZ_LOCALES[0],
  dateWriters: { 'kk-KZ': writeKazakhDate },
  minimumOrder: {
    default: kzt('31000'),
    alibaba: kzt('31000'),
    oci: kzt('1'),
    oem: kzt('310000'),
  },
  levelThresholds: { gold: kzt('3174603.2'), diamond: kzt('15873016') },
  orderIdPrefix: 'KZL',
  // The two cities of republican significance where importers concentrate.
  freeShippingAreas: ['KZ-75', 'KZ-71'],
  warehouseAreaId: 'KZ-75', // Almaty city, the land crossing from China (Khorgos) is near
  showRegisterButton: true,
  googleLogin: false,
  // Cards through TipTop Pay (decision 294), the one provider serving Kazakh businesses whose
  // public documents cover card tokenization, 3-D Secure, refunds and signed callbacks. Kaspi QR
  // has no public API and TipTop Pay no QR or transfer channel: neither is offered (decision 303).
  paymentMethods: ['credit_card'],
  cardInstallmentMonths: [],
  paymentChannels: {},
  timeZone: STOREFRONT_TIME_ZONE,
  paymentWindowHours: PAYMENT_WINDOW_HOURS,
  shop: {
    company: 'ТОО «Импорт дүкені»',
    address: 'Алматы қ., Абай даңғылы, 2, 050000',
    whatsapp: '+7 727 202 61 26',
    email: 'info@importdukeni.kz',
  },
};

export const MARKETS: Readonly<Record<MarketId, MarketConfig>> = {
  id: ID_MARKET,
  th: TH_MARKET,
  kz: KZ_MARKET,
};

export function getMarket(id: MarketId): MarketConfig {
  return MARKETS[id];
}

/** For values read from the environment or a URL before they can be trusted as a MarketId. */
export function isMarketId(value: string): value is MarketId {
  return (MARKET_IDS as readonly string[]).includes(value);
}
