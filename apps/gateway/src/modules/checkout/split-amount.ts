/**
 * Splits `amount` minor units over parts in proportion to their weights, in whole minor units
 * that add up exactly (largest remainder; ties go to the earlier part). Used to share one courier
 * fee over a group's orders by parcel weight and one voucher discount by order subtotal, so each
 * order's own total is right and the orders add up to the group.
 */
export function splitAmount(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`an amount to split is whole minor units, got ${amount}`);
  }
  if (weights.length === 0) throw new RangeError('nothing to split over');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError(`weights are non-negative whole numbers, got ${weights.join(', ')}`);
  }
  const total = weights.reduce((sum, w) => sum + w, 0);
  // Nothing to weigh by (all zero): share equally.
  const basis = total === 0 ? weights.map(() => 1) : [...weights];
  const basisTotal = total === 0 ? weights.length : total;
  const exact = basis.map((w) => (BigInt(amount) * BigInt(w)) as bigint);
  const shares = exact.map((e) => Number(e / BigInt(basisTotal)));
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = exact
    .map((e, index) => ({ index, remainder: e % BigInt(basisTotal) }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
