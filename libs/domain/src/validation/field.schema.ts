import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { FIELD_ERRORS } from '../errors/field-error-ids';
import { STOREFRONT_TIME_ZONE } from '../markets/market-config';
import type { MarketCountry } from '../markets/market-config';
import { optionalText, requiredText, typeError } from './required-text';

/**
 * Field schemas shared by the storefront forms, the contract and the gateway. Every issue
 * message is a field-error id (errors/field-error-ids.ts), never an English sentence.
 * Limits are exported so that an input's `maxLength` and the rule are the same number.
 */
export const FIELD_LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 50,
  otpLength: 6,
  notesMax: 100,
  addressLabelMax: 100,
  addressLineMax: 255,
  buildingNameMax: 100,
  areaIdMax: 64,
  bankNameMax: 100,
  accountHolderMax: 100,
  cardNumberMin: 12,
  cardNumberMax: 19,
} as const;

/** The preset address labels the form offers; anything else up to the limit is a custom label. */
export const ADDRESS_LABEL_PRESETS = ['Home', 'Office', 'Other'] as const;

export const emailSchema = requiredText()
  // Addresses are compared for uniqueness ("email already registered"), so one spelling only.
  .toLowerCase()
  .max(FIELD_LIMITS.emailMax, { error: FIELD_ERRORS.tooLong })
  .regex(z.regexes.email, { error: FIELD_ERRORS.email });

/** Letters of any script plus digits of any script: a Thai user may type Thai digits. */
const HAS_LETTER = /\p{L}/u;
const HAS_DIGIT = /\p{Nd}/u;

/**
 * A new password: 8 to 128 characters with at least one letter and one digit (decision 030).
 * Not trimmed: a space is a legitimate password character.
 */
export const passwordSchema = z
  .string({ error: typeError })
  .min(1, { error: FIELD_ERRORS.required })
  .min(FIELD_LIMITS.passwordMin, { error: FIELD_ERRORS.tooShort })
  .max(FIELD_LIMITS.passwordMax, { error: FIELD_ERRORS.tooLong })
  .refine((value) => HAS_LETTER.test(value) && HAS_DIGIT.test(value), {
    error: FIELD_ERRORS.passwordWeak,
  });

/**
 * The password typed at login or as the current password: only required. Accounts made under the
 * older 6-character rule must still be able to sign in, so strength is checked only when a
 * password is set (decision 030).
 */
export const existingPasswordSchema = z
  .string({ error: typeError })
  .min(1, { error: FIELD_ERRORS.required })
  .max(FIELD_LIMITS.passwordMax, { error: FIELD_ERRORS.tooLong });

/**
 * A letter first, then letters, combining marks (Thai vowels and tone marks, Arabic harakat are
 * marks, not letters), spaces, apostrophes (straight and typographic), dots and hyphens.
 */
const PERSON_NAME = /^\p{L}[\p{L}\p{M}\s'\u2019.-]*$/u;

function nameText(max: number, pattern: RegExp) {
  return requiredText()
    .min(FIELD_LIMITS.nameMin, { error: FIELD_ERRORS.tooShort })
    .max(max, { error: FIELD_ERRORS.tooLong })
    .regex(pattern, { error: FIELD_ERRORS.name });
}

/** First, last or full name: 2 to 50 characters (UTF-16 units, as the browser's maxlength counts). */
export const personNameSchema = nameText(FIELD_LIMITS.nameMax, PERSON_NAME);

/** The one-time code sent over the messaging app: exactly six ASCII digits. */
export const otpSchema = requiredText().regex(/^\d{6}$/, { error: FIELD_ERRORS.otp });

/** Free-text notes: may be empty, at most 100 characters. */
export const notesSchema = optionalText().max(FIELD_LIMITS.notesMax, {
  error: FIELD_ERRORS.tooLong,
});

/** Home, Office, Other or a custom label; required, at most 100 characters. */
export const addressLabelSchema = requiredText().max(FIELD_LIMITS.addressLabelMax, {
  error: FIELD_ERRORS.tooLong,
});

export const addressLineSchema = requiredText().max(FIELD_LIMITS.addressLineMax, {
  error: FIELD_ERRORS.tooLong,
});

/** Optional building name; empty when not given. */
export const buildingNameSchema = optionalText().max(FIELD_LIMITS.buildingNameMax, {
  error: FIELD_ERRORS.tooLong,
});

/**
 * The shape every market's postal code has (the contract's check); the market's own format is
 * `postalCodeSchemaFor`. Upper-cased so Kazakhstan's alphanumeric form has one spelling.
 */
export const postalCodeSchema = requiredText()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,10}$/, { error: FIELD_ERRORS.postalCode });

/**
 * How each market's country writes a postal code: 5 digits in Indonesia (kode pos) and Thailand;
 * in Kazakhstan the 6-digit index or Kazpost's alphanumeric one of 2023 (letter, two digits,
 * letter, digit, letter, digit: Z05T3E2), both in use.
 */
export const POSTAL_CODE_FORMATS: Readonly<Record<MarketCountry, RegExp>> = {
  ID: /^\d{5}$/,
  TH: /^\d{5}$/,
  KZ: /^(?:\d{6}|[A-Z]\d{2}[A-Z]\d[A-Z]\d)$/,
};

/** A postal code in the format of the market's country (the address form, the gateway). */
export function postalCodeSchemaFor(country: MarketCountry) {
  return postalCodeSchema.regex(POSTAL_CODE_FORMATS[country], { error: FIELD_ERRORS.postalCode });
}

/** An id from the area lookup (province, city, district, subdistrict). */
export const areaIdSchema = requiredText().max(FIELD_LIMITS.areaIdMax, {
  error: FIELD_ERRORS.tooLong,
});

export const bankNameSchema = requiredText().max(FIELD_LIMITS.bankNameMax, {
  error: FIELD_ERRORS.tooLong,
});

/**
 * An account number as people type it (spaces and hyphens allowed) to its bare form: 5 to 34
 * letters or digits. Letters because Kazakh accounts are IBANs (KZ + 18 characters).
 */
export const accountNumberSchema = requiredText()
  .overwrite((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .regex(/^[A-Z0-9]{5,34}$/, { error: FIELD_ERRORS.accountNumber })
  .regex(/\d/, { error: FIELD_ERRORS.accountNumber });

/** A holder may be a company ("PT. Maju Jaya 2", "CV A&B"), so digits, & , ( ) are allowed. */
const ACCOUNT_HOLDER = /^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd}\s'\u2019.,&()-]*$/u;
export const accountHolderSchema = nameText(FIELD_LIMITS.accountHolderMax, ACCOUNT_HOLDER);

/** The name as printed on the card: the same characters as a person's name. */
export const cardHolderNameSchema = nameText(FIELD_LIMITS.nameMax, PERSON_NAME);

/** The Luhn (mod 10) checksum every payment card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card number as typed (groups separated by spaces) to its 12 to 19 digits, Luhn-checked. */
export const cardNumberSchema = requiredText()
  .overwrite((value) => value.replace(/\s+/g, ''))
  .regex(/^\d{12,19}$/, { error: FIELD_ERRORS.cardNumber })
  .refine(passesLuhn, { error: FIELD_ERRORS.cardNumber });

export const cvvSchema = requiredText().regex(/^\d{3,4}$/, { error: FIELD_ERRORS.cvv });

/** '1'..'12' or '01'..'12', output as two digits ('03'), the form card providers take. */
export const expiryMonthSchema = requiredText()
  .regex(/^(0?[1-9]|1[0-2])$/, { error: FIELD_ERRORS.expiry })
  .overwrite((value) => value.padStart(2, '0'));

/** A four-digit year ('2027'); two-digit years are ambiguous and not accepted. */
export const expiryYearSchema = requiredText().regex(/^\d{4}$/, { error: FIELD_ERRORS.expiry });

/**
 * True when a card with this expiry is no longer usable at `now`: the card works through the
 * whole of its expiry month and fails from the first minute of the next one. Which month `now`
 * is in is read in the storefront's time zone, so the storefront and the gateway agree.
 */
export function isCardExpired(month: number | string, year: number | string, now: Date): boolean {
  const expiryMonth = Number(month);
  const expiryYear = Number(year);
  // An expiry that is not a month of a year cannot be charged: treat it as expired, not as valid.
  if (!Number.isInteger(expiryMonth) || expiryMonth < 1 || expiryMonth > 12) return true;
  if (!Number.isInteger(expiryYear)) return true;
  const today = new TZDate(now.getTime(), STOREFRONT_TIME_ZONE);
  const currentYear = today.getFullYear();
  const currentMonth = today.getMonth() + 1;
  return expiryYear < currentYear || (expiryYear === currentYear && expiryMonth < currentMonth);
}
