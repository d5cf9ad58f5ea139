import { resolveProductRequest } from '@storefront/contract';
import { z } from 'zod';

export const RESOLVE_OUTCOMES = ['found', 'rejected'] as const;

/**
 * The dialog's boxes, both kept while staff switch the outcome: only the chosen outcome's field
 * is sent, read by the contract's own body schema (which says what that field lacks).
 */
export const resolveRequestFormSchema = z
  .object({
    outcome: z.enum(RESOLVE_OUTCOMES),
    product_id: z.string(),
    reason: z.string(),
  })
  .transform(({ outcome, product_id, reason }) =>
    outcome === 'found' ? { outcome, product_id } : { outcome, reason },
  )
  .pipe(resolveProductRequest.body);
