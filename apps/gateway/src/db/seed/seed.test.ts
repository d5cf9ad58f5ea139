import { verify } from '@node-rs/argon2';
import type { MarketId } from '@storefront/domain';
import { languageCode, MARKETS } from '@storefront/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { createTestDatabase } from '../../testing/test-database';
import type { Database, DatabaseHandle } from '../client';
import {
  areas,
  auditLog,
  banks,
  cmsContents,
  customers,
  exchangeRates,
  faqEntries,
  salesContacts,
  staffMembers,
} from '../schema';
import type { AreaRow, AreaSource } from './areas/area-row';
import { areaSubtree } from './areas/area-row';
import { AREA_SOURCES } from './areas/area-sources';
import { SEED_BANKS } from './banks';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { SEED_EXCHANGE_RATES } from './exchange-rates';
import { seedIfEmpty } from './seed';
import { PRODUCTION_TEST_ENV } from '../../testing/production-env';

const configFor = (market: MarketId, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'development', MARKET: market, ...env });

const PRODUCTION = PRODUCTION_TEST_ENV;

async function areaCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ level: areas.level, count: sql<number>`count(*)::int` })
    .from(areas)
    .groupBy(areas.level);
  return Object.fromEntries(rows.map((row) => [row.level, row.count]));
}

const SEEDED_TABLES = {
  areas,
  cms: cmsContents,
  faq: faqEntries,
  rates: exchangeRates,
  banks,
  customers,
  staff: staffMembers,
  sales: salesContacts,
  audit: auditLog,
};

/** Rows of every table the seed writes: what "the same database" means for idempotence. */
async function tableCounts(db: Database): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(SEEDED_TABLES).map(async ([name, table]) => [name, await db.$count(table)]),
  );
  return Object.fromEntries(entries);
}

const EMPTY = {
  areas: 0,
  cms: 0,
  faq: 0,
  rates: 0,
  banks: 0,
  customers: 0,
  staff: 0,
  sales: 0,
  audit: 0,
};

// Real data, sliced where the whole would be slow: Jakarta for Indonesia (the full tree is
// seeded once, below), the whole of Thailand and Kazakhstan, which are small.
let jakarta: readonly AreaRow[];
const SOURCES: Record<MarketId, AreaSource> = {
  id: async () => jakarta,
  th: AREA_SOURCES.th,
  kz: AREA_SOURCES.kz,
};

beforeAll(async () => {
  jakarta = areaSubtree(await AREA_SOURCES.id(), ['31']);
});

describe.each(TEST_DATABASE_KINDS)('seedIfEmpty on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());
  // One database per kind, emptied before each test: opening one per test costs seconds.
  beforeEach(async () => {
    await handle.db.execute(
      sql`truncate areas, cms_contents, faq_entries, exchange_rates, banks, audit_log, staff_members, customers, sales_contacts cascade`,
    );
  });

  it.each<[MarketId, Record<string, number>]>([
    ['id', { region: 1, province: 1, city: 6, district: 44, subdistrict: 267 }],
    ['th', { region: 1, province: 77, city: 927, district: 7427, subdistrict: 7434 }],
    ['kz', { region: 1, province: 20, city: 54, district: 69, subdistrict: 69 }],
  ])('fills a fresh database of market %s', async (marketId, levels) => {
    const market = MARKETS[marketId];
    const result = await seedIfEmpty(handle.db, configFor(marketId, { SEED_DEMO: 'false' }), {
      areas: SOURCES[marketId],
    });
    expect(result.seeded).toBe(true);
    expect(await areaCounts(handle.db)).toEqual(levels);

    const languages = market.locales.map(languageCode);
    const cms = await handle.db.select().from(cmsContents);
    expect(new Set(cms.map((row) => row.language))).toEqual(new Set(languages));
    expect(cms).toHaveLength(languages.length * 7);
    const refund = cms.find((row) => row.key === 'refund_policy' && row.language === languages[0]);
    expect(refund?.body).toContain('2x24');

    const faq = await handle.db
      .select()
      .from(faqEntries)
      .where(eq(faqEntries.language, languages[0] ?? ''))
      .orderBy(faqEntries.position);
    expect(faq.map((row) => row.position)).toEqual([
      '001',
      '002',
      '003',
      '004',
      '005',
      '006',
      '007',
    ]);

    const rates = await handle.db.select().from(exchangeRates);
    expect(rates).toEqual([
      expect.objectContaining({
        fromCurrency: 'CNY',
        toCurrency: market.currency,
        rate: SEED_EXCHANGE_RATES[marketId].rate,
        setBy: 'seed',
      }),
    ]);
    const seededBanks = await handle.db.select().from(banks);
    expect(seededBanks.map((bank) => bank.id).sort()).toEqual(
      SEED_BANKS[marketId].map((bank) => bank.id).sort(),
    );
    const [audit] = await handle.db.select().from(auditLog);
    expect(audit).toMatchObject({
      actorType: 'system',
      action: 'database_seeded',
      subject: marketId,
    });
  });

  it('leaves a seeded database alone: a second run changes nothing', async () => {
    const config = configFor('kz');
    const first = await seedIfEmpty(handle.db, config);
    const after = await tableCounts(handle.db);
    expect(first.seeded).toBe(true);
    expect(await seedIfEmpty(handle.db, config)).toEqual({ seeded: false });
    expect(await tableCounts(handle.db)).toEqual(after);
  });

  it('seeds once when two starts race for an empty database', async () => {
    const config = configFor('kz', { SEED_DEMO: 'false' });
    const results = await Promise.all([
      seedIfEmpty(handle.db, config),
      seedIfEmpty(handle.db, config),
    ]);
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    expect((await tableCounts(handle.db))['banks']).toBe(SEED_BANKS.kz.length);
  });

  it('creates the demo accounts in development, with the documented passwords', async () => {
    const result = await seedIfEmpty(handle.db, configFor('th'), { areas: SOURCES.th });
    expect(result).toMatchObject({ seeded: true, counts: { demoAccounts: true } });
    const [customer] = await handle.db
      .select()
      .from(customers)
      .where(eq(customers.email, DEMO_ACCOUNTS.customer.email));
    expect(customer).toMatchObject({ language: 'th', namaDepan: 'สมชาย' });
    expect(customer?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(customer?.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(await verify(customer?.passwordHash ?? '', DEMO_ACCOUNTS.customer.password)).toBe(true);
    const [sales] = await handle.db.select().from(salesContacts);
    expect(customer?.salesContactId).toBe(sales?.id);
    const [staff] = await handle.db.select().from(staffMembers);
    expect(staff?.email).toBe(DEMO_ACCOUNTS.staff.email);
    expect(await verify(staff?.passwordHash ?? '', DEMO_ACCOUNTS.staff.password)).toBe(true);
  });

  it.each([
    ['SEED_DEMO=false', { SEED_DEMO: 'false' }],
    ['production, even with SEED_DEMO=true', { ...PRODUCTION, SEED_DEMO: 'true' }],
  ])('creates no account with %s', async (_case, env) => {
    const result = await seedIfEmpty(handle.db, configFor('kz', env));
    expect(result).toMatchObject({ seeded: true, counts: { demoAccounts: false } });
    const counts = await tableCounts(handle.db);
    expect([counts['customers'], counts['staff'], counts['sales']]).toEqual([0, 0, 0]);
  });

  it('refuses to start on a database seeded for another market', async () => {
    await seedIfEmpty(handle.db, configFor('id', { SEED_DEMO: 'false' }), { areas: SOURCES.id });
    await expect(seedIfEmpty(handle.db, configFor('th'))).rejects.toThrow(
      'This database holds the areas of ID, not of market th (TH)',
    );
  });

  it.each<[string, MarketId, AreaSource, string]>([
    ['a broken area tree', 'kz', async () => [...jakarta, jakarta[5] as AreaRow], 'appears twice'],
    ['the tree of another country', 'th', async () => jakarta, 'must start at region TH'],
  ])('stores nothing when the seed fails on %s', async (_case, marketId, source, message) => {
    await expect(seedIfEmpty(handle.db, configFor(marketId), { areas: source })).rejects.toThrow(
      message,
    );
    expect(await tableCounts(handle.db)).toEqual(EMPTY);
  });

  it('takes the areas back when a later step fails, so the next start seeds again', async () => {
    // A text staff wrote before any seed ran collides with the seeded one.
    await handle.db.insert(cmsContents).values({ key: 'terms', language: 'kk', body: 'Ескі' });
    await expect(seedIfEmpty(handle.db, configFor('kz'))).rejects.toThrow();
    expect(await tableCounts(handle.db)).toEqual({ ...EMPTY, cms: 1 });
    await handle.db.delete(cmsContents);
    expect(await seedIfEmpty(handle.db, configFor('kz'))).toMatchObject({ seeded: true });
  });
});

describe.each(TEST_DATABASE_KINDS)('the whole of Indonesia on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase(kind);
  });
  afterEach(() => handle.close());

  it('is seeded in one go from idn-area-data', { timeout: 180_000 }, async () => {
    const result = await seedIfEmpty(handle.db, configFor('id'));
    expect(await areaCounts(handle.db)).toEqual({
      region: 1,
      province: 38,
      city: 514,
      district: 7285,
      subdistrict: 83762,
    });
    expect(result.seeded && result.durationMs).toBeGreaterThan(0);
    // The figure the README reports for a first start.
    console.info(`Full Indonesian seed on ${kind}: ${result.seeded ? result.durationMs : 0} ms`);
  });
});
