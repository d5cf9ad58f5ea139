/**
 * Integer division rounding half away from zero ("half-up" on the magnitude), the rule
 * shoppers and accountants expect: 0.5 minor unit rounds up, -0.5 rounds to -1, so a refund
 * mirrors the charge it reverses.
 */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  if ((n % d) * 2n >= d) quotient += 1n;
  return negative ? -quotient : quotient;
}
