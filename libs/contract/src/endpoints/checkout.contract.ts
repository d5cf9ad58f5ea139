import {
  cardHolderNameSchema,
  cardNumberSchema,
  cvvSchema,
  expiryMonthSchema,
  expiryYearSchema,
  FIELD_ERRORS,
  notesSchema,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { checkoutGroupSchema, courierOptionSchema, paymentSchema } from '../resources/order.schema';
import {
  emptyDataSchema,
  enumSchema,
  idempotencyKeySchema,
  idSchema,
  queryIntegerSchema,
  urlSchema,
} from '../shared/primitives.schema';

/** The cart products to check out: at least one, each once. */
const cartItemIdsSchema = z
  .array(idSchema, { error: FIELD_ERRORS.required })
  .min(1, { error: FIELD_ERRORS.required })
  .refine((ids) => new Set(ids).size === ids.length, { error: FIELD_ERRORS.invalid });

export const getCheckout = defineEndpoint({
  id: 'getCheckout',
  method: 'GET',
  path: '/oci/checkout/:groupNumber',
  auth: 'customer',
  summary: 'An order group made by checkout: its orders, address, courier, totals and deadline.',
  params: z.object({ groupNumber: idSchema }),
  response: checkoutGroupSchema,
});

export const createCheckout = defineEndpoint({
  id: 'createCheckout',
  method: 'POST',
  path: '/oci/checkout',
  auth: 'customer',
  summary:
    'Checks out cart products to an address with a courier and a payment method: one order per shipping type, one group, one payment deadline. Fails with minimum_not_met below the market minimum.',
  body: z.object({
    cart_item_ids: cartItemIdsSchema,
    address_id: idSchema,
    courier: z.object({
      code: z.string({ error: FIELD_ERRORS.required }).min(1, { error: FIELD_ERRORS.required }),
      service: z.string({ error: FIELD_ERRORS.required }).min(1, { error: FIELD_ERRORS.required }),
    }),
    payment_method: enumSchema(PAYMENT_METHODS),
    notes: notesSchema.default(''),
  }),
  response: checkoutGroupSchema,
});

export const saveCheckoutNote = defineEndpoint({
  id: 'saveCheckoutNote',
  method: 'POST',
  path: '/oci/checkout-save-note',
  auth: 'customer',
  summary: 'Replaces the note of an order group (max 100 characters).',
  body: z.object({ group_number: idSchema, notes: notesSchema }),
  response: emptyDataSchema,
});

export const listCouriers = defineEndpoint({
  id: 'listCouriers',
  method: 'GET',
  path: '/oci/rajaongkir/courier',
  auth: 'customer',
  summary:
    'Domestic delivery options and fees to an address (`id`) for a parcel `weight` in grams; `id_group` prices the parcel of a placed order group instead.',
  query: z.object({
    id: idSchema,
    id_group: idSchema.optional(),
    courier: z
      .string({ error: FIELD_ERRORS.invalid })
      .trim()
      .min(1, { error: FIELD_ERRORS.required })
      .default('all'),
    weight: queryIntegerSchema().min(1, { error: FIELD_ERRORS.invalid }),
  }),
  response: z.array(courierOptionSchema),
});

export const getPayment = defineEndpoint({
  id: 'getPayment',
  method: 'GET',
  path: '/oci/pembayaran/:groupNumber',
  auth: 'customer',
  summary: 'How to pay an order group (virtual account, QR, provider page) and whether it is paid.',
  params: z.object({ groupNumber: idSchema }),
  response: paymentSchema,
});

export const payByCard = defineEndpoint({
  id: 'payByCard',
  method: 'POST',
  path: '/oci/pembayaran/creditcard/xendit',
  auth: 'customer',
  summary:
    'Charges a card through the card provider. When the bank asks for its one-time password the answer carries the page to enter it; a mismatch reads card_authentication_mismatch.',
  body: z.object({
    group_number: idSchema,
    card_holder_name: cardHolderNameSchema,
    card_number: cardNumberSchema,
    expiry_month: expiryMonthSchema,
    expiry_year: expiryYearSchema,
    cvv: cvvSchema,
    idempotency_key: idempotencyKeySchema,
  }),
  response: z.object({
    payment_status: z.enum(PAYMENT_STATUSES),
    /** The bank's one-time-password page (3-D Secure); null when none is needed. */
    authentication_url: urlSchema.nullable(),
  }),
});

export const CHECKOUT_ENDPOINTS = [
  getCheckout,
  createCheckout,
  saveCheckoutNote,
  listCouriers,
  getPayment,
  payByCard,
] as const;
