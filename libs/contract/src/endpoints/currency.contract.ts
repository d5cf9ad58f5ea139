import { CURRENCIES, exchangeRateSchema, LANGUAGE_CODES } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { enumSchema, instantSchema } from '../shared/primitives.schema';

// Currency: the market currency and today's yuan rate. Gateway: modules/content.

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

export const CURRENCY_ENDPOINTS = [getCurrency] as const;
