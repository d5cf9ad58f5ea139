import type { MarketId } from '@storefront/domain';
import {
  bankNameSchema,
  convertCny,
  emailSchema,
  EXCHANGE_RATE_PATTERN,
  MARKET_IDS,
  MARKETS,
  money,
  passwordSchema,
  personNameSchema,
  phoneSchemaFor,
} from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { SEED_BANKS } from './banks';
import { DEMO_ACCOUNTS, demoPeople } from './demo-accounts';
import { SEED_EXCHANGE_RATES } from './exchange-rates';

/** The code each market's transfers use for a bank (see banks.ts). */
const BANK_CODE: Readonly<Record<MarketId, RegExp>> = {
  id: /^\d{3}$/,
  th: /^\d{3}$/,
  // A BIC: bank (4 letters), country KZ, location (2).
  kz: /^[A-Z]{4}KZ[A-Z0-9]{2}$/,
};

describe.each(MARKET_IDS)('seed data of market %s', (id) => {
  const market = MARKETS[id];

  it('lists at least ten banks, each code once, with names a bank account accepts', () => {
    const banks = SEED_BANKS[id];
    expect(banks.length).toBeGreaterThanOrEqual(10);
    expect(new Set(banks.map((bank) => bank.id)).size).toBe(banks.length);
    for (const bank of banks) {
      expect(bank.id).toMatch(BANK_CODE[id]);
      expect(bankNameSchema.safeParse(bank.name).success, bank.name).toBe(true);
    }
  });

  it('starts with a yuan rate into the market currency that converts exactly', () => {
    const rate = SEED_EXCHANGE_RATES[id];
    expect(rate).toMatchObject({ from: 'CNY', to: market.currency });
    expect(rate.rate).toMatch(EXCHANGE_RATE_PATTERN);
    // 100 yuan is worth something, and less than a million of the local currency.
    const converted = convertCny(money(10_000, 'CNY'), rate);
    expect(converted.currency).toBe(market.currency);
    expect(converted.amount).toBeGreaterThan(0);
  });

  it('gives the demo customer and sales contact names and phones the forms accept', () => {
    const people = demoPeople(id);
    const phone = phoneSchemaFor(market.country);
    for (const number of [people.customer.telepon, people.sales.telepon]) {
      expect(phone.parse(number)).toBe(number);
    }
    for (const name of [
      people.customer.namaDepan,
      people.customer.namaBelakang,
      people.sales.nama,
    ]) {
      expect(personNameSchema.safeParse(name).success, name).toBe(true);
    }
  });
});

describe('demo accounts', () => {
  it('use reserved example.com addresses and passwords the password rule accepts', () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(emailSchema.parse(account.email)).toMatch(/@example\.com$/);
      expect(passwordSchema.safeParse(account.password).success).toBe(true);
    }
  });
});
