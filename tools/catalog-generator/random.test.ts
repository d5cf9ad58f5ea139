import { describe, expect, it } from 'vitest';
import { createRandom, mix32 } from './random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('stays in [0, 1)', () => {
    const random = createRandom(7);
    for (let i = 0; i < 10_000; i += 1) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('reaches both ends of an int range and nothing outside it', () => {
    const random = createRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i += 1) seen.add(random.int(3, 6));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it.each([
    [5, 5, 5],
    [0, 0, 0],
  ])('int(%i, %i) of a one-value range is that value', (min, max, expected) => {
    expect(createRandom(9).int(min, max)).toBe(expected);
  });

  it.each([
    [6, 5],
    [0.5, 2],
    [0, Number.POSITIVE_INFINITY],
  ])('refuses int(%s, %s)', (min, max) => {
    expect(() => createRandom(9).int(min, max)).toThrow(RangeError);
  });

  it('chance(0) is never and chance(1) always', () => {
    const random = createRandom(3);
    for (let i = 0; i < 100; i += 1) {
      expect(random.chance(0)).toBe(false);
      expect(random.chance(1)).toBe(true);
    }
  });

  it('picks from the list and refuses an empty one', () => {
    const random = createRandom(5);
    expect(['a', 'b', 'c']).toContain(random.pick(['a', 'b', 'c']));
    expect(() => random.pick([])).toThrow(RangeError);
  });

  it.each([
    [0, 0],
    [2, 2],
    [5, 5],
    [9, 5],
  ])('sample(%i) of five gives %i different items', (count, expected) => {
    const sampled = createRandom(11).sample([1, 2, 3, 4, 5], count);
    expect(sampled).toHaveLength(expected);
    expect(new Set(sampled).size).toBe(expected);
  });
});

describe('mix32', () => {
  it('is a 32-bit number that changes with either input', () => {
    const value = mix32(1688, 0);
    expect(Number.isInteger(value)).toBe(true);
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThan(2 ** 32);
    expect(mix32(1688, 1)).not.toBe(value);
    expect(mix32(1689, 0)).not.toBe(value);
    expect(mix32(1688, 0)).toBe(value);
  });
});
