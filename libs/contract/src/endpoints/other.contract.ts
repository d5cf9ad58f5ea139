import {
  CURRENCIES,
  emailSchema,
  exchangeRateSchema,
  FIELD_ERRORS,
  LANGUAGE_CODES,
  LEVELS,
  MARKET_IDS,
  notesSchema,
  PAYMENT_METHODS,
  PRODUCT_SOURCES,
  SUPPORTED_LOCALES,
} from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { moneySchema } from '../shared/money.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import { STOREFRONT_PATH_PATTERN } from '../shared/plain-rules';
import { emptyDataSchema, enumSchema, idSchema, instantSchema } from '../shared/primitives.schema';

/** A UTM value (campaign source, medium, id): short free text. */
const utmSchema = z.string().trim().max(100, { error: FIELD_ERRORS.tooLong }).optional();

export const utmQuerySchema = z.object({
  utm_source: utmSchema,
  utm_medium: utmSchema,
  utm_id: utmSchema,
});

/** A path inside the storefront (STOREFRONT_PATH_PATTERN: never '//host', an open redirect). */
export const storefrontPathSchema = z.string().regex(STOREFRONT_PATH_PATTERN);

/** A note or comment of the customer's own notes screen. */
export const noteSchema = z.object({
  id: idSchema,
  content: z.string(),
  created_at: instantSchema,
  updated_at: instantSchema,
});

const noteContentSchema = notesSchema.min(1, { error: FIELD_ERRORS.required });

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

export const trackVisit = defineEndpoint({
  id: 'trackVisit',
  method: 'GET',
  path: '/tracking',
  auth: 'customer',
  summary: 'Attributes the signed-in customer’s visit to the campaign of its UTM parameters.',
  query: utmQuerySchema,
  response: emptyDataSchema,
});

export const trackOctf = defineEndpoint({
  id: 'trackOctf',
  method: 'GET',
  path: '/oci/tracking-octf',
  auth: 'public',
  summary: 'Records a guest’s campaign landing against the session id header (no account needed).',
  query: utmQuerySchema,
  response: emptyDataSchema,
});

export const trackOctfRedirect = defineEndpoint({
  id: 'trackOctfRedirect',
  method: 'GET',
  path: '/oci/tracking-octf/redirect',
  auth: 'public',
  summary:
    'Records the click of an emailed campaign link and answers where to send the visitor (a path of the storefront, never another site).',
  query: z.object({ email: emailSchema }),
  response: z.object({ redirect_path: storefrontPathSchema }),
});

export const listNotes = defineEndpoint({
  id: 'listNotes',
  method: 'GET',
  path: '/oci/notes',
  auth: 'customer',
  summary: 'The caller’s notes and comments, newest first.',
  query: pageQuerySchema,
  response: pageSchema(noteSchema),
});

export const createNote = defineEndpoint({
  id: 'createNote',
  method: 'POST',
  path: '/oci/notes',
  auth: 'customer',
  summary: 'Writes a note (1 to 100 characters).',
  body: z.object({ content: noteContentSchema }),
  response: noteSchema,
});

export const getNote = defineEndpoint({
  id: 'getNote',
  method: 'GET',
  path: '/oci/notes/:noteId',
  auth: 'customer',
  summary: 'One note of the caller.',
  params: z.object({ noteId: idSchema }),
  response: noteSchema,
});

export const updateNote = defineEndpoint({
  id: 'updateNote',
  method: 'POST',
  path: '/oci/notes/:noteId',
  auth: 'customer',
  summary: 'Rewrites a note of the caller.',
  params: z.object({ noteId: idSchema }),
  body: z.object({ content: noteContentSchema }),
  response: noteSchema,
});

export const completeFirstTimeCustomer = defineEndpoint({
  id: 'completeFirstTimeCustomer',
  method: 'PUT',
  path: '/oci/first-time-customer',
  auth: 'customer',
  summary: 'Ends the first-time-customer flow: the identity’s is_first_time becomes false.',
  response: z.object({ is_first_time: z.literal(false) }),
});

export const recordEvent = defineEndpoint({
  id: 'recordEvent',
  method: 'POST',
  path: '/oci/new-event',
  auth: 'customer',
  summary: 'Records a product-analytics event of the signed-in customer.',
  body: z.object({
    name: z
      .string({ error: FIELD_ERRORS.required })
      .regex(/^[a-z][a-z0-9_]{0,63}$/, { error: FIELD_ERRORS.invalid }),
    properties: z
      .record(
        z.string().max(64, { error: FIELD_ERRORS.tooLong }),
        z.union([z.string().max(500, { error: FIELD_ERRORS.tooLong }), z.number(), z.boolean()], {
          error: FIELD_ERRORS.invalid,
        }),
      )
      .default({}),
  }),
  response: emptyDataSchema,
});

export const getCurrency = defineEndpoint({
  id: 'getCurrency',
  method: 'GET',
  path: '/oci/get-currency',
  auth: 'public',
  summary:
    'The market currency for a language code with today’s yuan rate (cached by the client for 3 h).',
  query: z.object({ id: enumSchema(LANGUAGE_CODES) }),
  response: z.object({
    currency: z.enum(CURRENCIES),
    exchange_rate: exchangeRateSchema,
    updated_at: instantSchema,
  }),
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

export const OTHER_ENDPOINTS = [
  trackVisit,
  trackOctf,
  trackOctfRedirect,
  listNotes,
  createNote,
  getNote,
  updateNote,
  completeFirstTimeCustomer,
  recordEvent,
  getCurrency,
  getSiteContent,
] as const;
