import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerAccountRoutes } from './account';
import { registerAdminRoutes } from './admin';
import { registerCaptchaRoutes } from './captcha';
import { registerCartRoutes } from './cart';
import { registerCatalogRoutes } from './catalog';
import { registerCheckoutRoutes } from './checkout';
import { registerContentRoutes } from './content';
import { registerIdentityRoutes } from './identity';
import { registerInquiryRoutes } from './inquiries';
import { registerNotificationRoutes } from './notifications';
import { registerOrderRoutes } from './orders';
import { registerPaymentRoutes } from './payments';
import { registerSeoRoutes } from './seo';
import { registerVoucherRoutes } from './vouchers';
import { registerWishlistRoutes } from './wishlist';

/** Every feature module binds its contract entries here. */
export async function registerModules(app: FastifyInstance, context: AppContext): Promise<void> {
  await registerIdentityRoutes(app, context);
  await registerCaptchaRoutes(app, context);
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
