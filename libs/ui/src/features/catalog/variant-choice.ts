import type {
  buyerVariantStateSchema,
  productDetailSchema,
  variantSchema,
} from '@storefront/contract';
import {
  blocksNewRequest,
  multiplyMoney,
  sizesTotal,
  sumMoney,
  validateQuantity,
  validateSizedQuantity,
  validQuantityBounds,
} from '@storefront/domain';
import type {
  ErrorCode,
  MessageParams,
  Money,
  QuantityErrorCode,
  QuantityRules,
  QuotationState,
} from '@storefront/domain';
import type { z } from 'zod';

export type ProductDetail = z.output<typeof productDetailSchema>;
export type Variant = z.output<typeof variantSchema>;
/** The signed-in buyer's own state of a variant (getCatalogProductStates, decision 288). */
export type BuyerState = z.output<typeof buyerVariantStateSchema>;

/**
 * How many of each variant the customer typed, by variant id; 0 means "not chosen". A variant
 * sold in sizes is typed size by size, by sub-variant id (ids never collide): its quantity is
 * the sum of its sizes' (decision 296).
 */
export type Quantities = Readonly<Record<string, number>>;

/** Whether the variant is bought size by size. */
export function hasSizes(variant: Variant): boolean {
  return variant.sub_variants.length > 0;
}

/** A number typed in a box: empty or unreadable counts as 0 for a total. */
function counted(quantity: number | undefined): number {
  return quantity === undefined || Number.isNaN(quantity) ? 0 : quantity;
}

/** The variant's quantity: typed for a variant without sizes, the sizes' sum for one with. */
export function variantQuantity(variant: Variant, quantities: Quantities): number {
  if (!hasSizes(variant)) return quantities[variant.id] ?? 0;
  return sizesTotal(variant.sub_variants.map((sub) => ({ quantity: counted(quantities[sub.id]) })));
}

export function quantityRulesOf(variant: Variant): QuantityRules {
  return { minQuantity: variant.min_quantity, multiple: variant.multiple, stock: variant.stock };
}

/** A text for the variant row: a domain error code and the values its message needs. */
export interface QuantityFeedback {
  readonly code: QuantityErrorCode;
  readonly params: MessageParams;
}

/** Whether any quantity of the variant can be bought at all (minimum and multiple within stock). */
export function isBuyable(variant: Variant): boolean {
  return validQuantityBounds(quantityRulesOf(variant)) !== null;
}

/**
 * The live feedback of the domain's validateQuantity for one row. A row left at 0 (or empty) is
 * simply not chosen and says nothing, unless the variant cannot be bought at all: then its
 * reason ("Nilai Kelipatan melebihi stok", "Pembelian melebihi stok") shows whatever was typed.
 */
export function quantityFeedback(quantity: number, variant: Variant): QuantityFeedback | null {
  const notChosen = quantity === 0 || Number.isNaN(quantity);
  if (notChosen && isBuyable(variant)) return null;
  const check = validateQuantity({ ...quantityRulesOf(variant), quantity });
  if (check.ok) return null;
  return {
    code: check.code,
    // The rules treat a minimum or multiple below 1 as 1; the text says what the rule used.
    params: { minimum: Math.max(1, variant.min_quantity), multiple: Math.max(1, variant.multiple) },
  };
}

/** The live feedback of a variant in sizes: on one size, or on the variant's total. */
export interface SizedFeedback {
  readonly total: QuantityFeedback | null;
  /** By sub-variant id: the size the first failure is about. */
  readonly sizes: Readonly<Record<string, QuantityFeedback>>;
}

const NO_SIZED_FEEDBACK: SizedFeedback = { total: null, sizes: {} };

/**
 * The domain's validateSizedQuantity for a variant in sizes, as the gateway judges it: the
 * minimum and the multiple on the total, each size against its own stock, first failure wins.
 * Nothing typed says nothing, unless the variant cannot be bought at all.
 */
export function sizedFeedback(variant: Variant, quantities: Quantities): SizedFeedback {
  // An emptied box is a size not taken, as 0 is; only what was typed is judged.
  const typed = variant.sub_variants.map((sub) => counted(quantities[sub.id]));
  if (typed.every((quantity) => quantity === 0) && isBuyable(variant)) return NO_SIZED_FEEDBACK;
  const taken = variant.sub_variants
    .map((sub, index) => ({ sub, quantity: typed[index] ?? 0 }))
    .filter(({ quantity }) => quantity !== 0);
  const check = validateSizedQuantity(
    quantityRulesOf(variant),
    taken.map(({ sub, quantity }) => ({ quantity, stock: sub.stock })),
  );
  if (check.ok) return NO_SIZED_FEEDBACK;
  const feedback = {
    code: check.code,
    params: { minimum: Math.max(1, variant.min_quantity), multiple: Math.max(1, variant.multiple) },
  };
  const size = check.size === null ? undefined : taken[check.size];
  return size
    ? { total: null, sizes: { [size.sub.id]: feedback } }
    : { total: feedback, sizes: {} };
}

/** Whether the variant's typed quantity (or sizes) passes the rules. */
function passes(variant: Variant, quantities: Quantities): boolean {
  if (!hasSizes(variant)) return quantityFeedback(quantities[variant.id] ?? 0, variant) === null;
  const feedback = sizedFeedback(variant, quantities);
  return feedback.total === null && Object.keys(feedback.sizes).length === 0;
}

/**
 * Quotation states that mean the customer already asked for this variant's all-in price. Once
 * asked, the team prices exactly what was asked, so the variant is frozen (SPEC §4; the domain's
 * isVariantFrozen). 'must_calculate', 'not_quoted' and 'rejected' leave it open: the first two
 * wait for a request, a rejection waits for a new one (decision 121).
 */
const ESTIMATE_REQUESTED: readonly QuotationState[] = ['in_progress', 'quoted', 'partially_quoted'];

export type VariantLock = Extract<
  ErrorCode,
  'product_removed_by_supplier' | 'variant_frozen' | 'variant_already_requested'
>;

/**
 * Why a variant row cannot be edited, or null. Removal comes first, as in the domain's
 * checkVariantChange: a removed product cannot be bought whatever its quote says.
 * `requestedNow` holds the variants of the submission made on this page a moment ago. The
 * buyer's own state (`buyerState`, loaded after hydration) mirrors the gateway's duplicate rule
 * (the domain's blocksNewRequest): a variant asked about and still open, or quoted with a quote
 * that stands, cannot be asked about again (decision 288).
 */
export function variantLock(
  variant: Variant,
  product: Pick<ProductDetail, 'removed_by_supplier'>,
  requestedNow: ReadonlySet<string>,
  buyerState?: BuyerState,
): VariantLock | null {
  if (product.removed_by_supplier) return 'product_removed_by_supplier';
  if (buyerState && blocksNewRequest(buyerState.state)) return 'variant_already_requested';
  const requested =
    requestedNow.has(variant.id) ||
    (variant.quotation_state !== null && ESTIMATE_REQUESTED.includes(variant.quotation_state));
  return requested ? 'variant_frozen' : null;
}

/** The buyer's states by variant id; empty for a guest or before they arrive. */
export type BuyerStates = ReadonlyMap<string, BuyerState>;
export const NO_BUYER_STATES: BuyerStates = new Map();

export function buyerStatesById(states: readonly BuyerState[] | undefined): BuyerStates {
  return states ? new Map(states.map((state) => [state.variant_id, state])) : NO_BUYER_STATES;
}

export interface ChosenLine {
  readonly variant_id: string;
  readonly quantity: number;
  /** The sizes taken, for a variant in sizes; absent for one without. */
  readonly sub_variants?: { sub_variant_id: string; quantity: number }[];
}

/** The rows with a quantity, in the table's order: what a price request submits. */
export function chosenLines(variants: readonly Variant[], quantities: Quantities): ChosenLine[] {
  return variants
    .map((variant): ChosenLine => {
      const quantity = variantQuantity(variant, quantities);
      if (!hasSizes(variant)) return { variant_id: variant.id, quantity };
      const sizes = variant.sub_variants
        .map((sub) => ({ sub_variant_id: sub.id, quantity: counted(quantities[sub.id]) }))
        .filter((size) => size.quantity !== 0);
      return { variant_id: variant.id, quantity, sub_variants: sizes };
    })
    .filter((line) => line.quantity > 0);
}

/**
 * Whether the chosen rows can be submitted: at least one row, and every chosen row passes the
 * domain's quantity rules and is not locked.
 */
export function canRequestEstimate(
  product: ProductDetail,
  quantities: Quantities,
  requestedNow: ReadonlySet<string>,
  buyerStates: BuyerStates = NO_BUYER_STATES,
): boolean {
  const lines = chosenLines(product.variants, quantities);
  if (lines.length === 0) return false;
  return lines.every((line) => {
    const variant = product.variants.find((candidate) => candidate.id === line.variant_id);
    return (
      variant !== undefined &&
      variantLock(variant, product, requestedNow, buyerStates.get(variant.id)) === null &&
      passes(variant, quantities)
    );
  });
}

/**
 * The goods value of the valid chosen rows at the listed unit prices, in CNY or the market
 * currency: a guide while choosing, not the all-in price (freight, fees and duties come with the
 * quote). Null when nothing valid is chosen.
 */
export function goodsEstimate(
  variants: readonly Variant[],
  quantities: Quantities,
  price: 'unit_price' | 'unit_price_cny',
): Money | null {
  const amounts: Money[] = [];
  for (const line of chosenLines(variants, quantities)) {
    const variant = variants.find((candidate) => candidate.id === line.variant_id);
    if (!variant || !passes(variant, quantities)) continue;
    if (!line.sub_variants) amounts.push(multiplyMoney(variant[price], line.quantity));
    // Sizes may cost differently (a larger size a little more): each at its own price.
    for (const size of line.sub_variants ?? []) {
      const sub = variant.sub_variants.find((candidate) => candidate.id === size.sub_variant_id);
      if (sub) amounts.push(multiplyMoney(sub[price], size.quantity));
    }
  }
  const first = amounts[0];
  return first ? sumMoney(amounts, first.currency) : null;
}
