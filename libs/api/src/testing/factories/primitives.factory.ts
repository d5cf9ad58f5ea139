import type { Page } from '@storefront/contract';
import { moneyFromDecimal, PAGE_SIZE } from '@storefront/domain';
import type { Money } from '@storefront/domain';

/**
 * Data factories for tests and the msw mock. Every value is fixed (no randomness, no clock), so
 * a test that asserts on them never flakes; amounts are IDR in minor units (IDR has no
 * decimals), names Indonesian.
 */

/** The instant the mock world stands at: 1 May 2025, 10:00 in Jakarta. */
export const MOCK_NOW = '2025-05-01T03:00:00.000Z';

const HOUR_MS = 3_600_000;

/** MOCK_NOW moved by a number of hours (negative: earlier), as an ISO instant. */
export function hoursFromNow(hours: number): string {
  return new Date(Date.parse(MOCK_NOW) + hours * HOUR_MS).toISOString();
}

/** Rupiah from a decimal text ('1250000'). */
export function idr(decimal: string): Money {
  return moneyFromDecimal(decimal, 'IDR');
}

/** Yuan from a decimal text ('25.50'), as suppliers list prices. */
export function cny(decimal: string): Money {
  return moneyFromDecimal(decimal, 'CNY');
}

/** Indonesian names for the people of the mock world. */
export const PEOPLE = [
  { first: 'Sari', last: 'Wulandari' },
  { first: 'Budi', last: 'Santoso' },
  { first: 'Dewi', last: 'Lestari' },
  { first: 'Agus', last: 'Setiawan' },
  { first: 'Rina', last: 'Kusuma' },
] as const;

export function personAt(index: number): (typeof PEOPLE)[number] {
  return PEOPLE[index % PEOPLE.length] ?? PEOPLE[0];
}

export interface PageRequest {
  readonly page?: number;
  readonly limit?: number;
}

/**
 * One page of a list of `total` items, the way the gateway answers: items `(page-1)*limit` to
 * `page*limit` (fewer on the last page, none past it). `make(i)` builds the i-th item (0-based).
 */
export function makePage<Item>(
  make: (index: number) => Item,
  request: PageRequest = {},
  total = 23,
): Page<Item> {
  const page = request.page ?? 1;
  const limit = request.limit ?? PAGE_SIZE;
  const first = (page - 1) * limit;
  const count = Math.max(0, Math.min(limit, total - first));
  return { items: Array.from({ length: count }, (_, i) => make(first + i)), page, limit, total };
}
