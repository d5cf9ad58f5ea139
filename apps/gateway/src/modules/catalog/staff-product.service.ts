import type {
  CONTRACT_BY_ID,
  EndpointParsedRequest,
  adminProductRequestSchema,
} from '@storefront/contract';
import type { Marketplace } from '@storefront/domain';
import { parseMarketplaceLink } from '@storefront/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { CATALOG_IMAGE_KEY_PREFIX, CATALOG_IMAGE_PATH } from '../../adapters/catalog/catalog-feed';
import { productSourceOf } from '../../adapters/catalog/catalog-store';
import { searchTextOf } from '../../adapters/catalog/search-text';
import { productColumns } from '../../db/product-columns';
import {
  catalogProducts,
  catalogSubVariants,
  catalogVariants,
  productRequests,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import { writtenRow } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { UploadedFile } from '../../http/read-multipart';
import { writeAudit } from '../admin';
import { absoluteUrl } from './catalog-pricing';
import type { NoticeLogger } from './product-ready-notice';
import { notifyProductReady } from './product-ready-notice';
import { selectAdminProductRequest, toProductRequest } from './product-request.service';

type StaffContext = Pick<AppContext, 'db' | 'market' | 'now' | 'adapters' | 'config'>;
type ProductBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.createProductFromRequest>['body'];
type AdminProductRequest = z.output<typeof adminProductRequestSchema>;
type ProductRequestRow = typeof productRequests.$inferSelect;
type WarnLogger = NoticeLogger;

/**
 * Stores a picture staff upload for a product they enter (decision 283): re-encoded as PNG, so
 * it is a catalogue image like the seeded ones (served publicly under /catalog/images/, with
 * its size variants) and carries none of the original's metadata (a phone photo's location).
 * Turned upright by its EXIF orientation first, which the re-encoding would otherwise drop.
 */
export async function storeCatalogImage(
  context: Pick<AppContext, 'adapters' | 'config'>,
  image: UploadedFile,
): Promise<{ path: string; url: string }> {
  if (image.type !== 'jpeg' && image.type !== 'png') {
    throw new AppError('file_type_invalid', undefined, { image: 'field.invalid' });
  }
  const png = await sharp(image.bytes).rotate().png().toBuffer();
  const name = `staff-${randomUUID()}.png`;
  await context.adapters.storage.put(`${CATALOG_IMAGE_KEY_PREFIX}${name}`, png);
  const path = `${CATALOG_IMAGE_PATH}${name}`;
  return { path, url: absoluteUrl(path, context.config.publicUrl) };
}

/** Every picture must be one the storage holds: a path typed by hand would show a broken image. */
async function checkImagesStored(context: StaffContext, body: ProductBody): Promise<void> {
  const { storage } = context.adapters;
  for (const [index, path] of body.images.entries()) {
    const name = path.slice(CATALOG_IMAGE_PATH.length);
    if (!(await storage.get(`${CATALOG_IMAGE_KEY_PREFIX}${name}`))) {
      throw new AppError('validation_failed', undefined, { [`images.${index}`]: 'field.invalid' });
    }
  }
}

/** The marketplace product the new product is: the request's link, or (a photo request) the body's. */
function marketplaceOf(
  request: ProductRequestRow,
  body: ProductBody,
): { marketplace: Marketplace; productId: string; link: string } {
  if (request.link !== null && request.marketplace && request.marketplaceProductId) {
    return {
      marketplace: request.marketplace,
      productId: request.marketplaceProductId,
      link: request.link,
    };
  }
  if (body.link === undefined) {
    throw new AppError('validation_failed', undefined, { link: 'field.required' });
  }
  const parsed = parseMarketplaceLink(body.link);
  if (!parsed.ok) throw new AppError(parsed.code, undefined, { link: 'field.invalid' });
  return {
    marketplace: parsed.marketplace,
    productId: parsed.productId,
    link: parsed.canonicalUrl,
  };
}

/** Inserts the product and its variants; null when the catalogue already has its link. */
async function insertProduct(
  tx: Transaction,
  source: { marketplace: Marketplace; productId: string; link: string },
  body: ProductBody,
  now: Date,
): Promise<string | null> {
  const prices = body.variants.flatMap((variant) => [
    variant.price_cny.amount,
    ...variant.sub_variants.map((sub) => sub.price_cny.amount),
  ]);
  const [product] = await tx
    .insert(catalogProducts)
    .values({
      marketplace: source.marketplace,
      marketplaceProductId: source.productId,
      link: source.link,
      productSource: productSourceOf(source.marketplace),
      title: body.title,
      searchText: searchTextOf(body.title, []),
      description: body.description,
      images: [...body.images],
      priceCny: Math.min(...prices),
      // The contract checked the ladder (ascending, two steps or more); a quote reads it through
      // the domain's unitPriceAtQuantity as it reads a provider's (decision 301).
      priceTiers: body.price_tiers.map((tier) => ({
        minQuantity: tier.min_quantity,
        priceCny: tier.unit_price_cny.amount,
      })),
      listedAt: now,
      // What staff read off the page counts as a fresh read: a remote source refreshes it later.
      detailsSyncedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({
      target: [catalogProducts.marketplace, catalogProducts.marketplaceProductId],
    })
    .returning({ id: productColumns.id });
  if (!product) return null;
  for (const [position, variant] of body.variants.entries()) {
    const stored = writtenRow(
      await tx
        .insert(catalogVariants)
        .values({
          productId: product.id,
          sourceKey: `staff-${position + 1}`,
          position,
          name: variant.name,
          image: variant.image,
          priceCny: variant.price_cny.amount,
          weightGrams: variant.weight_grams,
          minQuantity: variant.min_quantity,
          multiple: variant.multiple,
          stock: variant.stock,
        })
        .returning({ id: catalogVariants.id }),
    );
    if (variant.sub_variants.length > 0) {
      await tx.insert(catalogSubVariants).values(
        variant.sub_variants.map((sub, index) => ({
          variantId: stored.id,
          sourceKey: `staff-${index + 1}`,
          position: index,
          name: sub.name,
          priceCny: sub.price_cny.amount,
          stock: sub.stock,
        })),
      );
    }
  }
  return product.id;
}

/**
 * Locks the request and, for a link request, every other open request for the same link, in id
 * order: two staff members creating the product of two requests for one link then queue on the
 * first row instead of each holding one and waiting for the other (a deadlock). Answers the open
 * ones; the request itself is missing from them once resolved. An unknown id is not_found.
 */
async function lockOpenRequests(tx: Transaction, requestId: string): Promise<ProductRequestRow[]> {
  const [found] = await tx
    .select({ link: productRequests.link })
    .from(productRequests)
    .where(eq(productRequests.id, requestId));
  if (!found) throw new AppError('not_found');
  return tx
    .select()
    .from(productRequests)
    .where(
      and(
        isNull(productRequests.resolvedAt),
        found.link === null
          ? eq(productRequests.id, requestId)
          : eq(productRequests.link, found.link),
      ),
    )
    .orderBy(asc(productRequests.id))
    .for('update');
}

/**
 * Creates the product an open request asks for, from what staff read on the marketplace page,
 * and resolves the request with it, in one transaction (decision 283). The request rows are
 * locked first, so a second submit (a double click, another staff member) waits and then finds
 * it resolved (transition_not_allowed); a product the catalogue already has is
 * product_already_listed, to be attached with resolveProductRequest instead. Other customers'
 * open requests for the same link are resolved with the product too. Every resolution is
 * audited, and each customer is told after the commit.
 */
export async function createProductFromRequest(
  context: StaffContext,
  staffId: string,
  requestId: string,
  body: ProductBody,
  log?: WarnLogger,
): Promise<AdminProductRequest> {
  if (!isUuid(requestId)) throw new AppError('not_found');
  await checkImagesStored(context, body);
  const now = context.now();
  const publicUrl = context.config.publicUrl;
  const outcome = await context.db.transaction(async (tx) => {
    const waiting = await lockOpenRequests(tx, requestId);
    const request = waiting.find((row) => row.id === requestId);
    if (!request) throw new AppError('transition_not_allowed');
    const source = marketplaceOf(request, body);
    const productId = await insertProduct(tx, source, body, now);
    if (productId === null) {
      throw new AppError('product_already_listed', undefined, { link: 'field.invalid' });
    }
    const before = new Map(waiting.map((row) => [row.id, row]));
    const after = await tx
      .update(productRequests)
      .set({ productId, rejectionReason: null, resolvedBy: staffId, resolvedAt: now })
      .where(inArray(productRequests.id, [...before.keys()]))
      .returning();
    for (const row of after) {
      const previous = before.get(row.id) as ProductRequestRow;
      await writeAudit(tx, {
        actorType: 'staff',
        actorId: staffId,
        action: 'link_request.resolve',
        subject: { entity: 'link_request', id: row.id },
        before: toProductRequest(previous, publicUrl),
        after: { ...toProductRequest(row, publicUrl), created_product: row.id === requestId },
        at: now,
      });
    }
    return { productId, resolved: after };
  });
  await notifyProductReady(
    context,
    outcome.resolved.map((row) => ({
      customerId: row.customerId,
      productId: outcome.productId,
      title: body.title,
    })),
    log,
  );
  return selectAdminProductRequest(context, context.db, requestId);
}
