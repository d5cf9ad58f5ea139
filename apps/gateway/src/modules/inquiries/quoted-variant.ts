import type { Money, ShippingType } from '@storefront/domain';
import { canAddToCart, money, SUBMISSION_STATES_WITHOUT_OFFER } from '@storefront/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { catalogProducts, inquiries, inquiryVariants } from '../../db/schema';
import { isUuid } from '../../db/row-id';
import type { Reader } from '../../db/transaction';
import { loadVariantSizes } from './inquiry-view';

/** What the cart needs of a quoted variant: what it costs and how it was priced to travel. */
export interface QuotedVariant {
  readonly inquiryId: string;
  readonly variantId: string;
  readonly productId: string;
  /** The quantity the customer asked the price for. */
  readonly quantity: number;
  /** The sizes it was asked for in (decision 296); empty for a variant without sizes. */
  readonly sizes: readonly { sub_variant_id: string; quantity: number }[];
  /** The all-in unit price, in the market currency. */
  readonly unitPrice: Money;
  readonly shippingType: ShippingType;
  /** When staff priced it: the offer stands QUOTE_VALIDITY_HOURS from then (decision 288). */
  readonly quotedAt: Date;
}

/**
 * The customer's quoted variants of a submission among `variantIds`, by variant id; a variant
 * is missing from the map when there is nothing the cart may take of it (SPEC §4: only quoted
 * variants): another customer's submission, an unknown id, a variant not (or no longer) quoted,
 * a submission rejected or canceled, or a product the supplier removed (the domain's
 * canAddToCart; the cart tells `product_removed_by_supplier` apart itself if it wants the
 * "contact sales" text). One query for all of them; pass a transaction to read inside the
 * cart's own.
 */
export async function loadQuotedVariants(
  db: Reader,
  customerId: string,
  inquiryId: string,
  variantIds: readonly string[],
): Promise<Map<string, QuotedVariant>> {
  const ids = variantIds.filter(isUuid);
  if (!isUuid(inquiryId) || ids.length === 0) return new Map();
  const rows = await db
    .select({
      variant: inquiryVariants,
      productId: inquiries.productId,
      removedAt: catalogProducts.removedAt,
    })
    .from(inquiryVariants)
    .innerJoin(inquiries, eq(inquiries.id, inquiryVariants.inquiryId))
    .innerJoin(catalogProducts, eq(catalogProducts.id, inquiries.productId))
    .where(
      and(
        eq(inquiryVariants.inquiryId, inquiryId),
        inArray(inquiryVariants.variantId, ids),
        eq(inquiries.customerId, customerId),
        notInArray(inquiries.state, [...SUBMISSION_STATES_WITHOUT_OFFER]),
      ),
    );
  const sizes = await loadVariantSizes(
    db,
    rows.map((row) => row.variant.id),
  );
  const quoted = new Map<string, QuotedVariant>();
  for (const { variant, productId, removedAt } of rows) {
    const check = canAddToCart({ quotationState: variant.state, removedBySupplierAt: removedAt });
    if (
      !check.ok ||
      variant.unitPrice === null ||
      variant.currency === null ||
      variant.quotedAt === null ||
      !variant.shippingType
    ) {
      continue;
    }
    quoted.set(variant.variantId, {
      inquiryId,
      variantId: variant.variantId,
      productId,
      quantity: variant.quantity,
      sizes: (sizes.get(variant.id) ?? []).map((size) => ({
        sub_variant_id: size.subVariantId,
        quantity: size.quantity,
      })),
      unitPrice: money(variant.unitPrice, variant.currency),
      shippingType: variant.shippingType,
      quotedAt: variant.quotedAt,
    });
  }
  return quoted;
}
