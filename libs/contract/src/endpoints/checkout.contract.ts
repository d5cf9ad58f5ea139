import {
  CARD_INSTALLMENT_MONTHS,
  FIELD_ERRORS,
  notesSchema,
  PAYMENT_CHANNELS,
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
  summary:
    'How to pay an order group (virtual account, QR, provider page) and whether it is paid. Where the method has banks or e-wallets to pick from (`channels`), the payment is made once the buyer names one in `channel`; naming another later opens a new one there. An extra charge may be paid by any method in `methods` (decision 304): `method` names the one chosen (another than the subject takes is field.invalid); an attempt by it ends the open one by another method.',
  params: z.object({ groupNumber: idSchema }),
  query: z.object({
    channel: enumSchema(PAYMENT_CHANNELS).optional(),
    method: enumSchema(PAYMENT_METHODS).optional(),
  }),
  response: paymentSchema,
});

/**
 * A single-use card token from the card provider's script in the browser (Xendit.js, or the
 * simulator's stand-in): the only card fact the gateway receives (decision 280). TipTop Pay'
 * checkout.js makes a cryptogram instead (base64 of the card encrypted to TipTop Pay's RSA key,
 * some hundreds of characters; decision 294).
 */
export const cardTokenIdSchema = z
  .string({ error: FIELD_ERRORS.required })
  .regex(/^[\w.+/=-]{8,2048}$/, { error: FIELD_ERRORS.invalid });

export const payByCard = defineEndpoint({
  id: 'payByCard',
  method: 'POST',
  path: '/oci/pembayaran/creditcard/xendit',
  auth: 'customer',
  summary:
    "Charges a card by the single-use token the provider's script made in the browser (the card number never reaches us), as an installment plan when the group's method is installment. When the bank asks for 3-D Secure the answer carries its page; while that payment is open the same one is answered again, never a second charge. A decline reads card_authentication_mismatch.",
  body: z.object({
    group_number: idSchema,
    token_id: cardTokenIdSchema,
    /** Months of the installment plan: required for the installment method, else absent. */
    installment_months: z
      .literal(CARD_INSTALLMENT_MONTHS, { error: FIELD_ERRORS.invalid })
      .nullable()
      .default(null),
    idempotency_key: idempotencyKeySchema,
    /** The card method chosen on the page (an extra charge, decision 304); absent: the group's. */
    method: enumSchema(['credit_card', 'installment']).optional(),
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
