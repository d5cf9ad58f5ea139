import { ERROR_CODES, FIELD_ERRORS } from '@storefront/domain';
import { z } from 'zod';
import { moneySchema, nonNegativeMoneySchema } from '../shared/money.schema';
import { countSchema, idSchema, instantSchema } from '../shared/primitives.schema';

/** 100% in basis points: a percent discount can never take more than the whole amount. */
const FULL_BASIS_POINTS = 10_000;

/**
 * What a voucher takes off: a fixed amount, or a share in basis points (1% = 100 bps) with an
 * optional cap, the shape of the domain's voucher discount.
 */
export const voucherDiscountSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('fixed'), amount: nonNegativeMoneySchema }),
    z.object({
      kind: z.literal('percent'),
      bps: z
        .number({ error: FIELD_ERRORS.number })
        .int({ error: FIELD_ERRORS.number })
        .min(1, { error: FIELD_ERRORS.invalid })
        .max(FULL_BASIS_POINTS, { error: FIELD_ERRORS.invalid }),
      cap: nonNegativeMoneySchema.nullable().default(null),
    }),
  ],
  { error: FIELD_ERRORS.invalid },
);

/**
 * A voucher as a customer sees it (SPEC §3: title, valid until, remaining, claimed, used,
 * combinability). `is_claimed` / `is_used` are the caller's own; `remaining` is how many can
 * still be claimed by anyone. `stackable` false means it cannot be combined with another.
 */
export const voucherSchema = z.object({
  id: idSchema,
  title: z.string(),
  valid_from: instantSchema,
  valid_until: instantSchema,
  remaining: countSchema,
  is_claimed: z.boolean(),
  is_used: z.boolean(),
  stackable: z.boolean(),
  discount: voucherDiscountSchema,
  min_spend: moneySchema.nullable(),
});

/** A voucher offered at payment, with whether it can be used on that order group and why not. */
export const usableVoucherSchema = z.object({
  voucher: voucherSchema,
  usable: z.boolean(),
  /** The catalogue's reason when not usable: voucher_expired, minimum_not_met, ... */
  reason: z.enum(ERROR_CODES).nullable(),
});

/** A voucher applied to an order group and what it took off. */
export const appliedVoucherSchema = z.object({
  id: idSchema,
  title: z.string(),
  discount: moneySchema,
});

/**
 * What staff enter for a voucher. The window must be open for some time: `valid_until` after
 * `valid_from`.
 */
export const voucherInputSchema = z
  .object({
    title: z
      .string({ error: FIELD_ERRORS.required })
      .trim()
      .min(1, { error: FIELD_ERRORS.required })
      .max(100, { error: FIELD_ERRORS.tooLong }),
    valid_from: instantSchema,
    valid_until: instantSchema,
    quota: countSchema,
    stackable: z.boolean(),
    discount: voucherDiscountSchema,
    min_spend: nonNegativeMoneySchema.nullable().default(null),
  })
  .refine((voucher) => Date.parse(voucher.valid_until) > Date.parse(voucher.valid_from), {
    error: FIELD_ERRORS.endsBeforeStart,
    path: ['valid_until'],
  });

/** A voucher as staff see it: the counts behind `remaining`. */
export const adminVoucherSchema = z.object({
  id: idSchema,
  title: z.string(),
  valid_from: instantSchema,
  valid_until: instantSchema,
  quota: countSchema,
  claimed: countSchema,
  used: countSchema,
  stackable: z.boolean(),
  discount: voucherDiscountSchema,
  min_spend: moneySchema.nullable(),
  created_at: instantSchema,
  updated_at: instantSchema,
});
