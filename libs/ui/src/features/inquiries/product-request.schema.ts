import { FIELD_ERRORS, notesSchema, parseMarketplaceLink } from '@storefront/domain';
import { z } from 'zod';

/**
 * An optional quantity as typed: empty is "not said", otherwise a whole number of at least one
 * (the contract's rule for both product-request calls).
 */
const optionalQuantity = z.string().transform((text, context) => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const quantity = Number(trimmed);
  if (!/^-?\d+$/.test(trimmed) || !Number.isSafeInteger(quantity)) {
    context.addIssue({ code: 'custom', message: FIELD_ERRORS.number });
    return z.NEVER;
  }
  if (quantity < 1) {
    context.addIssue({ code: 'custom', message: FIELD_ERRORS.invalid });
    return z.NEVER;
  }
  return quantity;
});

/**
 * The request by link. The link goes through the domain's parseMarketplaceLink: its refusal
 * ('link_not_marketplace', 'link_not_product') is the issue message, shown with the error
 * catalogue's text, and a good link is sent in its canonical form.
 */
export const linkRequestSchema = z.object({
  link: z
    .string()
    .trim()
    .min(1, { error: FIELD_ERRORS.required })
    .transform((text, context) => {
      const parsed = parseMarketplaceLink(text);
      if (!parsed.ok) {
        context.addIssue({ code: 'custom', message: parsed.code });
        return z.NEVER;
      }
      return parsed.canonicalUrl;
    }),
  description: notesSchema,
  quantity: optionalQuantity,
});
export type LinkRequestInput = z.input<typeof linkRequestSchema>;
export type LinkRequest = z.output<typeof linkRequestSchema>;

/** The request by photo: the photo is checked on its own (product-image-check.ts). */
export const imageRequestSchema = z.object({
  description: notesSchema,
  quantity: optionalQuantity,
});
export type ImageRequestInput = z.input<typeof imageRequestSchema>;
export type ImageRequest = z.output<typeof imageRequestSchema>;
