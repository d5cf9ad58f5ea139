import { DATABASE_INTEGER_MAX, FIELD_ERRORS, MAX_QUANTITY } from '@storefront/domain';
import { z } from 'zod';
import { SEARCH_TEXT_MAX_LENGTH } from './plain-rules';

/**
 * The small building blocks every entry reuses. Issue messages are field-error ids
 * (FIELD_ERRORS), never English, so the gateway can translate them like any form error.
 */

/** Longest id the gateway ever hands out (UUIDs, order numbers like THL-20250101-000123). */
export const ID_MAX_LENGTH = 64;

/** An opaque identifier: ids are strings on the wire even when the database counts them. */
export const idSchema = z
  .string({ error: FIELD_ERRORS.required })
  .trim()
  .min(1, { error: FIELD_ERRORS.required })
  .max(ID_MAX_LENGTH, { error: FIELD_ERRORS.tooLong });

/**
 * An instant as ISO 8601 in UTC ('2025-01-31T16:00:00.000Z'). Offsets are refused so that two
 * spellings of one instant never compare unequal as strings.
 */
export const instantSchema = z.iso.datetime({ error: FIELD_ERRORS.invalid });

/** A calendar date without a time zone ('1990-04-30'), e.g. a date of birth. */
export const calendarDateSchema = z.iso.date({ error: FIELD_ERRORS.invalid });

/** An absolute http(s) URL: links, images, redirects. */
export const urlSchema = z.url({ protocol: /^https?$/, error: FIELD_ERRORS.invalid });

/**
 * A link a phone opens in an app (`shopeeid://…`) or the browser: an https address or an app's own
 * scheme. Never a scheme a browser runs or reads locally (javascript:, data:, file:…).
 */
export const appLinkSchema = z
  .string()
  .max(2048)
  .refine(
    (value) => {
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
      return (
        scheme !== undefined &&
        !['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'http'].includes(scheme)
      );
    },
    { error: FIELD_ERRORS.invalid },
  );

/** A count or quantity: a non-negative whole number the database's `integer` holds (decision 227). */
export const countSchema = z
  .number({ error: FIELD_ERRORS.number })
  .int({ error: FIELD_ERRORS.number })
  .min(0, { error: FIELD_ERRORS.notNegative })
  .max(DATABASE_INTEGER_MAX, { error: FIELD_ERRORS.invalid });

/** A quantity a customer asks for: a whole number of items from 1 to MAX_QUANTITY (decision 227). */
export const quantitySchema = z
  .number({ error: FIELD_ERRORS.number })
  .int({ error: FIELD_ERRORS.number })
  .min(1, { error: FIELD_ERRORS.invalid })
  .max(MAX_QUANTITY, { error: FIELD_ERRORS.invalid });

/** A weight in whole grams (SPEC §9 bills air freight from 5 kg; grams keep it integer). */
export const gramsSchema = countSchema;

/**
 * A whole number read from the query string, where every value arrives as text. The client may
 * still pass a number; both reach the handler as a number. At most the database's `integer`.
 */
export function queryIntegerSchema() {
  return z.coerce
    .number<string | number>({ error: FIELD_ERRORS.number })
    .int({ error: FIELD_ERRORS.number })
    .max(DATABASE_INTEGER_MAX, { error: FIELD_ERRORS.invalid });
}

/** A flag read from the query string ('true'/'false', '1'/'0'); a boolean is accepted too. */
export const queryBooleanSchema = z.union(
  [z.boolean(), z.stringbool({ error: FIELD_ERRORS.invalid })],
  { error: FIELD_ERRORS.invalid },
);

/** An enum whose unknown values read as "invalid" in the form that sent them. */
export function enumSchema<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: FIELD_ERRORS.invalid });
}

/** Answer of calls whose only result is that they happened. */
export const emptyDataSchema = z.null();

/** Free text typed into a search box (the home search box reads it with readSearchText). */
export const searchTextSchema = z
  .string({ error: FIELD_ERRORS.invalid })
  .trim()
  .max(SEARCH_TEXT_MAX_LENGTH, { error: FIELD_ERRORS.tooLong });

/** Longest reason a person writes for a decision (refund request, rejection, extra charge). */
export const REASON_MAX_LENGTH = 500;

/** Why something was asked or decided: required, at most 500 characters. */
export const reasonTextSchema = z
  .string({ error: FIELD_ERRORS.required })
  .trim()
  .min(1, { error: FIELD_ERRORS.required })
  .max(REASON_MAX_LENGTH, { error: FIELD_ERRORS.tooLong });

/**
 * A client-made key that makes a call which creates something (a payment) safe to retry: the
 * same key returns the first answer, the same key with other parameters is refused. One per
 * attempt the person makes; a network retry of that attempt sends it again (decision 180).
 */
export const idempotencyKeySchema = z
  .string({ error: FIELD_ERRORS.required })
  .regex(/^[\w.:-]{8,128}$/, { error: FIELD_ERRORS.invalid });
