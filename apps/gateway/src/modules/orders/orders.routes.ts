import { CONTRACT_BY_ID as C } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { customerId, staffId } from '../../http/caller';
import { registerPrivateFileRoute } from '../../http/private-file-route';
import * as admin from './admin-orders.service';
import * as customer from './customer-orders.service';
import { registerOrderPaymentSubjects } from './order-payment-subjects';
import { startOrderSweep } from './order-sweep.job';
import { readRefundPhoto } from './refund-photos';

/**
 * Orders: the customer's history, detail, tracking, receipt, refund request and buy-again list;
 * the staff board, moves, extra charges and refund decisions; and the one file route the
 * contract leaves to the gateway: a refund's photos, for their owner or staff. Also starts the order sweeps (unpaid groups,
 * delivered orders past their complaint window) when configured, and stops them (waiting for a
 * run in progress) when the app closes.
 */
export async function registerOrderRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  // Payments collects money for order groups and adjustments through these handlers.
  registerOrderPaymentSubjects(context);
  bindEndpoint(app, C.listTransactions, ({ input, request }) =>
    customer.listTransactions(context, customerId(request), input),
  );
  bindEndpoint(app, C.getTransaction, ({ input, request }) =>
    customer.getTransaction(
      context,
      customerId(request),
      input.params.groupNumber,
      input.params.orderNumber,
    ),
  );
  bindEndpoint(app, C.getTracking, ({ input, request }) =>
    customer.getTracking(
      context,
      customerId(request),
      input.params.orderNumber,
      request.languageCode,
      request.log,
    ),
  );
  bindEndpoint(app, C.confirmReceipt, ({ input, request }) =>
    customer.confirmReceipt(context, customerId(request), input.body.order_number, request.log),
  );
  bindEndpoint(
    app,
    C.requestRefund,
    ({ input, files, request }) =>
      customer.requestRefund(
        context,
        customerId(request),
        input.body,
        files['photos'] ?? [],
        request.log,
      ),
    { successStatus: 201 },
  );
  bindEndpoint(app, C.listBuyAgain, ({ input, request }) =>
    customer.listBuyAgain(context, customerId(request), input.query),
  );

  bindEndpoint(app, C.listAdminOrders, ({ input }) => admin.listAdminOrders(context, input.query));
  bindEndpoint(app, C.getAdminOrder, ({ input }) =>
    admin.getAdminOrder(context, input.params.orderNumber),
  );
  bindEndpoint(app, C.moveOrder, ({ input, request }) =>
    admin.moveOrder(context, staffId(request), input.params.orderNumber, input.body, request.log),
  );
  bindEndpoint(
    app,
    C.addOrderAdjustment,
    ({ input, request }) =>
      admin.addOrderAdjustment(
        context,
        staffId(request),
        input.params.orderNumber,
        input.body,
        request.log,
      ),
    { successStatus: 201 },
  );
  bindEndpoint(app, C.listRefunds, ({ input }) => admin.listRefunds(context, input.query));
  bindEndpoint(app, C.decideRefund, ({ input, request }) =>
    admin.decideRefund(context, staffId(request), input.params.refundId, input.body, request.log),
  );
  bindEndpoint(app, C.retryRefundTransfer, ({ input, request }) =>
    admin.retryRefund(
      context,
      staffId(request),
      input.params.refundId,
      input.params.transferId,
      request.log,
    ),
  );
  bindEndpoint(app, C.listExcessTransfers, ({ input }) =>
    admin.listExcessTransfers(context, input.query),
  );
  bindEndpoint(app, C.retryExcessTransfer, ({ input, request }) =>
    admin.retryExcess(context, staffId(request), input.params.transferId, request.log),
  );

  // A refund's photo, for the customer who sent it or staff. Only JPEG or PNG by content is ever
  // stored, so it may show in place.
  registerPrivateFileRoute<{ refundId: string; photoId: string }>(
    app,
    '/oci/orders/refund/:refundId/photos/:photoId',
    async (caller, params) => ({
      file: await readRefundPhoto(context, caller, params.refundId, params.photoId),
    }),
  );

  if (context.config.orderSweepIntervalMs > 0) {
    const stop = startOrderSweep(context, context.config.orderSweepIntervalMs, app.log);
    app.addHook('onClose', stop);
  }
}
