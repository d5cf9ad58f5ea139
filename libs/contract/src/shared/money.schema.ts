import { FIELD_ERRORS, moneySchema } from '@storefront/domain';

/**
 * Money on the wire is the domain's `moneySchema` ({ amount: integer minor units, currency });
 * it is re-exported here so that every entry imports its wire pieces from one place.
 */
export { exchangeRateSchema, moneySchema } from '@storefront/domain';

/** A price, fee or charge: money that cannot be below zero. */
export const nonNegativeMoneySchema = moneySchema.extend({
  amount: moneySchema.shape.amount.refine((amount) => amount >= 0, {
    error: FIELD_ERRORS.notNegative,
  }),
});
