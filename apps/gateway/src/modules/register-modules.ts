import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';
import { registerAccountRoutes } from './account/account.routes';
import { registerAdminRoutes } from './admin/admin.routes';
import { registerCartRoutes } from './cart/cart.routes';
import { registerCatalogRoutes } from './catalog/catalog.routes';
import { registerCheckoutRoutes } from './checkout/checkout.routes';
import { registerContentRoutes } from './content/content.routes';
import { registerIdentityRoutes } from './identity/identity.routes';
import { registerInquiryRoutes } from './inquiries/inquiries.routes';
import { registerNotificationRoutes } from './notifications/notifications.routes';
import { registerOrderRoutes } from './orders/orders.routes';
import { registerPaymentRoutes } from './payments/payments.routes';
import { registerSeoRoutes } from './seo';
import { registerVoucherRoutes } from './vouchers/vouchers.routes';
import { registerWishlistRoutes } from './wishlist/wishlist.routes';

/** Every feature module binds its contract entries here. */
export async function registerModules(app: FastifyInstance, context: AppContext): Promise<void> {
  await registerIdentityRoutes(app, context);
  await registerAccountRoutes(app, context);
  await registerContentRoutes(app, context);
  await registerNotificationRoutes(app, context);
  await registerVoucherRoutes(app, context);
  await registerAdminRoutes(app, context);
  await registerCatalogRoutes(app, context);
  await registerWishlistRoutes(app, context);
  await registerInquiryRoutes(app, context);
  await registerCartRoutes(app, context);
  await registerCheckoutRoutes(app, context);
  await registerOrderRoutes(app, context);
  await registerPaymentRoutes(app, context);
  // robots.txt and the sitemap: before the storefront's files, which answer every other path.
  await registerSeoRoutes(app, context);
}
