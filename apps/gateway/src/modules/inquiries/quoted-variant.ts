import type { Money, ShippingType } from '@storefront/domain';
import { canAddToCart, money } from '@storefront/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import { catalogProducts, inquiries, inquiryVariants } from '../../db/schema';
import { isUuid } from '../account/account-db';
import type { Reader } from './inquiry-view';

/** What the cart needs of a quoted variant: what it costs and how it was priced to travel. */
export interface QuotedVariant {
  readonly inquiryId: string;
  readonly variantId: string;
  readonly productId: string;
  /** The quantity the customer asked the price for. */
  readonly quantity: number;
  /** The all-in unit price, in the market currency. */
  readonly unitPrice: Money;
  readonly shippingType: ShippingType;
}

/**
 * The customer's quoted variant of a submission, or null when there is nothing the cart may take
 * (SPEC §4: only quoted variants): another customer's submission, an unknown id, a variant not
 * (or no longer) quoted, a submission rejected or canceled, or a product the supplier removed
 * (the domain's canAddToCart; the cart tells `product_removed_by_supplier` apart itself if it
 * wants the "contact sales" text). Pass a transaction to read inside the cart's own.
 */
export async function loadQuotedVariant(
  db: Reader,
  customerId: string,
  inquiryId: string,
  variantId: string,
): Promise<QuotedVariant | null> {
  if (!isUuid(inquiryId) || !isUuid(variantId)) return null;
  const [row] = await db
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
        eq(inquiryVariants.variantId, variantId),
        eq(inquiries.customerId, customerId),
        notInArray(inquiries.state, ['rejected', 'canceled']),
      ),
    );
  if (!row) return null;
  const { variant } = row;
  const check = canAddToCart({ quotationState: variant.state, removedBySupplierAt: row.removedAt });
  if (
    !check.ok ||
    variant.unitPrice === null ||
    variant.currency === null ||
    !variant.shippingType
  ) {
    return null;
  }
  return {
    inquiryId,
    variantId,
    productId: row.productId,
    quantity: variant.quantity,
    unitPrice: money(variant.unitPrice, variant.currency),
    shippingType: variant.shippingType,
  };
}
