import { CONTRACT_BY_ID as C } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { customerId, staffId } from '../../http/caller';
import * as adminVouchers from './admin-voucher.service';
import * as customerVouchers from './voucher.service';

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
