import { FIELD_ERRORS, MAX_MONEY_AMOUNT, moneySchema } from '@storefront/domain';
import { z } from 'zod';

/**
 * Money on the wire is the domain's `moneySchema` ({ amount: integer minor units, currency });
 * it is re-exported here so that every entry imports its wire pieces from one place.
 */
export { exchangeRateSchema, moneySchema } from '@storefront/domain';

/**
 * An amount a person or a provider sends: whole minor units from 0 to MAX_MONEY_AMOUNT (10^12),
 * so nothing past what JavaScript counts exactly or the database holds reaches a rule
 * (decision 227). The one bounded amount every request's money uses.
 */
export const boundedAmountSchema = z
  .number({ error: FIELD_ERRORS.number })
  .int({ error: FIELD_ERRORS.number })
  .min(0, { error: FIELD_ERRORS.notNegative })
  .max(MAX_MONEY_AMOUNT, { error: FIELD_ERRORS.invalid });

/** A price, fee or charge: money that cannot be below zero nor past MAX_MONEY_AMOUNT. */
export const nonNegativeMoneySchema = moneySchema.extend({ amount: boundedAmountSchema });
