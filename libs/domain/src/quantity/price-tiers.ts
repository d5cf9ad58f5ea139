/**
 * A supplier's quantity price ladder (1688's 起批量 tiers): from `minQuantity` units on, every
 * unit costs `priceCny` fen. An offer priced this way prices all its variants alike.
 */
export interface PriceTier {
  readonly minQuantity: number;
  readonly priceCny: number;
}

/**
 * The ladder as a rule can use it: whole minimums of at least 1 and whole non-negative prices,
 * in ascending order of minimum, one tier per minimum (the first one given wins). Anything else
 * is dropped; a ladder needs two tiers, so fewer leaves none (the variants' own prices apply).
 */
export function normalisePriceTiers(tiers: readonly PriceTier[]): PriceTier[] {
  const valid = tiers.filter(
    (tier) =>
      Number.isSafeInteger(tier.minQuantity) &&
      tier.minQuantity >= 1 &&
      Number.isSafeInteger(tier.priceCny) &&
      tier.priceCny >= 0,
  );
  const byMinimum = new Map<number, PriceTier>();
  for (const tier of valid)
    if (!byMinimum.has(tier.minQuantity)) byMinimum.set(tier.minQuantity, tier);
  const ladder = [...byMinimum.values()].sort((a, b) => a.minQuantity - b.minQuantity);
  return ladder.length >= 2 ? ladder : [];
}

/**
 * The unit price (fen) of `quantity` units: the tier with the largest minimum not above the
 * quantity. Below the first tier the first tier's price holds (the dearest: a quantity under the
 * supplier's minimum never earns a discount; the quantity rules refuse it anyway). Without a
 * ladder, the variant's own price.
 */
export function unitPriceAtQuantity(
  tiers: readonly PriceTier[],
  quantity: number,
  ownPriceCny: number,
): number {
  const ladder = normalisePriceTiers(tiers);
  const [first] = ladder;
  if (!first) return ownPriceCny;
  let price = first.priceCny;
  for (const tier of ladder) if (tier.minQuantity <= quantity) price = tier.priceCny;
  return price;
}

/** A ladder has two tiers at least: one tier alone is a minimum, not a price by quantity. */
export const PRICE_LADDER_MIN_TIERS = 2;

export type PriceLadderCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly problem: 'too_few_tiers' }
  /** `index`: the first tier whose minimum is not above the one before it. */
  | { readonly ok: false; readonly problem: 'not_ascending'; readonly index: number };

/**
 * A ladder as someone types it (staff reading a 1688 page, decision 301): none at all, or two
 * tiers or more with strictly ascending minimums, so that every tier entered is one
 * `normalisePriceTiers` keeps (it would drop a repeated minimum and reorder silently). Prices and
 * whole minimums are the entry schema's to check.
 */
export function checkPriceLadder(
  tiers: readonly Pick<PriceTier, 'minQuantity'>[],
): PriceLadderCheck {
  if (tiers.length === 0) return { ok: true };
  if (tiers.length < PRICE_LADDER_MIN_TIERS) return { ok: false, problem: 'too_few_tiers' };
  for (let index = 1; index < tiers.length; index += 1) {
    const before = tiers[index - 1] as Pick<PriceTier, 'minQuantity'>;
    const tier = tiers[index] as Pick<PriceTier, 'minQuantity'>;
    if (tier.minQuantity <= before.minQuantity)
      return { ok: false, problem: 'not_ascending', index };
  }
  return { ok: true };
}
