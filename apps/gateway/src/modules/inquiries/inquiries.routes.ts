import { CONTRACT_BY_ID as C } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { customerId, staffId } from '../../http/caller';
import { registerPrivateFileRoute } from '../../http/private-file-route';
import * as staff from './admin-inquiry.service';
import { readInquiryLogo } from './inquiry-logo.service';
import { getCatalogProductStates } from './buyer-variant-states';
import * as customer from './inquiry.service';
import * as decisions from './variant-decision.service';

/** An answer for one signed-in caller: kept by no cache, the browser's included. */
const PERSONAL_ANSWER_CACHE = 'private, no-store';

/**
 * Submissions for an all-in price: the customer submits, lists, cancels, resubmits a rejected
 * variant or declines a quoted one; staff work the queue by SLA, quote variants and reject a
 * variant or the whole submission. Plus the one file route the contract leaves to the
 * gateway: a submission's logo files, for their owner or staff.
 */
export async function registerInquiryRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  bindEndpoint(app, C.listInquiries, ({ input, request }) =>
    customer.listInquiries(context, customerId(request), input.query),
  );
  bindEndpoint(app, C.listCanceledInquiries, ({ input, request }) =>
    customer.listCanceledInquiries(context, customerId(request), input.query),
  );
  bindEndpoint(
    app,
    C.createInquiry,
    ({ input, request }) => customer.createInquiry(context, customerId(request), input.body),
    { successStatus: 201 },
  );
  bindEndpoint(app, C.deleteQuotation, ({ input, request }) =>
    customer.cancelInquiry(context, customerId(request), input.params.inquiryId),
  );
  // The buyer's own states on a product page: theirs only, never stored by any cache; the
  // public product answer stays the same for everyone (decision 288).
  bindEndpoint(app, C.getCatalogProductStates, ({ input, request, reply }) => {
    void reply.header('cache-control', PERSONAL_ANSWER_CACHE).header('vary', 'Authorization');
    return getCatalogProductStates(context, customerId(request), input.params.productId);
  });
  bindEndpoint(app, C.resubmitInquiryVariant, ({ input, request }) =>
    decisions.resubmitInquiryVariant(context, customerId(request), input.params, input.body),
  );
  bindEndpoint(app, C.declineInquiryVariant, ({ input, request }) =>
    decisions.declineInquiryVariant(context, customerId(request), input.params),
  );

  bindEndpoint(app, C.listAdminInquiries, ({ input }) =>
    staff.listAdminInquiries(context, input.query),
  );
  bindEndpoint(app, C.getAdminInquiry, ({ input }) =>
    staff.getAdminInquiry(context, input.params.inquiryId),
  );
  bindEndpoint(app, C.quoteVariant, ({ input, request }) =>
    staff.quoteVariant(context, staffId(request), input.params, input.body, request.log),
  );
  bindEndpoint(app, C.rejectInquiry, ({ input, request }) =>
    staff.rejectInquiry(
      context,
      staffId(request),
      input.params.inquiryId,
      input.body.reason,
      request.log,
    ),
  );
  bindEndpoint(app, C.rejectInquiryVariant, ({ input, request }) =>
    staff.rejectInquiryVariant(
      context,
      staffId(request),
      input.params,
      input.body.reason,
      request.log,
    ),
  );

  // Logo artwork is the customer's, not ours to render: always a download, never a page (an
  // SVG opened in place could run script on the gateway's origin).
  registerPrivateFileRoute<{ inquiryId: string; logoId: string }>(
    app,
    '/oci/orders/inquiry/:inquiryId/logos/:logoId',
    async (caller, params) => {
      const { file, fileName } = await readInquiryLogo(
        context,
        caller,
        params.inquiryId,
        params.logoId,
      );
      return { file, downloadName: fileName };
    },
  );
}
