/**
 * Ids of the per-field messages a form shows under an input. The zod schemas of validation/ use
 * these ids as their issue `message`, so the gateway and the storefront translate the same id
 * (see field-error-messages.ts) instead of each carrying its own English text.
 * Parameters a text needs (`{min}`, `{max}`) come from the zod issue, see validation/field-error.ts.
 */
export const FIELD_ERROR_IDS = [
  'field.required',
  'field.invalid',
  'field.too_short',
  'field.too_long',
  'field.email',
  'field.password_weak',
  'field.passwords_differ',
  'field.password_same',
  'field.name',
  'field.phone',
  'field.otp',
  'field.postal_code',
  'field.account_number',
  'field.card_number',
  'field.cvv',
  'field.expiry',
  'field.card_expired',
  'field.installment_plan',
  'field.number',
  'field.not_negative',
  'field.price_range',
  'field.ends_before_start',
  'field.in_the_past',
] as const;
export type FieldErrorId = (typeof FIELD_ERROR_IDS)[number];

/** The ids by their short name, so a schema writes `FIELD_ERRORS.required` and a typo fails to compile. */
export const FIELD_ERRORS = {
  required: 'field.required',
  invalid: 'field.invalid',
  tooShort: 'field.too_short',
  tooLong: 'field.too_long',
  email: 'field.email',
  passwordWeak: 'field.password_weak',
  passwordsDiffer: 'field.passwords_differ',
  passwordSame: 'field.password_same',
  name: 'field.name',
  phone: 'field.phone',
  otp: 'field.otp',
  postalCode: 'field.postal_code',
  accountNumber: 'field.account_number',
  cardNumber: 'field.card_number',
  cvv: 'field.cvv',
  expiry: 'field.expiry',
  cardExpired: 'field.card_expired',
  installmentPlan: 'field.installment_plan',
  number: 'field.number',
  notNegative: 'field.not_negative',
  priceRange: 'field.price_range',
  endsBeforeStart: 'field.ends_before_start',
  inThePast: 'field.in_the_past',
} as const satisfies Record<string, FieldErrorId>;
