import type { PhoneCountry } from '@storefront/domain';
import { personNameSchema, phoneSchemaFor } from '@storefront/domain';
import { z } from 'zod';

/**
 * A new contact as staff type it: the name by the customers' own name rule, and the WhatsApp
 * number as people write it in the market (0812…, +62 812…), sent as E.164, which the contract's
 * phone rule checks again at the gateway.
 */
export function salesContactFormSchema(country: PhoneCountry) {
  return z.object({ nama: personNameSchema, telepon: phoneSchemaFor(country) });
}
