import type { CountryCode } from 'libphonenumber-js/max';
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { FIELD_ERRORS } from '../errors/field-error-ids';
import { requiredText } from './required-text';

// The phone rules live apart from field.schema.ts because they carry libphonenumber's metadata
// (about 51 KB gzip): a module that only needs an email or a password must not load it. Only the
// forms and contract entries with a phone field import this module (docs/decisions/106).

/** An ISO 3166-1 alpha-2 region phone numbers are read in (a market's `country`). */
export type PhoneCountry = CountryCode;

/** Only digits and the punctuation people type inside phone numbers; no letters, no "ext.". */
const PHONE_INPUT = /^\+?[\d\s().-]+$/;

/**
 * A phone number as typed in `country` (or in international form with +) to E.164, or null
 * when it is not a valid number. The numbering plan answers how long a number may be
 * (decision 031), so there is no digit count here.
 */
export function normalizePhone(input: string, country: PhoneCountry): string | null {
  const trimmed = input.trim();
  if (!PHONE_INPUT.test(trimmed)) return null;
  const phone = parsePhoneNumberFromString(trimmed, { defaultCountry: country });
  return phone?.isValid() ? phone.number : null;
}

/** A phone number on the wire: E.164 ('+6281234567890') that is valid in its numbering plan. */
export const phoneSchema = requiredText()
  .regex(z.regexes.e164, { error: FIELD_ERRORS.phone })
  .refine((value) => isValidPhoneNumber(value), { error: FIELD_ERRORS.phone });

/** A phone number typed in a form of a market in `country`; the output is E.164. */
export function phoneSchemaFor(country: PhoneCountry) {
  return requiredText().transform((value, ctx) => {
    const e164 = normalizePhone(value, country);
    if (e164 === null) {
      ctx.addIssue({ code: 'custom', message: FIELD_ERRORS.phone, input: value });
      return z.NEVER;
    }
    return e164;
  });
}
