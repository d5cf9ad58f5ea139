import { CONTRACT_BY_ID as C } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { staffId } from '../../http/caller';
import { listAdminAreas, setAreaDeliverable } from './area-delivery.service';
import { listAuditLog } from './audit-log.service';
import { lookupCustomers } from './customer-lookup.service';
import {
  createSalesContact,
  listSalesContacts,
  setCustomerSalesContact,
  setSalesContactActive,
} from './sales-contacts.service';
import {
  listExchangeRates,
  listUsdCnyRates,
  setExchangeRate,
  setUsdCnyRate,
} from './exchange-rate.service';

/**
 * Back-office settings and lookups: yuan exchange rates, the customer lookup, the audit log, the
 * areas served and the sales roster.
 * Every staff change is written to the audit log in its own transaction (audit.ts).
 */
export async function registerAdminRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  bindEndpoint(app, C.listExchangeRates, ({ input }) => listExchangeRates(context, input.query));
  bindEndpoint(
    app,
    C.setExchangeRate,
    ({ input, request }) => setExchangeRate(context, staffId(request), input.body),
    { successStatus: 201 },
  );
  bindEndpoint(app, C.listUsdCnyRates, ({ input }) => listUsdCnyRates(context, input.query));
  bindEndpoint(
    app,
    C.setUsdCnyRate,
    ({ input, request }) => setUsdCnyRate(context, staffId(request), input.body),
    { successStatus: 201 },
  );
  bindEndpoint(app, C.lookupCustomers, ({ input }) => lookupCustomers(context, input.query));
  bindEndpoint(app, C.listAuditLog, ({ input }) => listAuditLog(context, input.query));
  bindEndpoint(app, C.listAdminAreas, ({ input }) =>
    listAdminAreas(context, input.query.parent_id),
  );
  bindEndpoint(app, C.setAreaDeliverable, ({ input, request }) =>
    setAreaDeliverable(context, staffId(request), input.params.areaId, input.body.deliverable),
  );
  bindEndpoint(app, C.listSalesContacts, () => listSalesContacts(context));
  bindEndpoint(
    app,
    C.createSalesContact,
    ({ input, request }) => createSalesContact(context, staffId(request), input.body),
    { successStatus: 201 },
  );
  bindEndpoint(app, C.setSalesContactActive, ({ input, request }) =>
    setSalesContactActive(
      context,
      staffId(request),
      input.params.salesContactId,
      input.body.active,
    ),
  );
  bindEndpoint(app, C.setCustomerSalesContact, ({ input, request }) =>
    setCustomerSalesContact(
      context,
      staffId(request),
      input.params.customerId,
      input.body.sales_contact_id,
    ),
  );
}
