import { CONTRACT_BY_ID as C } from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { CATALOG_IMAGE_KEY_PREFIX, CATALOG_IMAGE_NAME } from '../../adapters/catalog/catalog-feed';
import type { StoredFile } from '../../adapters/storage/file-storage';
import { AppError } from '../../http/app-error';
import { bindEndpoint } from '../../http/bind-endpoint';
import { registerPrivateFileRoute } from '../../http/private-file-route';
import { catalogImageVariant } from './catalog-images';
import { getCatalogProduct, searchCatalog } from './catalog.service';
import {
  createImageProductRequest,
  createProductRequest,
  listProductRequests,
  readProductRequestImage,
  resolveProductRequest,
} from './product-request.service';
import { createProductFromRequest, storeCatalogImage } from './staff-product.service';

/**
 * A catalogue product answer: public and short, like its page; a price or stock may be a minute
 * old, which the page cache allows already (decision 273).
 */
export const PUBLIC_PRODUCT_CACHE = 'public, max-age=60';

/** The signed-in caller of a `typ` route; bindEndpoint's guard has already refused the rest. */
function callerId(request: FastifyRequest, typ: 'customer' | 'staff'): string {
  if (request.auth?.typ !== typ) throw new AppError(typ === 'staff' ? 'not_found' : 'unauthorized');
  return request.auth.sub;
}

/**
 * A catalogue image: its name says what it draws (the generator names each by category and
 * colour), so browsers keep it for a year. Embeddable from any origin, as a CDN's would be: a
 * page opened at 127.0.0.1 shows images whose URLs name localhost (PUBLIC_URL), which helmet's
 * default same-origin resource policy made the browser refuse.
 */
function sendPublicFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .code(200)
    .header('content-type', file.contentType)
    .header('content-length', file.bytes.length)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(file.bytes);
}

/**
 * The catalogue (search and product detail, public), product requests by link or photo
 * (customer), the staff queue of those requests, and the two file routes the contract leaves to
 * the gateway: catalogue images (public) and request photos (owner or staff only).
 */
export async function registerCatalogRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  bindEndpoint(app, C.searchCatalog, ({ input }) => searchCatalog(context, input.query));
  // The same answer for every caller, a bearer or not (decision 288): any cache may keep it a
  // minute, as it keeps the product's server-rendered page (PUBLIC_PAGE_CACHE). The buyer's own
  // states are another call (getCatalogProductStates). Only a success: a failure stays no-store.
  bindEndpoint(app, C.getCatalogProduct, async ({ input, reply }) => {
    const product = await getCatalogProduct(context, input.params.productId);
    void reply.header('cache-control', PUBLIC_PRODUCT_CACHE);
    return product;
  });

  bindEndpoint(
    app,
    C.createProductRequest,
    ({ input, request }) =>
      createProductRequest(context, callerId(request, 'customer'), input.body),
    { successStatus: 201 },
  );
  bindEndpoint(
    app,
    C.createImageProductRequest,
    async ({ input, files, request }) => {
      const [image] = files['image'] ?? [];
      // The entry marks the photo required, so the platform has refused a request without one.
      if (!image) throw new AppError('validation_failed', undefined, { image: 'field.required' });
      return createImageProductRequest(context, callerId(request, 'customer'), input.body, image);
    },
    { successStatus: 201 },
  );

  bindEndpoint(app, C.listProductRequests, ({ input }) =>
    listProductRequests(context, input.query),
  );
  bindEndpoint(app, C.resolveProductRequest, ({ input, request }) =>
    resolveProductRequest(
      context,
      callerId(request, 'staff'),
      input.params.requestId,
      input.body,
      request.log,
    ),
  );
  // Without a catalogue provider staff enter the product a request asks for (decision 283).
  bindEndpoint(
    app,
    C.uploadCatalogImage,
    async ({ files, request }) => {
      callerId(request, 'staff');
      const [image] = files['image'] ?? [];
      if (!image) throw new AppError('validation_failed', undefined, { image: 'field.required' });
      return storeCatalogImage(context, image);
    },
    { successStatus: 201 },
  );
  bindEndpoint(
    app,
    C.createProductFromRequest,
    ({ input, request }) =>
      createProductFromRequest(
        context,
        callerId(request, 'staff'),
        input.params.requestId,
        input.body,
        request.log,
      ),
    { successStatus: 201 },
  );

  // Generated catalogue images and their size variants (decision 247): public, and they never
  // change under a name.
  app.get<{ Params: { name: string } }>('/catalog/images/:name', async (request, reply) => {
    const { name } = request.params;
    const { storage } = context.adapters;
    const file = CATALOG_IMAGE_NAME.test(name)
      ? await storage.get(`${CATALOG_IMAGE_KEY_PREFIX}${name}`)
      : await catalogImageVariant(storage, name);
    if (!file) throw new AppError('not_found');
    return sendPublicFile(reply, file);
  });

  // A request's photo: its owner (customer token) or staff (staff token); nobody else.
  registerPrivateFileRoute<{ requestId: string }>(
    app,
    '/oci/product-request/:requestId/image',
    async (caller, params) => ({
      file: await readProductRequestImage(context, caller, params.requestId),
    }),
  );
}
