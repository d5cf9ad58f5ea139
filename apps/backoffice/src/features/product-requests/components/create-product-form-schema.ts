import { createProductFromRequest } from '@storefront/contract';
import { FIELD_ERRORS } from '@storefront/domain';
import { z } from 'zod';
import { parseMoneyInput } from '../../../shared/forms';

type ProductBody = z.input<typeof createProductFromRequest.body>;

/**
 * Boxes that cannot be empty say so in the first round, with the numbers and prices; the
 * contract's rules (lengths, unique names, pictures) follow once the boxes read.
 */
const requiredText = z.string().trim().min(1, { error: FIELD_ERRORS.required });

/** A whole number as typed (a weight, a quantity, a stock); the contract bounds it. */
const wholeText = z
  .string()
  .trim()
  .min(1, { error: FIELD_ERRORS.required })
  .regex(/^\d+$/, { error: FIELD_ERRORS.number })
  .transform(Number);

/** A yuan price as staff type it in their language's marks ('45.50' or '45,50'), in fen. */
function yuanText(locale: string) {
  return z.string().transform((text, ctx) => {
    const parsed = parseMoneyInput(text, 'CNY', locale);
    if (!parsed.ok || parsed.money.amount < 1) {
      ctx.addIssue({ code: 'custom', message: parsed.ok ? FIELD_ERRORS.invalid : parsed.id });
      return z.NEVER;
    }
    return { amount: parsed.money.amount, currency: 'CNY' as const };
  });
}

/** A picture uploaded for the product: its public path (sent) and URL (shown). */
export interface UploadedPicture {
  readonly path: string;
  readonly url: string;
}

/**
 * The product form's boxes, named as the contract's body names them so that the gateway's field
 * errors land under the same boxes. Numbers and prices are read from text, then the whole body
 * is checked by the contract's own schema (the rules the gateway applies). `link` is sent for a
 * photo request only (a link request's product takes the request's link).
 */
export function createProductFormSchema(locale: string, needsLink: boolean) {
  const yuan = yuanText(locale);
  return z
    .object({
      link: z.string().trim(),
      title: requiredText,
      description: z.string(),
      images: z
        .array(z.object({ path: z.string(), url: z.string() }))
        .min(1, { error: FIELD_ERRORS.required }),
      variants: z.array(
        z.object({
          name: requiredText,
          image: z.string(),
          price_cny: yuan,
          weight_grams: wholeText,
          min_quantity: wholeText,
          multiple: wholeText,
          stock: wholeText,
          sub_variants: z.array(
            z.object({ name: requiredText, price_cny: yuan, stock: wholeText }),
          ),
        }),
      ),
      price_tiers: z.array(z.object({ min_quantity: wholeText, unit_price_cny: yuan })),
    })
    .transform(({ link, images, variants, ...product }): ProductBody => ({
      ...product,
      ...(needsLink ? { link: link === '' ? undefined : link } : {}),
      images: images.map((picture) => picture.path),
      variants: variants.map(({ image, ...variant }) => ({
        ...variant,
        image: image === '' ? null : image,
      })),
    }))
    .pipe(createProductFromRequest.body);
}

export type CreateProductForm = z.input<ReturnType<typeof createProductFormSchema>>;
export type CreateProductBody = z.output<ReturnType<typeof createProductFormSchema>>;

export const EMPTY_SIZE = { name: '', price_cny: '', stock: '' } as const;

export const EMPTY_PRICE_TIER = { min_quantity: '', unit_price_cny: '' } as const;

export const EMPTY_VARIANT = {
  name: '',
  image: '',
  price_cny: '',
  weight_grams: '',
  min_quantity: '1',
  multiple: '1',
  stock: '',
  sub_variants: [],
} as const;

/** Where each wire field of the body is typed, for the gateway's refusals of this body. */
export function serverFieldsOf(form: CreateProductForm): Record<string, string> {
  const fields: Record<string, string> = { link: 'link', title: 'title', images: 'images' };
  fields['description'] = 'description';
  fields['variants'] = 'variants';
  fields['price_tiers'] = 'price_tiers';
  form.price_tiers.forEach((_tier, index) => {
    fields[`price_tiers.${index}.min_quantity`] = `price_tiers.${index}.min_quantity`;
    fields[`price_tiers.${index}.unit_price_cny.amount`] = `price_tiers.${index}.unit_price_cny`;
  });
  form.images.forEach((_picture, index) => (fields[`images.${index}`] = 'images'));
  form.variants.forEach((variant, index) => {
    const at = `variants.${index}`;
    for (const name of ['name', 'image', 'weight_grams', 'min_quantity', 'multiple', 'stock']) {
      fields[`${at}.${name}`] = `${at}.${name}`;
    }
    fields[`${at}.price_cny.amount`] = `${at}.price_cny`;
    variant.sub_variants.forEach((_size, sizeIndex) => {
      const sizeAt = `${at}.sub_variants.${sizeIndex}`;
      fields[`${sizeAt}.name`] = `${sizeAt}.name`;
      fields[`${sizeAt}.stock`] = `${sizeAt}.stock`;
      fields[`${sizeAt}.price_cny.amount`] = `${sizeAt}.price_cny`;
    });
  });
  return fields;
}
