import type {
  CONTRACT_BY_ID,
  EndpointParsedRequest,
  EndpointResponse,
  adminProductRequestSchema,
  productRequestSchema,
} from '@storefront/contract';
import { levelForTotal, money, parseMarketplaceLink } from '@storefront/domain';
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { ProductRow } from '../../adapters/catalog/catalog-adapter';
import { CatalogSourceError } from '../../adapters/catalog/catalog-adapter';
import { selectProductById } from './catalog.repo';
import type { StoredFile } from '../../adapters/storage/file-storage';
import { customers, productRequests } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { UploadedFile } from '../../http/read-multipart';
import type { TokenClaims } from '../../security/tokens';
import type { Reader } from '../../db/transaction';
import { isUniqueViolation } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import { writeAudit } from '../admin';
import { displayName } from '../identity';
import type { NoticeLogger } from './product-ready-notice';
import { notifyProductReady } from './product-ready-notice';

type ProductRequest = z.output<typeof productRequestSchema>;
type AdminProductRequest = z.output<typeof adminProductRequestSchema>;
type ProductRequestRow = typeof productRequests.$inferSelect;
type RequestContext = Pick<AppContext, 'db' | 'market' | 'now' | 'adapters' | 'config'>;
type LinkBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.createProductRequest>['body'];
type ImageBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.createImageProductRequest>['body'];
type ListQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.listProductRequests>['query'];
type ResolveBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.resolveProductRequest>['body'];
type RequestPage = EndpointResponse<typeof CONTRACT_BY_ID.listProductRequests>;

/** The system resolves a request at once when the catalogue already knows its link. */
export const RESOLVED_BY_SYSTEM = 'system';

/** Where the photo of a request is served, to its owner and to staff only. */
export function productRequestImagePath(requestId: string): string {
  return `/oci/product-request/${requestId}/image`;
}

export function toProductRequest(row: ProductRequestRow, publicUrl: string): ProductRequest {
  return {
    id: row.id,
    link: row.link,
    image_url:
      row.imageKey === null ? null : new URL(productRequestImagePath(row.id), publicUrl).toString(),
    description: row.description,
    quantity: row.quantity,
    product_id: row.productId,
    rejection_reason: row.rejectionReason,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * A request by marketplace link (SPEC §5: only the three marketplaces). When the catalogue
 * knows the product the request is answered at once (resolved with it, by the system); when it
 * does not, or the data service is down, it waits for staff. Asking again for a link that is
 * still waiting returns the waiting request (one open request per customer and link).
 */
export async function createProductRequest(
  context: RequestContext,
  customerId: string,
  body: LinkBody,
): Promise<ProductRequest> {
  const parsed = parseMarketplaceLink(body.link);
  if (!parsed.ok) throw new AppError(parsed.code, undefined, { link: 'field.invalid' });
  const now = context.now();
  let product: ProductRow | null = null;
  try {
    product = await context.adapters.catalog.findProduct(parsed.marketplace, parsed.productId, now);
  } catch (error) {
    // The data service being down must not lose the customer's request: staff will look it up.
    if (!(error instanceof CatalogSourceError)) throw error;
  }
  if (product?.removedAt) throw new AppError('product_removed_by_supplier');
  const values = {
    customerId,
    link: parsed.canonicalUrl,
    marketplace: parsed.marketplace,
    marketplaceProductId: parsed.productId,
    description: body.description,
    quantity: body.quantity ?? null,
    createdAt: now,
  };
  const publicUrl = context.config.publicUrl;
  if (product) {
    const [row] = await context.db
      .insert(productRequests)
      .values({
        ...values,
        productId: product.id,
        resolvedBy: RESOLVED_BY_SYSTEM,
        resolvedAt: now,
      })
      .returning();
    return toProductRequest(requireRow(row), publicUrl);
  }
  try {
    const [row] = await context.db.insert(productRequests).values(values).returning();
    return toProductRequest(requireRow(row), publicUrl);
  } catch (error) {
    if (!isUniqueViolation(error, 'link_requests_open_link')) throw error;
    const [open] = await context.db
      .select()
      .from(productRequests)
      .where(
        and(
          eq(productRequests.customerId, customerId),
          eq(productRequests.link, parsed.canonicalUrl),
          isNull(productRequests.resolvedAt),
        ),
      );
    return toProductRequest(requireRow(open), publicUrl);
  }
}

function requireRow<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('the write returned no row');
  return row;
}

const EXTENSIONS = { jpeg: 'jpg', png: 'png' } as const;

/**
 * A request by photo (JPG or PNG, judged by the platform on its content). The photo is stored
 * under a key of ours, never the client's file name; if the row cannot be written, the file is
 * removed again.
 */
export async function createImageProductRequest(
  context: RequestContext,
  customerId: string,
  body: ImageBody,
  image: UploadedFile,
): Promise<ProductRequest> {
  const extension = image.type === 'jpeg' || image.type === 'png' ? EXTENSIONS[image.type] : null;
  if (extension === null)
    throw new AppError('file_type_invalid', undefined, { image: 'field.invalid' });
  const id = randomUUID();
  const key = `product-requests/${id}.${extension}`;
  const storage = context.adapters.storage;
  await storage.put(key, image.bytes);
  try {
    const [row] = await context.db
      .insert(productRequests)
      .values({
        id,
        customerId,
        imageKey: key,
        imageFileName: image.filename.slice(0, 255),
        description: body.description,
        quantity: body.quantity ?? null,
        createdAt: context.now(),
      })
      .returning();
    return toProductRequest(requireRow(row), context.config.publicUrl);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * The photo of a request, for its owner or any staff member; anyone else, like an unknown id,
 * gets not_found.
 */
export async function readProductRequestImage(
  context: RequestContext,
  caller: TokenClaims,
  requestId: string,
): Promise<StoredFile> {
  if (!isUuid(requestId)) throw new AppError('not_found');
  const [row] = await context.db
    .select({ imageKey: productRequests.imageKey })
    .from(productRequests)
    .where(
      and(
        eq(productRequests.id, requestId),
        caller.typ === 'staff' ? undefined : eq(productRequests.customerId, caller.sub),
      ),
    );
  const file = row?.imageKey ? await context.adapters.storage.get(row.imageKey) : null;
  if (!file) throw new AppError('not_found');
  return file;
}

const requestWithCustomer = {
  request: productRequests,
  customerEmail: customers.email,
  namaDepan: customers.namaDepan,
  namaBelakang: customers.namaBelakang,
  totalOrder: customers.totalOrder,
};

function toAdminRequest(
  row: {
    request: ProductRequestRow;
    customerEmail: string;
    namaDepan: string;
    namaBelakang: string;
    totalOrder: number;
  },
  context: RequestContext,
): AdminProductRequest {
  return {
    ...toProductRequest(row.request, context.config.publicUrl),
    customer: {
      id: row.request.customerId,
      email: row.customerEmail,
      nama_lengkap: displayName(row),
      level: levelForTotal(money(row.totalOrder, context.market.currency), context.market),
    },
  };
}

/**
 * The staff queue: open requests oldest first (the customer who waited longest is served
 * first); with open=false the resolved ones, most recently resolved first.
 */
export async function listProductRequests(
  context: RequestContext,
  query: ListQuery,
): Promise<RequestPage> {
  const where = query.open
    ? isNull(productRequests.resolvedAt)
    : isNotNull(productRequests.resolvedAt);
  const order = query.open
    ? [asc(productRequests.createdAt), asc(productRequests.id)]
    : [desc(productRequests.resolvedAt), desc(productRequests.id)];
  const [rows, totals] = await Promise.all([
    context.db
      .select(requestWithCustomer)
      .from(productRequests)
      .innerJoin(customers, eq(customers.id, productRequests.customerId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    context.db.select({ total: count() }).from(productRequests).where(where),
  ]);
  return {
    items: rows.map((row) => toAdminRequest(row, context)),
    page: query.page,
    limit: query.limit,
    total: totals[0]?.total ?? 0,
  };
}

/**
 * Closes an open request: `found` with a catalogue product, or `rejected` with a reason. A
 * request already closed cannot be closed again (transition_not_allowed); the row is locked
 * while it is judged, so two staff members cannot both close it. Audited with before and after;
 * a customer whose request is found is told after the commit.
 */
export async function resolveProductRequest(
  context: RequestContext,
  staffId: string,
  requestId: string,
  body: ResolveBody,
  log?: NoticeLogger,
): Promise<AdminProductRequest> {
  if (!isUuid(requestId)) throw new AppError('not_found');
  const now = context.now();
  let found: { customerId: string; productId: string; title: string } | null = null;
  const answer = await context.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(productRequests)
      .where(eq(productRequests.id, requestId))
      .for('update');
    if (!before) throw new AppError('not_found');
    if (before.resolvedAt !== null) throw new AppError('transition_not_allowed');
    let productId: string | null = null;
    if (body.outcome === 'found') {
      const product = isUuid(body.product_id) ? await selectProductById(tx, body.product_id) : null;
      if (!product) {
        throw new AppError('product_unavailable', undefined, { product_id: 'field.invalid' });
      }
      if (product.removedAt !== null) {
        throw new AppError('product_removed_by_supplier', undefined, {
          product_id: 'field.invalid',
        });
      }
      productId = product.id;
      found = { customerId: before.customerId, productId, title: product.title };
    }
    const [after] = await tx
      .update(productRequests)
      .set({
        productId,
        rejectionReason: body.outcome === 'rejected' ? body.reason : null,
        resolvedBy: staffId,
        resolvedAt: now,
      })
      .where(eq(productRequests.id, requestId))
      .returning();
    const resolved = requireRow(after);
    await writeAudit(tx, {
      actorType: 'staff',
      actorId: staffId,
      action: 'link_request.resolve',
      subject: { entity: 'link_request', id: requestId },
      before: toProductRequest(before, context.config.publicUrl),
      after: toProductRequest(resolved, context.config.publicUrl),
      at: now,
    });
    return selectAdminProductRequest(context, tx, requestId);
  });
  // The customer hears of a product to choose from; a rejection shows its reason on the request.
  await notifyProductReady(context, found ? [found] : [], log);
  return answer;
}

/** One request as the staff queue shows it, with who asked. */
export async function selectAdminProductRequest(
  context: RequestContext,
  reader: Reader,
  requestId: string,
): Promise<AdminProductRequest> {
  const [row] = await reader
    .select(requestWithCustomer)
    .from(productRequests)
    .innerJoin(customers, eq(customers.id, productRequests.customerId))
    .where(eq(productRequests.id, requestId));
  return toAdminRequest(requireRow(row), context);
}
