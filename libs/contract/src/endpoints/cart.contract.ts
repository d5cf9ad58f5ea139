import { FIELD_ERRORS, LOGO_UPLOAD_RULES } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { cartSchema, syncResultSchema } from '../resources/cart.schema';
import { subVariantQuantitySchema, withSizeChecks } from '../resources/catalog.schema';
import { uploadedFileSchema } from '../resources/inquiry.schema';
import { idSchema, quantitySchema } from '../shared/primitives.schema';
import { chosenVariantsSchema } from './inquiry.contract';

export const getCart = defineEndpoint({
  id: 'getCart',
  method: 'GET',
  path: '/oci/orders/cart',
  auth: 'customer',
  summary: 'The caller’s cart: quoted products with their variants, logos and totals.',
  response: cartSchema,
});

export const addToCart = defineEndpoint({
  id: 'addToCart',
  method: 'POST',
  path: '/oci/orders/cart',
  auth: 'customer',
  summary:
    'Puts quoted variants of a submission into the cart; an unquoted variant is refused (variant_not_quoted).',
  body: z.object({ inquiry_id: idSchema, variants: chosenVariantsSchema }),
  response: cartSchema,
});

export const updateCart = defineEndpoint({
  id: 'updateCart',
  method: 'PUT',
  path: '/oci/orders/cart',
  auth: 'customer',
  summary:
    'Changes quantities; each must meet the minimum, the multiple and the stock (a line in sizes: each size its own stock, the total the minimum and multiple).',
  body: z.object({
    items: z
      .array(
        withSizeChecks(
          z.object({
            cart_item_id: idSchema,
            variant_id: idSchema,
            quantity: quantitySchema,
            /** Required for a line in sizes: the sizes and how many of each (decision 296). */
            sub_variants: z
              .array(subVariantQuantitySchema)
              .min(1, { error: FIELD_ERRORS.required })
              .optional(),
          }),
        ),
        { error: FIELD_ERRORS.required },
      )
      .min(1, { error: FIELD_ERRORS.required }),
  }),
  response: cartSchema,
});

export const removeCartItem = defineEndpoint({
  id: 'removeCartItem',
  method: 'DELETE',
  path: '/oci/orders/cart/:cartItemId',
  auth: 'customer',
  summary: 'Removes a product and all its variants from the cart.',
  params: z.object({ cartItemId: idSchema }),
  response: cartSchema,
});

export const removeCartVariant = defineEndpoint({
  id: 'removeCartVariant',
  method: 'DELETE',
  path: '/oci/orders/cart/variant/:cartItemId/:variantId',
  auth: 'customer',
  summary: 'Removes one variant of a cart product (the product goes when its last variant goes).',
  params: z.object({ cartItemId: idSchema, variantId: idSchema }),
  response: cartSchema,
});

export const uploadCartLogo = defineEndpoint({
  id: 'uploadCartLogo',
  method: 'POST',
  path: '/oci/orders/cart/logo',
  auth: 'customer',
  summary: 'Attaches logo or brand files to a cart product for customisation.',
  bodyKind: 'multipart',
  files: [{ name: 'logos', rules: LOGO_UPLOAD_RULES, required: true }],
  body: z.object({ cart_item_id: idSchema }),
  response: z.object({ logos: z.array(uploadedFileSchema) }),
});

export const syncCart = defineEndpoint({
  id: 'syncCart',
  method: 'POST',
  path: '/oci/orders/sync',
  auth: 'customer',
  summary:
    'Refreshes price and stock of cart products from their marketplace (all when `cart_item_ids` is left out).',
  body: z.object({ cart_item_ids: z.array(idSchema).optional() }),
  response: syncResultSchema,
});

export const getSyncResult = defineEndpoint({
  id: 'getSyncResult',
  method: 'GET',
  path: '/oci/sync/all/:syncId',
  auth: 'customer',
  summary: 'The outcome of a cart sync, per product; `finished_at` is null while it still runs.',
  params: z.object({ syncId: idSchema }),
  response: syncResultSchema,
});

export const CART_ENDPOINTS = [
  getCart,
  addToCart,
  updateCart,
  removeCartItem,
  removeCartVariant,
  uploadCartLogo,
  syncCart,
  getSyncResult,
] as const;
