import { CONTRACT_BY_ID as C } from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app';
import { AppError } from '../../http/app-error';
import { bindEndpoint } from '../../http/bind-endpoint';
import { staffId } from '../admin/admin.routes';
import * as adminVouchers from './admin-voucher.service';
import * as customerVouchers from './voucher.service';

/** The signed-in customer; bindEndpoint's guard has already refused every other caller. */
function customerId(request: FastifyRequest): string {
  if (request.auth?.typ !== 'customer') throw new AppError('unauthorized');
  return request.auth.sub;
}

/**
 * Vouchers: customers list the ones on offer and claim them; staff list, create and edit them.
 * Using claimed vouchers on an order group (useVouchers, listUsableVouchers) is bound by the
 * checkout module, which owns the group's totals.
 */
export async function registerVoucherRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  bindEndpoint(app, C.listVouchers, ({ input, request }) =>
    customerVouchers.listVouchers(context, customerId(request), input.query),
  );
  bindEndpoint(app, C.claimVoucher, ({ input, request }) =>
    customerVouchers.claimVoucher(context, customerId(request), input.body.voucher_id),
  );

  bindEndpoint(app, C.listAdminVouchers, ({ input }) =>
    adminVouchers.listAdminVouchers(context, input.query),
  );
  bindEndpoint(
    app,
    C.createVoucher,
    ({ input, request }) => adminVouchers.createVoucher(context, staffId(request), input.body),
    { successStatus: 201 },
  );
  bindEndpoint(app, C.updateVoucher, ({ input, request }) =>
    adminVouchers.updateVoucher(context, staffId(request), input.params.voucherId, input.body),
  );
}
