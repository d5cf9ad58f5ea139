import { z } from 'zod';
import { CURRENCIES } from './currency';
import { EXCHANGE_RATE_PATTERN } from './exchange-rate';

/** Money on the wire: integer minor units (zod 4's int() stops at 2^53) with its currency. */
export const moneySchema = z.object({
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
});

export const exchangeRateSchema = z.object({
  from: z.literal('CNY'),
  to: z.enum(CURRENCIES),
  rate: z
    .string()
    .regex(EXCHANGE_RATE_PATTERN)
    .refine((rate) => /[1-9]/.test(rate), { message: 'An exchange rate cannot be zero' }),
});
