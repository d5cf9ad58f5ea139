/**
 * What an order costs and what went back, in integer minor units of the order's currency, as one
 * computation (decision 289). Every total a screen shows is the sum of the parts listed beside it:
 * lines, the domestic shipping fee, the voucher discount, the extra charges (adjustments) and the
 * approved refunds. The stored `orders.total` is what the checkout's payment covered
 * (lines + shipping − discount); an extra charge is paid on its own, so it is added here, never
 * hidden from the total it belongs to.
 */

export interface OrderLineAmounts {
  /** The order line's id (refund requests name lines by it). */
  readonly id: string;
  readonly quantity: number;
  /** The all-in unit price, minor units. */
  readonly unitPrice: number;
}

export interface OrderAmounts {
  /** In position order: ties of the discount's split go to the earlier line. */
  readonly lines: readonly OrderLineAmounts[];
  readonly shippingFee: number;
  /** This order's share of the group's voucher discount. */
  readonly discount: number;
  /** Every extra charge staff added, paid or not: each is part of what the order costs. */
  readonly adjustments: readonly number[];
  /** Approved refunds. */
  readonly refunds: readonly number[];
}

export interface OrderTotals {
  /** Σ quantity × unit price. */
  readonly subtotal: number;
  readonly shippingFee: number;
  readonly discount: number;
  /** Σ extra charges. */
  readonly adjustments: number;
  /** subtotal + shippingFee − discount + adjustments. */
  readonly total: number;
  /** Σ approved refunds. */
  readonly refunded: number;
  /** total − refunded: what the order keeps. */
  readonly net: number;
}

function assertMinorUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(
      `${what} must be a non-negative whole number of minor units, got ${value}`,
    );
  }
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function lineAmount(line: Pick<OrderLineAmounts, 'quantity' | 'unitPrice'>): number {
  return line.quantity * line.unitPrice;
}

/** The order's totals. Throws on amounts that are not whole minor units or a refund beyond the total. */
export function orderTotals(order: OrderAmounts): OrderTotals {
  for (const line of order.lines) {
    assertMinorUnits(line.unitPrice, 'unit price');
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError(`quantity must be a positive whole number, got ${line.quantity}`);
    }
  }
  assertMinorUnits(order.shippingFee, 'shipping fee');
  assertMinorUnits(order.discount, 'discount');
  order.adjustments.forEach((amount) => assertMinorUnits(amount, 'adjustment'));
  order.refunds.forEach((amount) => assertMinorUnits(amount, 'refund'));
  const subtotal = sum(order.lines.map(lineAmount));
  const adjustments = sum(order.adjustments);
  if (order.discount > subtotal + order.shippingFee) {
    throw new RangeError('a discount cannot exceed what the order costs');
  }
  const total = subtotal + order.shippingFee - order.discount + adjustments;
  const refunded = sum(order.refunds);
  if (refunded > total) throw new RangeError('refunds cannot exceed the order total');
  return {
    subtotal,
    shippingFee: order.shippingFee,
    discount: order.discount,
    adjustments,
    total,
    refunded,
    net: total - refunded,
  };
}

/**
 * Splits `amount` over `weights` in proportion, in whole minor units, so the parts add up to
 * `amount` exactly: each part rounds down, and the units left over go one each to the largest
 * remainders (ties: the earlier weight). All weights zero: nothing is split off.
 */
export function splitInProportion(amount: number, weights: readonly number[]): number[] {
  const whole = sum(weights);
  if (whole === 0 || amount === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const bigWhole = BigInt(whole);
  const parts = weights.map((weight) => {
    const exact = big * BigInt(weight);
    return { floor: exact / bigWhole, remainder: exact % bigWhole };
  });
  let left = amount - sum(parts.map((part) => Number(part.floor)));
  const order = parts
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  const result = parts.map((part) => Number(part.floor));
  for (const { index } of order) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

/**
 * What the buyer paid for each line: its total less its share of the order's discount (split in
 * proportion to the line totals). The shares add up to `subtotal − discount` when the discount
 * fits in the goods; a discount larger than the goods (it also covered shipping) leaves every line
 * at zero.
 */
export function linePaidAmounts(
  order: Pick<OrderAmounts, 'lines' | 'discount'>,
): Map<string, number> {
  const totals = order.lines.map(lineAmount);
  const discount = Math.min(order.discount, sum(totals));
  const shares = splitInProportion(discount, totals);
  return new Map(
    order.lines.map((line, index) => [line.id, (totals[index] ?? 0) - (shares[index] ?? 0)]),
  );
}

/**
 * The paid amount of the first `units` of a line of `quantity` units paid `paid` in total: whole
 * minor units rounded down, and the whole `paid` once every unit is counted. Refunding units one
 * request after another therefore never adds up to more (or less) than the line cost.
 */
export function paidForUnits(paid: number, quantity: number, units: number): number {
  if (units <= 0) return 0;
  if (units >= quantity) return paid;
  return Number((BigInt(paid) * BigInt(units)) / BigInt(quantity));
}

/** A line of a refund request: the line and how many of its units. */
export interface RefundLineRequest {
  readonly lineId: string;
  readonly quantity: number;
}

export interface RefundQuoteInput {
  readonly order: Pick<OrderAmounts, 'lines' | 'shippingFee' | 'discount'>;
  /** The order's paid extra charges. */
  readonly paidAdjustments: readonly number[];
  /** Units per line already claimed by earlier requests that were not rejected. */
  readonly claimed: ReadonlyMap<string, number>;
  readonly request: readonly RefundLineRequest[];
}

export interface RefundQuoteLine {
  readonly lineId: string;
  readonly quantity: number;
  readonly amount: number;
}

export type RefundLineProblem = 'unknown_line' | 'duplicate_line' | 'quantity' | 'empty';

export type RefundQuote =
  | {
      readonly ok: true;
      readonly lines: readonly RefundQuoteLine[];
      /** Σ line amounts. */
      readonly goods: number;
      /** Shipping fee and paid extra charges: only when this request takes the last units. */
      readonly charges: number;
      readonly amount: number;
      /** Whether every unit of the order is refunded once this request is approved. */
      readonly final: boolean;
    }
  | {
      readonly ok: false;
      readonly problem: RefundLineProblem;
      /** The index in the request of the offending line (null: the request as a whole). */
      readonly index: number | null;
    };

/** Units of each line still open to a refund request. */
export function refundableQuantities(
  lines: readonly OrderLineAmounts[],
  claimed: ReadonlyMap<string, number>,
): Map<string, number> {
  return new Map(
    lines.map((line) => [line.id, Math.max(0, line.quantity - (claimed.get(line.id) ?? 0))]),
  );
}

/**
 * The amount of a refund request, as the server books it and the form shows it (decision 289):
 * for each line, what the buyer paid for the requested units (after the discount's share), and,
 * when the request takes the order's last units, the domestic shipping fee and every paid extra
 * charge too — so an order refunded in full, in one request or several, gives back exactly what
 * was paid for it. Each line may be asked for at most its quantity less the units already
 * claimed, once per request.
 */
export function quoteRefund(input: RefundQuoteInput): RefundQuote {
  const { order, claimed, request } = input;
  if (request.length === 0) return { ok: false, problem: 'empty', index: null };
  const byId = new Map(order.lines.map((line) => [line.id, line]));
  const paid = linePaidAmounts(order);
  const open = refundableQuantities(order.lines, claimed);
  const seen = new Set<string>();
  const lines: RefundQuoteLine[] = [];
  for (const [index, asked] of request.entries()) {
    const line = byId.get(asked.lineId);
    if (!line) return { ok: false, problem: 'unknown_line', index };
    if (seen.has(line.id)) return { ok: false, problem: 'duplicate_line', index };
    seen.add(line.id);
    const left = open.get(line.id) ?? 0;
    if (!Number.isSafeInteger(asked.quantity) || asked.quantity <= 0 || asked.quantity > left) {
      return { ok: false, problem: 'quantity', index };
    }
    const before = claimed.get(line.id) ?? 0;
    const linePaid = paid.get(line.id) ?? 0;
    lines.push({
      lineId: line.id,
      quantity: asked.quantity,
      amount:
        paidForUnits(linePaid, line.quantity, before + asked.quantity) -
        paidForUnits(linePaid, line.quantity, before),
    });
  }
  const final = order.lines.every(
    (line) =>
      (open.get(line.id) ?? 0) === (lines.find((asked) => asked.lineId === line.id)?.quantity ?? 0),
  );
  const goods = sum(lines.map((line) => line.amount));
  // A discount larger than the goods also covered part of the shipping: only the rest came in.
  const lineValue = sum(order.lines.map(lineAmount));
  const shippingPaid = order.shippingFee - Math.max(0, order.discount - lineValue);
  const charges = final ? shippingPaid + sum(input.paidAdjustments) : 0;
  return { ok: true, lines, goods, charges, amount: goods + charges, final };
}

/**
 * Where a refund's money comes from when an order was paid by several payments (decision 289):
 * the payments are taken in the given order (the checkout's payment first, then the extra
 * charges oldest first), each up to what it paid for this order, the earlier refunds using them
 * up first. Answers the part of `amount` each payment gives back; the parts add up to `amount`
 * unless the payments hold less.
 */
export function splitRefundOverPayments(
  capacities: readonly number[],
  alreadyRefunded: number,
  amount: number,
): number[] {
  let skip = alreadyRefunded;
  let left = amount;
  return capacities.map((capacity) => {
    const usedBefore = Math.min(capacity, Math.max(0, skip));
    skip -= usedBefore;
    const part = Math.min(capacity - usedBefore, left);
    left -= part;
    return part;
  });
}
