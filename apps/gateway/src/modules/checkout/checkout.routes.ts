import { CONTRACT_BY_ID as C } from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app';
import { AppError } from '../../http/app-error';
import { bindEndpoint } from '../../http/bind-endpoint';
import * as checkout from './checkout.service';
import { listCouriers } from './courier.service';
import * as groupVouchers from './group-vouchers.service';

/** The signed-in customer; bindEndpoint's guard has already refused every other caller. */
function customerId(request: FastifyRequest): string {
  if (request.auth?.typ !== 'customer') throw new AppError('unauthorized');
  return request.auth.sub;
}

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
