import { describe, expect, it } from 'vitest';
import { pageFromSearch } from './page-param';

describe('pageFromSearch', () => {
  it.each<[string | null, number]>([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['2', 2],
    ['10', 10],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999999999999999999', 1],
  ])('%j → page %i', (value, page) => {
    expect(pageFromSearch(value)).toBe(page);
  });
});
