import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { addressInputSchema, addressSchema } from '../resources/address.schema';
import { emptyDataSchema, idSchema } from '../shared/primitives.schema';

export const listAddresses = defineEndpoint({
  id: 'listAddresses',
  method: 'GET',
  path: '/oci/customer/alamat',
  auth: 'customer',
  summary: 'The caller’s address book, the main address first.',
  response: z.array(addressSchema),
});

export const createAddress = defineEndpoint({
  id: 'createAddress',
  method: 'POST',
  path: '/oci/customer/alamat',
  auth: 'customer',
  summary:
    'Adds an address; outside the shipping range it is refused (address_out_of_range), an area that does not exist reads address_invalid.',
  body: addressInputSchema,
  response: addressSchema,
});

export const updateAddress = defineEndpoint({
  id: 'updateAddress',
  method: 'PUT',
  path: '/oci/customer/alamat',
  auth: 'customer',
  summary: 'Replaces an address of the caller (the spec’s PUT carries the id in the body).',
  body: addressInputSchema.extend({ id: idSchema }),
  response: addressSchema,
});

export const deleteAddress = defineEndpoint({
  id: 'deleteAddress',
  method: 'DELETE',
  path: '/oci/customer/alamat/:addressId',
  auth: 'customer',
  summary: 'Deletes an address of the caller.',
  params: z.object({ addressId: idSchema }),
  response: emptyDataSchema,
});

export const ADDRESS_ENDPOINTS = [
  listAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
] as const;
