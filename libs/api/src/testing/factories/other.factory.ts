import type {
  getCurrency,
  getSiteContent,
  noteSchema,
  outboxMessageSchema,
  webConfigSchema,
} from '@storefront/contract';
import type { EndpointResponse } from '@storefront/contract';
import { ID_MARKET, STOREFRONT_TIME_ZONE } from '@storefront/domain';
import type { MarketConfig } from '@storefront/domain';
import type { z } from 'zod';
import { hoursFromNow } from './primitives.factory';

export type Note = z.output<typeof noteSchema>;
export type WebConfig = z.output<typeof webConfigSchema>;
export type SiteContent = EndpointResponse<typeof getSiteContent>;
export type CurrencyResponse = EndpointResponse<typeof getCurrency>;
export type OutboxMessage = z.output<typeof outboxMessageSchema>;

export function makeNote(index = 0, overrides: Partial<Note> = {}): Note {
  return {
    id: `note-${index + 1}`,
    content: 'Tanyakan ke sales soal warna custom',
    created_at: hoursFromNow(-index - 1),
    updated_at: hoursFromNow(-index - 1),
    ...overrides,
  };
}

/** The web configuration of a market, read from the market's own config (one source of truth). */
export function makeWebConfig(market: MarketConfig = ID_MARKET): WebConfig {
  return {
    market: market.id,
    currency: market.currency,
    locales: [...market.locales],
    default_locale: market.defaultLocale,
    time_zone: STOREFRONT_TIME_ZONE,
    show_register_button: market.showRegisterButton,
    google_login: market.googleLogin,
    payment_methods: [...market.paymentMethods],
    minimum_order: { ...market.minimumOrder },
    level_thresholds: { ...market.levelThresholds },
    payment_window_hours: market.paymentWindowHours,
  };
}

export function makeSiteContent(market: MarketConfig = ID_MARKET): SiteContent {
  return {
    config: makeWebConfig(market),
    contents: {
      about_us: 'Kami membantu pemilik usaha mengimpor barang langsung dari pabrik di Tiongkok.',
      refund_policy: 'Komplain diterima paling lambat 2x24 jam setelah barang diterima.',
    },
    faq: [
      {
        question: 'Berapa lama harga keluar?',
        answer: 'Tim kami menghitung harga all-in paling lambat 2x24 jam.',
      },
    ],
  };
}

/** The market currency with today's yuan rate (about Rp 2,250 per CNY). */
export function makeCurrency(overrides: Partial<CurrencyResponse> = {}): CurrencyResponse {
  return {
    currency: 'IDR',
    exchange_rate: { from: 'CNY', to: 'IDR', rate: '2250.5' },
    updated_at: hoursFromNow(-1),
    ...overrides,
  };
}

export function makeOutboxMessage(
  index = 0,
  overrides: Partial<OutboxMessage> = {},
): OutboxMessage {
  return {
    id: `out-${index + 1}`,
    channel: 'whatsapp',
    to: '+6281234567890',
    subject: null,
    body: 'Kode verifikasi Anda: 482913. Berlaku 5 menit.',
    created_at: hoursFromNow(-index),
    ...overrides,
  };
}
