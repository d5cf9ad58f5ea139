import type {
  buyerVariantStateSchema,
  productDetailSchema,
  variantSchema,
} from '@storefront/contract';
import {
  blocksNewRequest,
  multiplyMoney,
  sumMoney,
  validateQuantity,
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

/** How many of each variant the customer typed, by variant id; 0 means "not chosen". */
export type Quantities = Readonly<Record<string, number>>;

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
}

/** The rows with a quantity, in the table's order: what a price request submits. */
export function chosenLines(variants: readonly Variant[], quantities: Quantities): ChosenLine[] {
  return variants
    .map((variant) => ({ variant_id: variant.id, quantity: quantities[variant.id] ?? 0 }))
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
      quantityFeedback(line.quantity, variant) === null
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
    if (variant && quantityFeedback(line.quantity, variant) === null) {
      amounts.push(multiplyMoney(variant[price], line.quantity));
    }
  }
  const first = amounts[0];
  return first ? sumMoney(amounts, first.currency) : null;
}
