import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  linePaidAmounts,
  orderTotals,
  paidForUnits,
  quoteRefund,
  splitInProportion,
  splitRefundOverPayments,
  type OrderAmounts,
  type OrderLineAmounts,
} from './order-totals';

const line = (id: string, quantity: number, unitPrice: number): OrderLineAmounts => ({
  id,
  quantity,
  unitPrice,
});

describe('orderTotals', () => {
  it('counts an extra charge in the total it is listed under (issue 14: 2,519,940 vs 2,369,940)', () => {
    // The reported order: lines and shipping came to Rp 2,369,940 at checkout, then staff added
    // an extra charge of Rp 150,000. The stored order total is the checkout's; the total shown
    // must hold the charge too, or the listed parts add up to more than it.
    const totals = orderTotals({
      lines: [line('a', 3, 633_980), line('b', 1, 420_000)],
      shippingFee: 48_000,
      discount: 0,
      adjustments: [150_000],
      refunds: [],
    });
    expect(totals.subtotal + totals.shippingFee).toBe(2_369_940);
    expect(totals.total).toBe(2_519_940);
    expect(totals.subtotal + totals.shippingFee - totals.discount + totals.adjustments).toBe(
      totals.total,
    );
  });

  it.each<[string, OrderAmounts, Partial<ReturnType<typeof orderTotals>>]>([
    [
      'lines only',
      { lines: [line('a', 2, 500)], shippingFee: 0, discount: 0, adjustments: [], refunds: [] },
      { subtotal: 1000, total: 1000, refunded: 0, net: 1000 },
    ],
    [
      'shipping, discount and two charges',
      {
        lines: [line('a', 2, 500), line('b', 1, 1)],
        shippingFee: 300,
        discount: 101,
        adjustments: [50, 7],
        refunds: [],
      },
      { subtotal: 1001, adjustments: 57, total: 1257, net: 1257 },
    ],
    [
      'a discount that also covers the shipping',
      { lines: [line('a', 1, 100)], shippingFee: 50, discount: 150, adjustments: [], refunds: [] },
      { total: 0 },
    ],
    [
      'refunded in full',
      {
        lines: [line('a', 1, 100)],
        shippingFee: 20,
        discount: 0,
        adjustments: [],
        refunds: [70, 50],
      },
      { total: 120, refunded: 120, net: 0 },
    ],
    [
      'a free line',
      { lines: [line('a', 3, 0)], shippingFee: 0, discount: 0, adjustments: [], refunds: [] },
      { total: 0 },
    ],
  ])('%s', (_label, order, expected) => {
    expect(orderTotals(order)).toMatchObject(expected);
  });

  it.each<[string, OrderAmounts]>([
    [
      'a fractional price',
      { lines: [line('a', 1, 0.5)], shippingFee: 0, discount: 0, adjustments: [], refunds: [] },
    ],
    [
      'a zero quantity',
      { lines: [line('a', 0, 10)], shippingFee: 0, discount: 0, adjustments: [], refunds: [] },
    ],
    [
      'a negative charge',
      { lines: [line('a', 1, 10)], shippingFee: 0, discount: 0, adjustments: [-1], refunds: [] },
    ],
    [
      'a discount beyond the order',
      { lines: [line('a', 1, 10)], shippingFee: 5, discount: 16, adjustments: [], refunds: [] },
    ],
    [
      'refunds beyond the total',
      { lines: [line('a', 1, 10)], shippingFee: 0, discount: 0, adjustments: [], refunds: [11] },
    ],
  ])('refuses %s', (_label, order) => {
    expect(() => orderTotals(order)).toThrow(RangeError);
  });
});

describe('splitInProportion', () => {
  it.each<[number, number[], number[]]>([
    [10, [1, 1, 1], [4, 3, 3]], // the leftover unit goes to the first of equal remainders
    [100, [300, 100], [75, 25]],
    [1, [1, 2], [0, 1]],
    [0, [5, 5], [0, 0]],
    [7, [0, 0], [0, 0]],
    [5, [0, 10], [0, 5]],
  ])('splits %i over %j as %j', (amount, weights, parts) => {
    expect(splitInProportion(amount, weights)).toEqual(parts);
  });
});

describe('paidForUnits', () => {
  it.each<[number, number, number, number]>([
    [100, 3, 0, 0],
    [100, 3, 1, 33],
    [100, 3, 2, 66],
    [100, 3, 3, 100], // the last unit takes what rounding left
    [100, 3, 4, 100],
    [0, 2, 1, 0],
  ])('%i paid for %i units: %i of them are worth %i', (paid, quantity, units, expected) => {
    expect(paidForUnits(paid, quantity, units)).toBe(expected);
  });
});

describe('quoteRefund', () => {
  const order = {
    lines: [line('a', 3, 1000), line('b', 2, 500)],
    shippingFee: 200,
    discount: 400,
  };
  const none = new Map<string, number>();

  it('refunds what was paid for the units: the line less its share of the discount', () => {
    // Discount 400 over lines worth 3000 and 1000: 300 and 100. Line a paid 2700 for 3 units.
    expect(linePaidAmounts(order)).toEqual(
      new Map([
        ['a', 2700],
        ['b', 900],
      ]),
    );
    const quote = quoteRefund({
      order,
      paidAdjustments: [150],
      claimed: none,
      request: [{ lineId: 'a', quantity: 1 }],
    });
    expect(quote).toEqual({
      ok: true,
      lines: [{ lineId: 'a', quantity: 1, amount: 900 }],
      goods: 900,
      charges: 0,
      amount: 900,
      final: false,
    });
  });

  it('adds the shipping and the paid extra charges when the request takes the last units', () => {
    const quote = quoteRefund({
      order,
      paidAdjustments: [150],
      claimed: new Map([['a', 1]]),
      request: [
        { lineId: 'a', quantity: 2 },
        { lineId: 'b', quantity: 2 },
      ],
    });
    expect(quote).toMatchObject({ ok: true, goods: 1800 + 900, charges: 350, final: true });
    // Both requests together: what the buyer paid, 3600 + 200 + 150.
    if (quote.ok) expect(900 + quote.amount).toBe(3950);
  });

  it.each<[string, Map<string, number>, { lineId: string; quantity: number }[], object]>([
    ['nothing asked', none, [], { problem: 'empty', index: null }],
    [
      'an unknown line',
      none,
      [{ lineId: 'z', quantity: 1 }],
      { problem: 'unknown_line', index: 0 },
    ],
    [
      'a line twice',
      none,
      [
        { lineId: 'b', quantity: 1 },
        { lineId: 'b', quantity: 1 },
      ],
      { problem: 'duplicate_line', index: 1 },
    ],
    ['zero units', none, [{ lineId: 'a', quantity: 0 }], { problem: 'quantity', index: 0 }],
    ['more than bought', none, [{ lineId: 'a', quantity: 4 }], { problem: 'quantity', index: 0 }],
    [
      'more than is left after an earlier refund',
      new Map([['a', 2]]),
      [{ lineId: 'a', quantity: 2 }],
      { problem: 'quantity', index: 0 },
    ],
    ['half a unit', none, [{ lineId: 'a', quantity: 1.5 }], { problem: 'quantity', index: 0 }],
  ])('refuses %s', (_label, claimed, request, expected) => {
    expect(quoteRefund({ order, paidAdjustments: [], claimed, request })).toEqual({
      ok: false,
      ...expected,
    });
  });

  it('accepts exactly the units left', () => {
    const quote = quoteRefund({
      order,
      paidAdjustments: [],
      claimed: new Map([['a', 2]]),
      request: [{ lineId: 'a', quantity: 1 }],
    });
    expect(quote).toMatchObject({ ok: true, lines: [{ amount: 2700 - 1800 }], final: false });
  });
});

describe('splitRefundOverPayments', () => {
  it.each<[number[], number, number, number[]]>([
    [[1000, 150], 0, 400, [400, 0]], // the checkout's payment first
    [[1000, 150], 900, 250, [100, 150]], // then the extra charge
    [[1000, 150], 0, 1150, [1000, 150]],
    [[1000, 150], 1150, 1, [0, 0]], // nothing left to give back
    [[0, 150], 0, 100, [0, 100]],
  ])('capacities %j, %i already refunded, %i now -> %j', (capacities, before, amount, parts) => {
    expect(splitRefundOverPayments(capacities, before, amount)).toEqual(parts);
  });
});

// Generated orders: 1-6 lines, a discount within the goods and shipping, 0-3 extra charges, and
// a sequence of refund requests that each take some of the units still open.
const orderArbitrary = fc
  .record({
    lines: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 50 }),
        unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    shippingFee: fc.integer({ min: 0, max: 500_000 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    adjustments: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 3 }),
    takes: fc.array(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }), {
      maxLength: 5,
    }),
  })
  .map(({ lines, shippingFee, discountShare, adjustments, takes }) => {
    const withIds = lines.map((l, index) => line(`l${index}`, l.quantity, l.unitPrice));
    const goods = withIds.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
    const discount = Math.floor((goods + shippingFee) * discountShare);
    return { lines: withIds, shippingFee, discount, adjustments, takes };
  });

describe('order totals over generated orders', () => {
  it('every total is the sum of its parts, and refunds never pay back more than was paid', () => {
    fc.assert(
      fc.property(orderArbitrary, ({ lines, shippingFee, discount, adjustments, takes }) => {
        const order = { lines, shippingFee, discount };
        const claimed = new Map<string, number>();
        const refunds: number[] = [];
        const refundedPerLine = new Map<string, number>();
        const paid = linePaidAmounts(order);
        let final = false;
        for (const take of takes) {
          const request = lines
            .map((l, index) => ({
              lineId: l.id,
              quantity: Math.floor((l.quantity - (claimed.get(l.id) ?? 0)) * (take[index] ?? 0)),
            }))
            .filter((asked) => asked.quantity > 0);
          if (request.length === 0) continue;
          const quote = quoteRefund({ order, paidAdjustments: adjustments, claimed, request });
          expect(quote.ok).toBe(true);
          if (!quote.ok) return;
          for (const refunded of quote.lines) {
            claimed.set(refunded.lineId, (claimed.get(refunded.lineId) ?? 0) + refunded.quantity);
            refundedPerLine.set(
              refunded.lineId,
              (refundedPerLine.get(refunded.lineId) ?? 0) + refunded.amount,
            );
          }
          expect(quote.amount).toBe(quote.goods + quote.charges);
          refunds.push(quote.amount);
          final = quote.final;
        }
        const totals = orderTotals({ lines, shippingFee, discount, adjustments, refunds });
        expect(totals.total).toBe(
          totals.subtotal + totals.shippingFee - totals.discount + totals.adjustments,
        );
        expect(totals.subtotal).toBe(lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0));
        expect(totals.refunded + totals.net).toBe(totals.total);
        // The lines' paid amounts add up to what the goods cost after the discount.
        const goods = totals.subtotal;
        expect([...paid.values()].reduce((s, v) => s + v, 0)).toBe(
          goods - Math.min(discount, goods),
        );
        for (const l of lines) {
          const linePaid = paid.get(l.id) ?? 0;
          const refunded = refundedPerLine.get(l.id) ?? 0;
          // Never more than was paid for a line; refunded + what the rest is worth = paid.
          expect(refunded).toBeLessThanOrEqual(linePaid);
          const rest = linePaid - paidForUnits(linePaid, l.quantity, claimed.get(l.id) ?? 0);
          expect(refunded + rest).toBe(linePaid);
        }
        // Refunded in full, by one request or several: exactly what was paid.
        if (final) expect(totals.refunded).toBe(totals.total);
      }),
    );
  });

  it('a refund split over the payments gives back the amount, never more than each paid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 5 }),
        (capacities, shares) => {
          const whole = capacities.reduce((s, c) => s + c, 0);
          const given = capacities.map(() => 0);
          let before = 0;
          for (const share of shares) {
            const amount = Math.floor((whole - before) * share);
            const parts = splitRefundOverPayments(capacities, before, amount);
            expect(parts.reduce((s, p) => s + p, 0)).toBe(amount);
            parts.forEach((part, index) => (given[index] = (given[index] ?? 0) + part));
            before += amount;
          }
          given.forEach((sum, index) => expect(sum).toBeLessThanOrEqual(capacities[index] ?? 0));
        },
      ),
    );
  });
});
