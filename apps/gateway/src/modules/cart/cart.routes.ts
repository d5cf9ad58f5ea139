import { CONTRACT_BY_ID as C } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { customerId } from '../../http/caller';
import { assertLogoAddition } from '../inquiries';
import { getSyncResult, syncCart } from './cart-sync.service';
import type { Cart } from './cart-view';
import { withProductImages } from './cart-view';
import * as cart from './cart.service';

/** The cart (SPEC §4): quoted variants only, quantities by the quantity rules, logos, sync. */
export async function registerCartRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // Every cart answer gets its pictures' sizes once its write has committed (cart-view.ts).
  const answer = async (written: Promise<Cart>) => withProductImages(context, await written);
  bindEndpoint(app, C.getCart, ({ request }) => answer(cart.getCart(context, customerId(request))));
  bindEndpoint(app, C.addToCart, ({ input, request }) =>
    answer(cart.addToCart(context, customerId(request), input.body)),
  );
  bindEndpoint(app, C.updateCart, ({ input, request }) =>
    answer(cart.updateCart(context, customerId(request), input.body)),
  );
  bindEndpoint(app, C.removeCartItem, ({ input, request }) =>
    answer(cart.removeCartItem(context, customerId(request), input.params.cartItemId)),
  );
  bindEndpoint(app, C.removeCartVariant, ({ input, request }) =>
    answer(
      cart.removeCartVariant(
        context,
        customerId(request),
        input.params.cartItemId,
        input.params.variantId,
      ),
    ),
  );
  bindEndpoint(
    app,
    C.uploadCartLogo,
    ({ input, files, request }) => {
      // The entry marks the files required, so the platform has refused a request without them.
      const logos = files['logos'] ?? [];
      return cart.uploadCartLogo(context, customerId(request), input.body.cart_item_id, logos);
    },
    // A level without the logo benefit is refused before its files are read (decision 228).
    { mayUpload: (request) => assertLogoAddition(context.db, context, customerId(request)) },
  );
  bindEndpoint(app, C.syncCart, ({ input, request }) =>
    syncCart(context, customerId(request), input.body),
  );
  bindEndpoint(app, C.getSyncResult, ({ input, request }) =>
    getSyncResult(context, customerId(request), input.params.syncId),
  );
}
