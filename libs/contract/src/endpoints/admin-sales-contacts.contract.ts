import { FIELD_ERRORS, personNameSchema, phoneSchema } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { adminSalesContactRefSchema, adminSalesContactSchema } from '../resources/admin.schema';
import { idSchema } from '../shared/primitives.schema';

export const listSalesContacts = defineEndpoint({
  id: 'listSalesContacts',
  method: 'GET',
  path: '/admin/sales-contacts',
  auth: 'staff',
  summary:
    'The sales roster: active contacts first, each in its rotation order (next new customer first), then the inactive ones.',
  response: z.object({ items: z.array(adminSalesContactSchema) }),
});

export const createSalesContact = defineEndpoint({
  id: 'createSalesContact',
  method: 'POST',
  path: '/admin/sales-contacts',
  auth: 'staff',
  summary:
    'Adds a sales contact (name and WhatsApp number, E.164), active: it takes the next new customer.',
  body: z.object({ nama: personNameSchema, telepon: phoneSchema }),
  response: adminSalesContactSchema,
});

export const setSalesContactActive = defineEndpoint({
  id: 'setSalesContactActive',
  method: 'PUT',
  path: '/admin/sales-contacts/:salesContactId/active',
  auth: 'staff',
  summary:
    'Takes a sales contact out of the rotation or back in; its customers keep it either way.',
  params: z.object({ salesContactId: idSchema }),
  body: z.object({ active: z.boolean({ error: FIELD_ERRORS.invalid }) }),
  response: adminSalesContactSchema,
});

export const setCustomerSalesContact = defineEndpoint({
  id: 'setCustomerSalesContact',
  method: 'PUT',
  path: '/admin/customers/:customerId/sales-contact',
  auth: 'staff',
  summary: 'Assigns one customer to an active sales contact of the roster.',
  params: z.object({ customerId: idSchema }),
  body: z.object({ sales_contact_id: idSchema }),
  response: adminSalesContactRefSchema,
});

export const ADMIN_SALES_CONTACT_ENDPOINTS = [
  listSalesContacts,
  createSalesContact,
  setSalesContactActive,
  setCustomerSalesContact,
] as const;
