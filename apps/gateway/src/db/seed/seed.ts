import type { MarketConfig } from '@storefront/domain';
import { getMarket, languageCode } from '@storefront/domain';
import { eq, sql } from 'drizzle-orm';
import type { GatewayConfig } from '../../config';
import type { Database } from '../client';
import { areas, auditLog, banks, cmsContents, exchangeRates, faqEntries } from '../schema';
import type { AreaLevel, AreaRow, AreaSource } from './areas/area-row';
import { assertAreaTree, insertAreas } from './areas/area-row';
import { AREA_SOURCES } from './areas/area-sources';
import { SEED_BANKS } from './banks';
import { CMS_KEYS, fillSiteTexts } from './content/site-content';
import { SITE_TEXTS } from './content/site-texts';
import { seedDemoAccounts } from './demo-accounts';
import { SEED_EXCHANGE_RATES } from './exchange-rates';

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface SeedOptions {
  /** The area tree to store; the market's real one by default. Tests pass a slice. */
  readonly areas?: AreaSource;
}

export interface SeedCounts {
  readonly areas: Readonly<Record<AreaLevel, number>>;
  readonly cmsContents: number;
  readonly faqEntries: number;
  readonly banks: number;
  readonly demoAccounts: boolean;
}

export type SeedResult =
  | { readonly seeded: false }
  | { readonly seeded: true; readonly counts: SeedCounts; readonly durationMs: number };

/** Any constant shared by every replica; it only names the lock of the seed. */
const SEED_LOCK_KEY = 7_340_001;

/** FAQ positions are text: zero-padded so that '010' sorts after '009'. */
function faqPosition(index: number): string {
  return String(index + 1).padStart(3, '0');
}

/**
 * Fills a fresh database for the configured market (areas, CMS content and FAQ in every language
 * the market enables, the first yuan rate, banks; demo accounts in development). Everything is
 * one transaction under an advisory lock: replicas starting together seed once, and a process
 * killed half-way leaves an empty database that the next start seeds again. A database that has
 * any area is already seeded and is left alone; one seeded for another market stops the start.
 */
export async function seedIfEmpty(
  db: Database,
  config: GatewayConfig,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const market = getMarket(config.market);
  const startedAt = performance.now();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: areas.id }).from(areas).limit(1);
    if (existing) {
      await refuseOtherMarket(tx, market);
      return { seeded: false };
    }
    const rows = await (options.areas ?? AREA_SOURCES[market.id])();
    assertAreaTree(rows);
    const region = rows.find((row) => row.level === 'region');
    if (region?.id !== market.country) {
      throw new Error(`The area tree of ${market.id} must start at region ${market.country}`);
    }
    await insertAreas(tx, rows);
    const content = await seedContent(tx, market);
    await tx.insert(exchangeRates).values({
      fromCurrency: SEED_EXCHANGE_RATES[market.id].from,
      toCurrency: SEED_EXCHANGE_RATES[market.id].to,
      rate: SEED_EXCHANGE_RATES[market.id].rate,
      setBy: 'seed',
    });
    await tx.insert(banks).values([...SEED_BANKS[market.id]]);
    // SEED_DEMO=true in production is ignored rather than obeyed: known passwords never ship.
    const demoAccounts = config.seedDemo && !config.production;
    if (demoAccounts) await seedDemoAccounts(tx, market);
    const counts: SeedCounts = {
      areas: countLevels(rows),
      ...content,
      banks: SEED_BANKS[market.id].length,
      demoAccounts,
    };
    await tx.insert(auditLog).values({
      actorType: 'system',
      action: 'database_seeded',
      subject: market.id,
      data: counts,
    });
    return { seeded: true, counts, durationMs: Math.round(performance.now() - startedAt) };
  });
}

async function refuseOtherMarket(tx: SeedTransaction, market: MarketConfig): Promise<void> {
  const [region] = await tx
    .select({ id: areas.id })
    .from(areas)
    .where(eq(areas.level, 'region'))
    .limit(1);
  if (region && region.id !== market.country) {
    throw new Error(
      `This database holds the areas of ${region.id}, not of market ${market.id} (${market.country}): check DATABASE_URL / DATA_DIR and MARKET`,
    );
  }
}

async function seedContent(
  tx: SeedTransaction,
  market: MarketConfig,
): Promise<{ cmsContents: number; faqEntries: number }> {
  const cmsRows: (typeof cmsContents.$inferInsert)[] = [];
  const faqRows: (typeof faqEntries.$inferInsert)[] = [];
  for (const locale of market.locales) {
    const language = languageCode(locale);
    const texts = SITE_TEXTS[language];
    if (!texts) throw new Error(`No site texts for ${language}, which market ${market.id} enables`);
    const filled = fillSiteTexts(texts, market, locale);
    for (const key of CMS_KEYS) cmsRows.push({ key, language, body: filled.cms[key] });
    filled.faq.forEach((entry, index) =>
      faqRows.push({ language, position: faqPosition(index), ...entry }),
    );
  }
  await tx.insert(cmsContents).values(cmsRows);
  await tx.insert(faqEntries).values(faqRows);
  return { cmsContents: cmsRows.length, faqEntries: faqRows.length };
}

function countLevels(rows: readonly AreaRow[]): Record<AreaLevel, number> {
  const counts: Record<AreaLevel, number> = {
    region: 0,
    province: 0,
    city: 0,
    district: 0,
    subdistrict: 0,
  };
  for (const row of rows) counts[row.level] += 1;
  return counts;
}
