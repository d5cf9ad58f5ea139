import { normalizePhone } from '@storefront/domain';
import type { MarketConfig } from '@storefront/domain';
import { randomInt, randomUUID } from 'node:crypto';

/** Mobile ranges of each market's numbering plan; the rest of the number is random. */
const MOBILE_PREFIXES: Readonly<
  Record<MarketConfig['country'], { prefix: string; digits: number }>
> = {
  ID: { prefix: '+62812', digits: 8 },
  TH: { prefix: '+6681', digits: 7 },
  KZ: { prefix: '+7701', digits: 7 },
};

export interface NewCustomer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** E.164, valid in the market's numbering plan (checked with the domain's phone rule). */
  readonly phone: string;
  readonly password: string;
}

/** A customer no earlier run has used: unique e-mail and phone on every call. */
export function newCustomer(market: MarketConfig): NewCustomer {
  const { prefix, digits } = MOBILE_PREFIXES[market.country];
  for (;;) {
    const local = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
    const phone = normalizePhone(`${prefix}${local}`, market.country);
    if (phone === null) continue;
    const key = randomUUID().slice(0, 8);
    return {
      firstName: 'Dewi',
      // Names take letters only (the domain's name rule): the run key spelled in letters.
      lastName: `Tester ${[...key].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('')}`,
      email: `e2e.${market.id}.${key}@example.com`,
      phone,
      password: `Journey${key}9`,
    };
  }
}
