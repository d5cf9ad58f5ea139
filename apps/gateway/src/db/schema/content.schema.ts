import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './identity.schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** CMS texts per language: SEO, terms, privacy, refund policy, about us, how to shop. */
export const cmsContents = pgTable(
  'cms_contents',
  {
    key: text('key').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.language] })],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').notNull(),
    position: text('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [index('faq_language_position').on(t.language, t.position)],
);

/** Yuan exchange rates as decimal strings; the newest row per target currency is in force. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    rate: text('rate').notNull(),
    effectiveAt: instant('effective_at').notNull().defaultNow(),
    setBy: text('set_by'),
  },
  (t) => [index('exchange_rates_pair_effective').on(t.fromCurrency, t.toCurrency, t.effectiveAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    imageUrl: text('image_url'),
    link: text('link'),
    isNew: boolean('is_new').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_customer_created').on(t.customerId, t.createdAt)],
);

/** Push tokens of a customer's browsers; a token the provider calls unregistered is deleted. */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    deviceId: text('device_id').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_tokens_token').on(t.token)],
);

/** Visits with UTM parameters and storefront events, for marketing reports. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    customerId: uuid('customer_id'),
    sessionId: text('session_id'),
    data: jsonb('data').notNull().default({}),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('tracking_events_kind_at').on(t.kind, t.at)],
);

/**
 * Every message the local adapters would have sent (mail, WhatsApp, push). Readable at
 * /dev/outbox in development; in production the real providers send and nothing is kept here.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'whatsapp', 'push'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_created').on(t.recipient, t.createdAt)],
);

/** Who did what: staff actions and sensitive customer actions. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorType: text('actor_type', { enum: ['customer', 'staff', 'system'] }).notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    data: jsonb('data').notNull().default({}),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_at').on(t.at)],
);
