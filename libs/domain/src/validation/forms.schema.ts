import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { FIELD_ERRORS } from '../errors/field-error-ids';
import { STOREFRONT_TIME_ZONE } from '../markets/market-config';
import type { MarketCountry } from '../markets/market-config';
import {
  accountHolderSchema,
  accountNumberSchema,
  addressLabelSchema,
  addressLineSchema,
  areaIdSchema,
  bankNameSchema,
  buildingNameSchema,
  cardHolderNameSchema,
  cardNumberSchema,
  cvvSchema,
  emailSchema,
  existingPasswordSchema,
  expiryMonthSchema,
  expiryYearSchema,
  isCardExpired,
  notesSchema,
  otpSchema,
  passwordSchema,
  personNameSchema,
  postalCodeSchemaFor,
} from './field.schema';
import type { PhoneCountry } from './phone.schema';
import { phoneSchemaFor } from './phone.schema';

/** The confirmation box only has to be filled; whether it matches is a cross-field check. */
const confirmationSchema = z
  .string({ error: FIELD_ERRORS.required })
  .min(1, { error: FIELD_ERRORS.required });

/**
 * A cross-field check runs only when the named fields parsed cleanly: "passwords do not match"
 * under an empty confirmation box, or "card expired" under month 13, would be noise. The
 * mismatch check names only the confirmation box: that the boxes differ stays true (and
 * useful) while the new password itself is still too weak.
 */
function whenClean(...fields: string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0])));
}

export const loginFormSchema = z.object({
  email: emailSchema,
  password: existingPasswordSchema,
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Registration; the phone is read in the market's country and leaves as E.164. */
export function createRegistrationFormSchema(country: PhoneCountry) {
  return z
    .object({
      firstName: personNameSchema,
      lastName: personNameSchema,
      email: emailSchema,
      phone: phoneSchemaFor(country),
      password: passwordSchema,
      passwordConfirm: confirmationSchema,
    })
    .refine((form) => form.password === form.passwordConfirm, {
      path: ['passwordConfirm'],
      error: FIELD_ERRORS.passwordsDiffer,
      when: whenClean('passwordConfirm'),
    });
}
export type RegistrationForm = z.output<ReturnType<typeof createRegistrationFormSchema>>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** The form behind the reset link; the link's token travels beside it, not in it. */
export const resetPasswordFormSchema = z
  .object({
    password: passwordSchema,
    passwordConfirm: confirmationSchema,
  })
  .refine((form) => form.password === form.passwordConfirm, {
    path: ['passwordConfirm'],
    error: FIELD_ERRORS.passwordsDiffer,
    when: whenClean('passwordConfirm'),
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/**
 * Change password (SPEC's changePasswordFormState: password_current, password_new,
 * password_confirm). The current password is only required: it may predate the 8-character rule.
 */
export const changePasswordFormSchema = z
  .object({
    passwordCurrent: existingPasswordSchema,
    passwordNew: passwordSchema,
    passwordConfirm: confirmationSchema,
  })
  .refine((form) => form.passwordNew !== form.passwordCurrent, {
    path: ['passwordNew'],
    error: FIELD_ERRORS.passwordSame,
    when: whenClean('passwordCurrent', 'passwordNew'),
  })
  .refine((form) => form.passwordConfirm === form.passwordNew, {
    path: ['passwordConfirm'],
    error: FIELD_ERRORS.passwordsDiffer,
    when: whenClean('passwordConfirm'),
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** Earliest birth date accepted: catches a mistyped year (0199) without judging anyone's age. */
const EARLIEST_BIRTH_DATE = '1900-01-01';

/**
 * A calendar date 'YYYY-MM-DD' or empty (not given), on or after 1900-01-01 and not after today
 * in the storefront's time zone.
 */
function birthDateSchema(now: () => Date) {
  return z
    .string({ error: FIELD_ERRORS.invalid })
    .trim()
    .refine(
      (value) => {
        if (value === '') return true;
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isValid(parseISO(value))) return false;
        const today = new TZDate(now().getTime(), STOREFRONT_TIME_ZONE);
        const todayIso = [
          String(today.getFullYear()).padStart(4, '0'),
          String(today.getMonth() + 1).padStart(2, '0'),
          String(today.getDate()).padStart(2, '0'),
        ].join('-');
        // ISO dates of equal length compare correctly as strings.
        return value >= EARLIEST_BIRTH_DATE && value <= todayIso;
      },
      { error: FIELD_ERRORS.invalid },
    );
}

/** Profile identity (PUT /oci/profile/edit-identity): names, phone and an optional birth date. */
export function createProfileIdentityFormSchema(country: PhoneCountry, now: () => Date) {
  return z.object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    phone: phoneSchemaFor(country),
    birthDate: birthDateSchema(now).optional(),
  });
}
export type ProfileIdentityForm = z.output<ReturnType<typeof createProfileIdentityFormSchema>>;

/** The address book form; the four area ids come from the area lookup, province first. */
export function createAddressFormSchema(country: MarketCountry) {
  return z.object({
    label: addressLabelSchema,
    firstName: personNameSchema,
    lastName: personNameSchema,
    phone: phoneSchemaFor(country),
    addressLine: addressLineSchema,
    buildingName: buildingNameSchema.optional(),
    provinceId: areaIdSchema,
    cityId: areaIdSchema,
    districtId: areaIdSchema,
    subdistrictId: areaIdSchema,
    postalCode: postalCodeSchemaFor(country),
    notes: notesSchema.optional(),
    isMain: z.boolean({ error: FIELD_ERRORS.invalid }),
  });
}
export type AddressForm = z.output<ReturnType<typeof createAddressFormSchema>>;

export const bankAccountFormSchema = z.object({
  bankName: bankNameSchema,
  accountNumber: accountNumberSchema,
  accountHolder: accountHolderSchema,
});
export type BankAccountForm = z.infer<typeof bankAccountFormSchema>;

/**
 * The card form at payment. `now` is a function so one schema built at start-up keeps judging
 * expiry against the current month rather than the month it was built in.
 */
export function createCardFormSchema(now: () => Date) {
  return z
    .object({
      cardHolderName: cardHolderNameSchema,
      cardNumber: cardNumberSchema,
      expiryMonth: expiryMonthSchema,
      expiryYear: expiryYearSchema,
      cvv: cvvSchema,
    })
    .refine((form) => !isCardExpired(form.expiryMonth, form.expiryYear, now()), {
      path: ['expiryMonth'],
      error: FIELD_ERRORS.cardExpired,
      when: whenClean('expiryMonth', 'expiryYear'),
    });
}
export type CardForm = z.output<ReturnType<typeof createCardFormSchema>>;

export const otpFormSchema = z.object({ otp: otpSchema });
export type OtpForm = z.infer<typeof otpFormSchema>;
