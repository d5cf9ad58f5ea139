import {
  CURRENCIES,
  LEVELS,
  MARKET_IDS,
  PAYMENT_METHODS,
  PRODUCT_SOURCES,
  SUPPORTED_LOCALES,
} from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { moneySchema } from '../shared/money.schema';

// Site content: the web configuration, CMS texts and FAQ. Gateway: modules/content;
// storefront: features/content.

/**
 * The market facts the storefront needs before anything else: it renders from these rather
 * than from constants of its own, so one market config (libs/domain markets) drives both sides.
 */
export const webConfigSchema = z.object({
  market: z.enum(MARKET_IDS),
  currency: z.enum(CURRENCIES),
  locales: z.array(z.enum(SUPPORTED_LOCALES)).min(1),
  default_locale: z.enum(SUPPORTED_LOCALES),
  time_zone: z.string(),
  show_register_button: z.boolean(),
  google_login: z.boolean(),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  minimum_order: z.record(z.enum(PRODUCT_SOURCES), moneySchema),
  level_thresholds: z.record(z.enum(LEVELS).exclude(['silver']), moneySchema),
  payment_window_hours: z.number().int().min(1),
});

export const getSiteContent = defineEndpoint({
  id: 'getSiteContent',
  method: 'GET',
  path: '/oci/cms/seo',
  auth: 'public',
  summary:
    'Web configuration (market facts), the CMS texts (`contents`: SEO, policies, about us) and the FAQ, in the request’s language.',
  response: z.object({
    config: webConfigSchema,
    contents: z.record(z.string(), z.string()),
    faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
});

export const SITE_CONTENT_ENDPOINTS = [getSiteContent] as const;
