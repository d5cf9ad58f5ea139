import { ACTORS, FIELD_ERRORS } from '@storefront/domain';
import { defineEndpoint } from '../define-endpoint';
import { auditEntrySchema, customerSummarySchema } from '../resources/admin.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import { enumSchema, idSchema, searchTextSchema } from '../shared/primitives.schema';

export const lookupCustomers = defineEndpoint({
  id: 'lookupCustomers',
  method: 'GET',
  path: '/admin/customers',
  auth: 'staff',
  summary: 'Finds customers by email, name, phone or id.',
  query: pageQuerySchema.extend({ search: searchTextSchema.optional() }),
  response: pageSchema(customerSummarySchema),
});

export const listAuditLog = defineEndpoint({
  id: 'listAuditLog',
  method: 'GET',
  path: '/admin/audit-log',
  auth: 'staff',
  summary: 'What staff, customers and jobs changed, newest first, filterable by actor or record.',
  query: pageQuerySchema.extend({
    actor: enumSchema(ACTORS).optional(),
    actor_id: idSchema.optional(),
    entity: searchTextSchema.min(1, { error: FIELD_ERRORS.required }).optional(),
    entity_id: idSchema.optional(),
  }),
  response: pageSchema(auditEntrySchema),
});

export const ADMIN_CUSTOMER_ENDPOINTS = [lookupCustomers, listAuditLog] as const;
