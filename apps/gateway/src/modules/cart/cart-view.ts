import type { cartSchema, uploadedFileSchema } from '@storefront/contract';
import type { QuantityCheck } from '@storefront/domain';
import {
  landedCost,
  productQuotationState,
  sumMoney,
  validQuantityBounds,
} from '@storefront/domain';
import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { inquiryLogos, inquiryVariants } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { loadPricing, toProductSummary, withImageSizes } from '../catalog';
import type { InquiryLogoRow } from '../inquiries';
import type { Reader } from '../../db/transaction';
import { inquiryLogoPath, toQuotePartsView } from '../inquiries';
import type { QuotedCartLine } from './cart-lines';
import { partsOf, quoteHolds, selectCartLineSizes, selectCartLines } from './cart-lines';

export type Cart = z.output<typeof cartSchema>;
type UploadedFileView = z.output<typeof uploadedFileSchema>;
type CartContext = Pick<AppContext, 'db' | 'market' | 'now' | 'config' | 'currentRate'>;

/** A logo as the cart and the upload answer show it: served to its owner at the inquiry's URL. */
export function toUploadedFile(logo: InquiryLogoRow, publicUrl: string): UploadedFileView {
  return {
    id: logo.id,
    file_name: logo.fileName,
    url: new URL(inquiryLogoPath(logo.inquiryId, logo.id), publicUrl).toString(),
    size_bytes: logo.sizeBytes,
  };
}

/** Every logo of some submissions, in the order they were attached. */
export async function selectLogos(
  db: Reader,
  inquiryIds: readonly string[],
): Promise<InquiryLogoRow[]> {
  if (inquiryIds.length === 0) return [];
  return db
    .select()
    .from(inquiryLogos)
    .where(inArray(inquiryLogos.inquiryId, [...inquiryIds]))
    .orderBy(asc(inquiryLogos.position));
}

/**
 * A quantity failure with what its message needs: the smallest quantity that can be bought
 * ("the minimum purchase quantity is 10") and the step, as the domain's bounds state them.
 */
export function quantityError(
  check: Exclude<QuantityCheck, { ok: true }>,
  rules: { minQuantity: number; multiple: number; stock: number },
  field?: string,
): AppError {
  const bounds = validQuantityBounds(rules);
  const step = bounds?.step ?? Math.max(1, rules.multiple);
  return new AppError(
    check.code,
    { minimum: bounds?.smallest ?? Math.max(1, rules.minQuantity, step), multiple: step },
    field === undefined ? undefined : { [field]: 'field.invalid' },
  );
}

/**
 * The customer's cart as the contract shows it. Only lines whose quote still stands are shown
 * (see quoteHolds); a product without such lines is left out. A product the supplier removed is
 * still shown, flagged `removed_by_supplier`, until the customer removes it or syncs.
 */
export async function loadCart(
  context: CartContext,
  db: Reader,
  customerId: string,
): Promise<Cart> {
  const lines = (await selectCartLines(db, customerId)).filter(quoteHolds);
  const currency = context.market.currency;
  if (lines.length === 0) {
    return { items: [], subtotal: sumMoney([], currency), total_weight_grams: 0 };
  }
  const inquiryIds = [...new Set(lines.map((line) => line.item.inquiryId))];
  const pricing = await loadPricing({ ...context, db });
  const states = await db
    .select({ inquiryId: inquiryVariants.inquiryId, state: inquiryVariants.state })
    .from(inquiryVariants)
    .where(inArray(inquiryVariants.inquiryId, inquiryIds));
  const logos = await selectLogos(db, inquiryIds);
  const sizes = await selectCartLineSizes(
    db,
    lines.map((line) => line.line.id),
  );

  const byItem = new Map<string, QuotedCartLine[]>();
  for (const line of lines) {
    const group = byItem.get(line.item.id);
    if (group) group.push(line);
    else byItem.set(line.item.id, [line]);
  }
  const groups = [...byItem.values()];
  // The domain's landed cost (decision 297): each line, each product and the cart add up.
  const landed = landedCost(
    groups.map((group) =>
      group.map((line) => ({
        quantity: line.line.quantity,
        parts: partsOf(line),
        shippingType: line.quote.shippingType,
      })),
    ),
    currency,
  );
  const items = groups.map((group, groupIndex) => {
    const [first] = group as [QuotedCartLine, ...QuotedCartLine[]];
    const { item, product } = first;
    const landedProduct = landed.products[groupIndex];
    if (!landedProduct) throw new Error('landed products out of step');
    const variants = group.map((line, index) => {
      const landedLine = landedProduct.lines[index];
      if (!landedLine) throw new Error('landed lines out of step');
      return {
        variant_id: line.variant.id,
        name: line.variant.name,
        quantity: line.line.quantity,
        sub_variants: (sizes.get(line.line.id) ?? []).map((size) => ({
          sub_variant_id: size.subVariantId,
          name: size.name,
          quantity: size.quantity,
          stock: size.stock,
        })),
        min_quantity: Math.max(1, line.variant.minQuantity),
        multiple: Math.max(1, line.variant.multiple),
        stock: Math.max(0, line.variant.stock),
        unit_weight_grams: line.variant.weightGrams,
        unit_price: landedLine.unit.allIn,
        line_total: landedLine.line.allIn,
        shipping_type: line.quote.shippingType,
        parts: toQuotePartsView(partsOf(line)),
      };
    });
    return {
      id: item.id,
      inquiry_id: item.inquiryId,
      product: {
        ...toProductSummary(product, pricing, context.config.publicUrl),
        quotation_state: productQuotationState(
          states.filter((row) => row.inquiryId === item.inquiryId).map((row) => row.state),
        ),
      },
      product_source: product.productSource,
      variants,
      logos: logos
        .filter((logo) => logo.inquiryId === item.inquiryId)
        .map((logo) => toUploadedFile(logo, context.config.publicUrl)),
      subtotal: landedProduct.total.allIn,
    };
  });
  return {
    items,
    subtotal: landed.total.allIn,
    total_weight_grams: lines.reduce(
      (sum, line) => sum + line.variant.weightGrams * line.line.quantity,
      0,
    ),
  };
}

/**
 * The cart with each product's picture sized for a `srcset` (decision 247), so an 80 px line
 * takes a small WebP instead of the original. Added after the cart's transaction, by the routes:
 * the sizes come from storage, which on PostgreSQL is a connection of its own (decision 301) and
 * is not to be waited for while a cart write holds the customer's row lock.
 */
export async function withProductImages(
  context: Pick<AppContext, 'adapters' | 'config'>,
  cart: Cart,
): Promise<Cart> {
  const products = await withImageSizes(
    context.adapters.storage,
    cart.items.map((item) => item.product),
    context.config.publicUrl,
  );
  return {
    ...cart,
    items: cart.items.map((item, index) => ({ ...item, product: products[index] ?? item.product })),
  };
}
