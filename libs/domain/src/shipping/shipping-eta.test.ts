import { describe, expect, it } from 'vitest';
import { SHIPPING_TYPES } from './shipping-type';
import type { ShippingType } from './shipping-type';
import { SHIPPING_ETAS, estimateArrival } from './shipping-eta';

describe('SHIPPING_ETAS', () => {
  it('has an entry for every shipping type', () => {
    expect(Object.keys(SHIPPING_ETAS).sort()).toEqual([...SHIPPING_TYPES].sort());
  });

  it.each<[ShippingType, number, number]>([
    ['sea', 4, 6],
    ['air', 2, 4],
  ])('%s takes %d to %d weeks (SPEC §9)', (type, minWeeks, maxWeeks) => {
    expect(SHIPPING_ETAS[type]).toEqual({ minDays: minWeeks * 7, maxDays: maxWeeks * 7 });
  });

  it('places land between air and sea, and leaves local custom to be arranged', () => {
    const { air, land, sea } = SHIPPING_ETAS;
    expect(land?.minDays).toBeGreaterThan(air?.minDays ?? Number.POSITIVE_INFINITY);
    expect(land?.maxDays).toBeLessThan(sea?.maxDays ?? 0);
    expect(SHIPPING_ETAS.local_custom).toBeNull();
  });

  it('has earliest before latest everywhere', () => {
    for (const eta of Object.values(SHIPPING_ETAS)) {
      if (eta) expect(eta.minDays).toBeLessThan(eta.maxDays);
    }
  });
});

describe('estimateArrival', () => {
  it.each<[ShippingType, string, string, string]>([
    ['sea', '2025-03-01T02:00:00.000Z', '2025-03-29T02:00:00.000Z', '2025-04-12T02:00:00.000Z'],
    ['air', '2025-03-01T02:00:00.000Z', '2025-03-15T02:00:00.000Z', '2025-03-29T02:00:00.000Z'],
    ['land', '2025-03-01T02:00:00.000Z', '2025-03-22T02:00:00.000Z', '2025-04-05T02:00:00.000Z'],
    // the last minute of a Singapore day stays the last minute of a Singapore day
    ['air', '2025-12-31T15:59:00.000Z', '2026-01-14T15:59:00.000Z', '2026-01-28T15:59:00.000Z'],
    // across a leap day
    ['air', '2028-02-20T00:00:00.000Z', '2028-03-05T00:00:00.000Z', '2028-03-19T00:00:00.000Z'],
  ])('%s from %s arrives %s .. %s', (type, from, earliest, latest) => {
    expect(estimateArrival(type, new Date(from))).toEqual({
      earliest: new Date(earliest),
      latest: new Date(latest),
    });
  });

  it('is null for local custom shipping', () => {
    expect(estimateArrival('local_custom', new Date('2025-03-01T00:00:00Z'))).toBeNull();
  });

  it('returns plain Dates and leaves its input alone', () => {
    const from = new Date('2025-03-01T00:00:00Z');
    const window = estimateArrival('sea', from);
    expect(window?.earliest.constructor).toBe(Date);
    expect(from.toISOString()).toBe('2025-03-01T00:00:00.000Z');
  });
});
