import type { productBuyerStatesSchema } from '@storefront/contract';
import type { BuyerVariantState, Money } from '@storefront/domain';
import { buyerVariantState, currentBuyerState, money, quoteValidUntil } from '@storefront/domain';
import { and, desc, eq, inArray, max, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { isUuid } from '../../db/row-id';
import { inquiries, inquiryVariants, orderLines, orders } from '../../db/schema';
import type { Reader } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { selectProductById, selectVariants } from '../catalog';

export type ProductBuyerStates = z.output<typeof productBuyerStatesSchema>;

/** The submission the buyer's state of one variant comes from, and what it says. */
export interface BuyerVariantEntry {
  readonly variantId: string;
  readonly state: BuyerVariantState;
  readonly inquiryId: string;
  readonly submissionNumber: string;
  /** The all-in unit price while the quote stands (`quoted`), else null. */
  readonly quotedUnitPrice: Money | null;
  /** The quote's last instant (quoted or expired), else null. */
  readonly validUntil: Date | null;
  /** The team's reason (rejected), else null. */
  readonly rejectionReason: string | null;
}

/**
 * The customer's state of each of `variantIds`, by variant id; a variant they never asked about
 * (or only in canceled submissions) is missing. Every submission holding a variant is read,
 * newest first, and the domain picks the one that counts (`currentBuyerState`): the one that
 * blocks a new request if any, else the newest. A quoted variant counts as ordered once an order
 * of the customer's (not canceled) holds it, placed at or after the quote. Only the customer's
 * own rows are read: another customer's submissions never show. Pass the submitting transaction
 * to read under the customer's lock; `exceptInquiryId` leaves one submission out (the one being
 * resubmitted).
 */
export async function loadBuyerVariantStates(
  db: Reader,
  customerId: string,
  variantIds: readonly string[],
  now: Date,
  options: { exceptInquiryId?: string } = {},
): Promise<Map<string, BuyerVariantEntry>> {
  const ids = [...new Set(variantIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  // One after the other: inside a transaction the queries share one connection.
  const rows = await db
    .select({
      variantId: inquiryVariants.variantId,
      variantState: inquiryVariants.state,
      quotedAt: inquiryVariants.quotedAt,
      unitPrice: inquiryVariants.unitPrice,
      currency: inquiryVariants.currency,
      inquiryId: inquiries.id,
      submissionState: inquiries.state,
      submissionNumber: inquiries.submissionNumber,
      rejectionReason: inquiries.rejectionReason,
      variantRejectionReason: inquiryVariants.rejectionReason,
    })
    .from(inquiryVariants)
    .innerJoin(inquiries, eq(inquiries.id, inquiryVariants.inquiryId))
    .where(
      and(
        eq(inquiryVariants.customerId, customerId),
        eq(inquiries.customerId, customerId),
        inArray(inquiryVariants.variantId, ids),
        ne(inquiries.state, 'canceled'),
        options.exceptInquiryId && isUuid(options.exceptInquiryId)
          ? ne(inquiries.id, options.exceptInquiryId)
          : undefined,
      ),
    )
    .orderBy(desc(inquiries.submittedAt), desc(inquiries.id));
  const lastOrders =
    rows.length === 0
      ? []
      : await db
          .select({ variantId: orderLines.variantId, at: max(orders.createdAt) })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(
            and(
              eq(orders.customerId, customerId),
              ne(orders.status, 'canceled'),
              inArray(orderLines.variantId, ids),
            ),
          )
          .groupBy(orderLines.variantId);
  const lastOrderAt = new Map(lastOrders.map((row) => [row.variantId, row.at]));

  const byVariant = new Map<string, BuyerVariantEntry[]>();
  for (const row of rows) {
    const orderedAt = lastOrderAt.get(row.variantId) ?? null;
    const state = buyerVariantState(
      {
        submissionState: row.submissionState,
        variantState: row.variantState,
        quotedAt: row.quotedAt,
        orderedAfterQuote:
          row.quotedAt !== null &&
          orderedAt !== null &&
          new Date(orderedAt).getTime() >= row.quotedAt.getTime(),
      },
      now,
    );
    const quotedUnitPrice =
      state === 'quoted' && row.unitPrice !== null && row.currency !== null
        ? money(row.unitPrice, row.currency)
        : null;
    const entry: BuyerVariantEntry = {
      variantId: row.variantId,
      state,
      inquiryId: row.inquiryId,
      submissionNumber: row.submissionNumber,
      quotedUnitPrice,
      validUntil:
        (state === 'quoted' || state === 'expired') && row.quotedAt !== null
          ? quoteValidUntil(row.quotedAt)
          : null,
      // A variant rejected on its own says why itself (decision 287); else the submission's.
      rejectionReason:
        state === 'rejected' ? (row.variantRejectionReason ?? row.rejectionReason) : null,
    };
    const list = byVariant.get(row.variantId);
    if (list) list.push(entry);
    else byVariant.set(row.variantId, [entry]);
  }
  const current = new Map<string, BuyerVariantEntry>();
  for (const [variantId, entries] of byVariant) {
    const chosen = currentBuyerState(entries);
    if (chosen) current.set(variantId, chosen);
  }
  return current;
}

/**
 * The caller's state of every current variant of a catalogue product (decision 288): what the
 * product page shows a signed-in buyer beside the public product answer. An id that names no
 * product is product_unavailable, as the product answer says.
 */
export async function getCatalogProductStates(
  context: Pick<AppContext, 'db' | 'now'>,
  customerId: string,
  productId: string,
): Promise<ProductBuyerStates> {
  const product = isUuid(productId) ? await selectProductById(context.db, productId) : null;
  if (!product) throw new AppError('product_unavailable');
  const variants = await selectVariants(context.db, product.id);
  const states = await loadBuyerVariantStates(
    context.db,
    customerId,
    variants.map((variant) => variant.id),
    context.now(),
  );
  return {
    product_id: product.id,
    variants: variants.map((variant) => {
      const entry = states.get(variant.id);
      return {
        variant_id: variant.id,
        state: entry?.state ?? 'not_submitted',
        inquiry_id: entry?.inquiryId ?? null,
        submission_number: entry?.submissionNumber ?? null,
        quoted_unit_price: entry?.quotedUnitPrice ?? null,
        valid_until: entry?.validUntil?.toISOString() ?? null,
        rejection_reason: entry?.rejectionReason ?? null,
      };
    }),
  };
}
