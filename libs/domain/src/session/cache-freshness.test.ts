import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CACHE_TTL_MS,
  PUSH_TOKEN_TTL_MS,
  isCurrencyCacheFresh,
  isPushTokenStale,
} from './cache-freshness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const storedAt = new Date('2025-05-01T10:00:00.000Z');
const later = (ms: number) => new Date(storedAt.getTime() + ms);

describe('isCurrencyCacheFresh', () => {
  it('lasts 3 hours', () => {
    expect(CURRENCY_CACHE_TTL_MS).toBe(3 * HOUR);
  });

  it.each<[string, number, boolean]>([
    ['just stored', 0, true],
    ['at 2:59', 2 * HOUR + 59 * MINUTE, true],
    ['one millisecond before 3:00', 3 * HOUR - 1, true],
    ['at exactly 3:00', 3 * HOUR, false],
    ['at 3:01', 3 * HOUR + MINUTE, false],
    ['stored in the future (clock moved back)', -MINUTE, false],
  ])('%s -> fresh %s', (_name, age, fresh) => {
    expect(isCurrencyCacheFresh(storedAt, later(age))).toBe(fresh);
    expect(isCurrencyCacheFresh(storedAt.getTime(), later(age))).toBe(fresh);
  });

  it('treats an unreadable timestamp as stale', () => {
    expect(isCurrencyCacheFresh(Number.NaN, storedAt)).toBe(false);
    expect(isCurrencyCacheFresh(new Date('not a date'), storedAt)).toBe(false);
  });
});

describe('isPushTokenStale', () => {
  it('lasts 7 days', () => {
    expect(PUSH_TOKEN_TTL_MS).toBe(7 * DAY);
  });

  it.each<[string, number, boolean]>([
    ['just created', 0, false],
    ['in the last minute of day 7', 7 * DAY - MINUTE, false],
    ['one millisecond before 7 days', 7 * DAY - 1, false],
    ['at exactly 7 days', 7 * DAY, true],
    ['a minute after 7 days', 7 * DAY + MINUTE, true],
    ['created in the future (clock moved back)', -1, true],
  ])('%s -> stale %s', (_name, age, stale) => {
    expect(isPushTokenStale(storedAt, later(age))).toBe(stale);
    expect(isPushTokenStale(storedAt.getTime(), later(age))).toBe(stale);
  });
});
