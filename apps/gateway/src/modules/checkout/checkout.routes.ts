import { CONTRACT_BY_ID as C } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { customerId } from '../../http/caller';
import * as checkout from './checkout.service';
import { listCouriers } from './courier.service';
import * as groupVouchers from './group-vouchers.service';

/**
 * Checkout: courier options, turning cart products into an order group, the group's confirmation
 * page and note, and the vouchers used on it (listUsableVouchers / useVouchers live here because
 * they change an order group). Paying it is the payments module's (getPayment, payByCard).
 */
export async function registerCheckoutRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  bindEndpoint(app, C.listCouriers, ({ input, request }) =>
    listCouriers(context, customerId(request), input.query),
  );
  bindEndpoint(
    app,
    C.createCheckout,
    ({ input, request }) => checkout.createCheckout(context, customerId(request), input.body),
    { successStatus: 201 },
  );
  bindEndpoint(app, C.getCheckout, ({ input, request }) =>
    checkout.getCheckout(context, customerId(request), input.params.groupNumber),
  );
  bindEndpoint(app, C.saveCheckoutNote, ({ input, request }) =>
    checkout.saveCheckoutNote(context, customerId(request), input.body),
  );
  bindEndpoint(app, C.listUsableVouchers, ({ input, request }) =>
    groupVouchers.listUsableVouchers(context, customerId(request), input.params.groupNumber),
  );
  bindEndpoint(app, C.useVouchers, ({ input, request }) =>
    groupVouchers.useVouchers(context, customerId(request), input.body),
  );
}
