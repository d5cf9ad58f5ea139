import { CONTRACT_BY_ID as C } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { customerId } from '../../http/caller';
import { addWishlist, listWishlist, listWishlistLinks, removeWishlist } from './wishlist.service';

/** The wishlist: every entry is looked up under the caller's id, so nobody sees another's. */
export async function registerWishlistRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  bindEndpoint(app, C.listWishlist, ({ input, request }) =>
    listWishlist(context, customerId(request), input.query),
  );
  bindEndpoint(
    app,
    C.addWishlist,
    ({ input, request }) => addWishlist(context, customerId(request), input.body.link),
    { successStatus: 201 },
  );
  bindEndpoint(app, C.removeWishlist, ({ input, request }) =>
    removeWishlist(context, customerId(request), input.params.marketplace, input.params.productId),
  );
  bindEndpoint(app, C.listWishlistLinks, ({ request }) =>
    listWishlistLinks(context, customerId(request)),
  );
}
