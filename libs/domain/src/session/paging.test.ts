import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, hasMorePages } from './paging';

describe('hasMorePages', () => {
  it('uses pages of 10', () => {
    expect(PAGE_SIZE).toBe(10);
  });

  it.each<[number, number | undefined, boolean]>([
    [10, undefined, true],
    [9, undefined, false],
    [0, undefined, false],
    [11, undefined, true], // a server that ignored the limit still had a full page
    [20, 20, true],
    [19, 20, false],
    [1, 1, true],
  ])('%d received with page size %s -> more: %s', (received, pageSize, more) => {
    expect(hasMorePages(received, pageSize)).toBe(more);
  });

  it.each([0, -10, 2.5, Number.NaN])('refuses the page size %d', (pageSize) => {
    expect(() => hasMorePages(5, pageSize)).toThrow(RangeError);
  });
});
