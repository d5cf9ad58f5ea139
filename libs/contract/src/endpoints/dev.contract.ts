import { FIELD_ERRORS } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import { enumSchema, idSchema, instantSchema, searchTextSchema } from '../shared/primitives.schema';

/** Channels the local adapters write to instead of a real provider. */
export const OUTBOX_CHANNELS = ['email', 'whatsapp', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const outboxMessageSchema = z.object({
  id: idSchema,
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: instantSchema,
});

export const getDevOutbox = defineEndpoint({
  id: 'getDevOutbox',
  method: 'GET',
  path: '/dev/outbox',
  auth: 'staff',
  summary:
    'Development only (off in production): messages the local adapters would have sent — OTP codes, verification links — newest first, optionally for one recipient.',
  query: pageQuerySchema.extend({
    channel: enumSchema(OUTBOX_CHANNELS).optional(),
    to: searchTextSchema.min(1, { error: FIELD_ERRORS.required }).optional(),
  }),
  response: pageSchema(outboxMessageSchema),
});

export const DEV_ENDPOINTS = [getDevOutbox] as const;
