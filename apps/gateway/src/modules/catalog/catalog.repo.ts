import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ProductRow } from '../../adapters/catalog/catalog-adapter';
import { productColumns } from '../../db/product-columns';
import { catalogProducts, catalogSubVariants, catalogVariants } from '../../db/schema';
import type { Reader } from '../../db/transaction';

// The catalogue module's repository: the reads of stored products that this module and the
// others (cart, inquiries, wishlist) share. The catalogue adapters write the tables through their
// own store (adapters/catalog/catalog-store.ts), since an adapter imports no module (decision 257).

export type VariantRow = typeof catalogVariants.$inferSelect;
export type SubVariantRow = typeof catalogSubVariants.$inferSelect;
export interface VariantWithSubs extends VariantRow {
  readonly subVariants: readonly SubVariantRow[];
}

export async function selectProductById(db: Reader, id: string): Promise<ProductRow | null> {
  const [row] = await db
    .select(productColumns)
    .from(catalogProducts)
    .where(eq(catalogProducts.id, id));
  return row ?? null;
}

/** The current sub-variants (sizes) of some variants, in their order. */
export async function selectSubVariants(
  db: Reader,
  variantIds: readonly string[],
): Promise<SubVariantRow[]> {
  if (variantIds.length === 0) return [];
  return db
    .select()
    .from(catalogSubVariants)
    .where(
      and(
        inArray(catalogSubVariants.variantId, [...variantIds]),
        isNull(catalogSubVariants.removedAt),
      ),
    )
    .orderBy(asc(catalogSubVariants.position), asc(catalogSubVariants.id));
}

/** The product's current variants in their order, each with its current sub-variants. */
export async function selectVariants(db: Reader, productId: string): Promise<VariantWithSubs[]> {
  const variants = await db
    .select()
    .from(catalogVariants)
    .where(and(eq(catalogVariants.productId, productId), isNull(catalogVariants.removedAt)))
    .orderBy(asc(catalogVariants.position), asc(catalogVariants.id));
  if (variants.length === 0) return [];
  const subs = await db
    .select()
    .from(catalogSubVariants)
    .where(
      and(
        inArray(
          catalogSubVariants.variantId,
          variants.map((variant) => variant.id),
        ),
        isNull(catalogSubVariants.removedAt),
      ),
    )
    .orderBy(asc(catalogSubVariants.position), asc(catalogSubVariants.id));
  return variants.map((variant) => ({
    ...variant,
    subVariants: subs.filter((sub) => sub.variantId === variant.id),
  }));
}
