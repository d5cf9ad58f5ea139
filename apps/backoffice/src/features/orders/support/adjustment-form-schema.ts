import { addOrderAdjustment } from '@storefront/contract';
import type { CurrencyCode } from '@storefront/domain';
import { FIELD_ERRORS, toFieldErrors } from '@storefront/domain';
import { z } from 'zod';
import { parseMoneyInput } from '../../../shared/forms';

const { amount: amountSchema, reason: reasonSchema } = addOrderAdjustment.body.shape;

/**
 * The adjustment form: the amount as typed (a number in the market currency, in the staff
 * language's marks), read exactly
 * into minor units and then held to addOrderAdjustment's own money rule (more than zero), and
 * the contract's reason. Errors of the money object land on the one amount input.
 */
export function adjustmentFormSchema(currency: CurrencyCode, locale: string) {
  return z.object({
    amount: z.string().transform((text, context) => {
      const typed = parseMoneyInput(text, currency, locale);
      if (!typed.ok) {
        context.addIssue({ code: 'custom', message: typed.id });
        return z.NEVER;
      }
      const checked = amountSchema.safeParse(typed.money);
      if (!checked.success) {
        context.addIssue({
          code: 'custom',
          message: toFieldErrors(checked.error)[0]?.id ?? FIELD_ERRORS.invalid,
        });
        return z.NEVER;
      }
      return checked.data;
    }),
    reason: reasonSchema,
  });
}
