import { describe, expect, it } from 'vitest';
import { formatErrors, formatTable, requestFigures } from './chaos-figures';

describe('requestFigures', () => {
  const entries = [
    { start: 0, end: 10, outcome: '200' },
    { start: 5, end: 2005, outcome: '503' },
    { start: 100, end: 120, outcome: '201' },
    { start: 900, end: 950, outcome: 'network' },
    { start: 3000, end: 3400, outcome: '502p' },
    { start: 4000, end: 0, outcome: '' },
  ];

  it('counts finished requests and classes every non-2xx outcome', () => {
    const figures = requestFigures(entries, []);
    expect(figures.requests).toBe(5);
    expect(figures.errors).toEqual({ '503': 1, network: 1, '502p': 1 });
    expect(figures.longestInOutage).toBe(0);
  });

  it('takes the longest request in flight at any moment of an outage, started before it too', () => {
    const figures = requestFigures(entries, [
      { start: 1000, end: 1500 },
      { start: 3100, end: 3200 },
      { start: 5000, end: 6000 },
    ]);
    expect(figures.longestPerOutage).toEqual([2000, 400, 0]);
    expect(figures.longestInOutage).toBe(2000);
  });

  it('reads percentiles off the sorted durations', () => {
    const many = Array.from({ length: 100 }, (_, index) => ({
      start: 0,
      end: index + 1,
      outcome: '200',
    }));
    const figures = requestFigures(many, []);
    expect(figures.p50).toBe(50);
    expect(figures.p99).toBe(99);
  });
});

describe('formatting', () => {
  it('lists errors biggest first, or none', () => {
    expect(formatErrors({})).toBe('none');
    expect(formatErrors({ timeout: 1, '503': 4 })).toBe('503: 4, timeout: 1');
  });

  it('pads columns to their widest cell', () => {
    expect(formatTable(['a', 'bb'], [['ccc', 'd']])).toBe('a   | bb\n----|---\nccc | d ');
  });
});
