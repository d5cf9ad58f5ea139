import { setExchangeRate } from '@storefront/contract';
import type { CurrencyCode } from '@storefront/domain';
import { FIELD_ERRORS } from '@storefront/domain';
import { z } from 'zod';

const rateSchema = setExchangeRate.body.shape.rate;

/** The rate as typed, checked by the contract's own rate rule (a plain decimal, not zero). */
const rateText = z
  .string()
  .trim()
  .min(1, { error: FIELD_ERRORS.required })
  .refine((rate) => rateSchema.safeParse(rate).success, { error: FIELD_ERRORS.invalid });

/**
 * The one box of the form: the rate as typed, checked by the contract's own rate rule (a plain
 * decimal, not zero) and sent as setExchangeRate's body for the market's currency. The contract
 * reports its rule in words of its own, so its failures read as "invalid" here.
 */
export function rateFormSchema(currency: CurrencyCode) {
  return z
    .object({ rate: rateText })
    .transform(({ rate }) => ({ from: 'CNY' as const, to: currency, rate }));
}

/** The yuan-per-dollar form (decision 278): the same one box, sent as setUsdCnyRate's body. */
export const usdRateFormSchema = z.object({ rate: rateText });
