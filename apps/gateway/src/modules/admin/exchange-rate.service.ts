import type {
  CONTRACT_BY_ID,
  EndpointParsedRequest,
  exchangeRateEntrySchema,
  Page,
  usdCnyRateEntrySchema,
} from '@storefront/contract';
import type { Money } from '@storefront/domain';
import { convertCny, money } from '@storefront/domain';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { exchangeRates, staffMembers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { writtenRow } from '../../db/transaction';
import { writeAudit } from './audit';

export type ExchangeRateEntry = z.output<typeof exchangeRateEntrySchema>;
export type UsdCnyRateEntry = z.output<typeof usdCnyRateEntrySchema>;
export type ExchangeRateInput = EndpointParsedRequest<
  typeof CONTRACT_BY_ID.setExchangeRate
>['body'];

/** Longest rate text kept: far beyond any real rate's digits, short enough to stay cheap to use. */
export const RATE_MAX_LENGTH = 32;

/**
 * The largest yuan amount a rate must convert exactly (1,000,000 CNY in fen): a rate under which
 * such a price leaves the exact integer range is a typing slip, and would break every price later.
 */
const LARGEST_PRICE_CNY: Money = money(100_000_000, 'CNY');

/** Why a rate staff typed cannot be put in force, as a field error; null when it can. */
export function exchangeRateFieldError(
  input: ExchangeRateInput,
  marketCurrency: string,
): Record<string, string> | null {
  // A deployment prices in its own currency only: a rate into another would never be read.
  if (input.to !== marketCurrency) return { to: 'field.invalid' };
  if (input.rate.length > RATE_MAX_LENGTH) return { rate: 'field.too_long' };
  try {
    convertCny(LARGEST_PRICE_CNY, input);
  } catch {
    return { rate: 'field.invalid' };
  }
  return null;
}

/** A pair of the exchange-rate table: the market's yuan rate, or yuan per dollar (decision 278). */
interface RatePair {
  readonly from: string;
  readonly to: string;
}

const marketPair = (context: Pick<AppContext, 'market'>): RatePair => ({
  from: 'CNY',
  to: context.market.currency,
});
/** Yuan per 1 US dollar: Alibaba.com's dollar prices become yuan at it (decision 278). */
const USD_CNY: RatePair = { from: 'USD', to: 'CNY' };

const wherePair = (pair: RatePair) =>
  and(eq(exchangeRates.fromCurrency, pair.from), eq(exchangeRates.toCurrency, pair.to));

// Staff rows keep the staff id (stable); the list shows who that is by e-mail. Other writers (the
// seed) stored a plain name, shown as it is.
const setByText = sql<string>`coalesce(${staffMembers.email}, ${exchangeRates.setBy}, '')`;

interface RateRow {
  readonly rate: string;
  readonly effectiveAt: Date;
  readonly setBy: string;
}

function toEntry(row: RateRow, currency: ExchangeRateInput['to']): ExchangeRateEntry {
  return {
    exchange_rate: { from: 'CNY', to: currency, rate: row.rate },
    set_at: row.effectiveAt.toISOString(),
    set_by: row.setBy,
  };
}

function toUsdEntry(row: RateRow): UsdCnyRateEntry {
  return { rate: row.rate, set_at: row.effectiveAt.toISOString(), set_by: row.setBy };
}

/** A pair's rates, newest first: the first one already in force is the one prices use. */
async function listRates(
  db: AppContext['db'],
  pair: RatePair,
  { page, limit }: { page: number; limit: number },
): Promise<Page<RateRow>> {
  const where = wherePair(pair);
  const [rows, total] = await Promise.all([
    db
      .select({
        rate: exchangeRates.rate,
        effectiveAt: exchangeRates.effectiveAt,
        setBy: setByText,
      })
      .from(exchangeRates)
      .leftJoin(staffMembers, sql`${staffMembers.id}::text = ${exchangeRates.setBy}`)
      .where(where)
      .orderBy(desc(exchangeRates.effectiveAt), desc(exchangeRates.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(exchangeRates, where),
  ]);
  return { items: rows, page, limit, total };
}

/** The market's yuan rates, newest first: the first one already in force is the one prices use. */
export async function listExchangeRates(
  context: Pick<AppContext, 'db' | 'market'>,
  paging: { page: number; limit: number },
): Promise<Page<ExchangeRateEntry>> {
  const page = await listRates(context.db, marketPair(context), paging);
  return { ...page, items: page.items.map((row) => toEntry(row, context.market.currency)) };
}

/** The yuan-per-dollar rates, newest first (decision 278). */
export async function listUsdCnyRates(
  context: Pick<AppContext, 'db'>,
  paging: { page: number; limit: number },
): Promise<Page<UsdCnyRateEntry>> {
  const page = await listRates(context.db, USD_CNY, paging);
  return { ...page, items: page.items.map(toUsdEntry) };
}

/**
 * Puts a pair's new rate in force now, in one transaction with its audit entry (the rate it
 * replaces as `before`). Answers the row with the staff member's e-mail as its setter.
 */
async function insertRate(
  context: Pick<AppContext, 'db' | 'now'>,
  staffId: string,
  pair: RatePair,
  rate: string,
): Promise<RateRow> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ rate: exchangeRates.rate, effectiveAt: exchangeRates.effectiveAt })
      .from(exchangeRates)
      .where(and(wherePair(pair), lte(exchangeRates.effectiveAt, now)))
      .orderBy(desc(exchangeRates.effectiveAt), desc(exchangeRates.id))
      .limit(1);
    const row = writtenRow(
      await tx
        .insert(exchangeRates)
        .values({
          fromCurrency: pair.from,
          toCurrency: pair.to,
          rate,
          effectiveAt: now,
          setBy: staffId,
        })
        .returning(),
    );
    const [staff] = await tx
      .select({ email: staffMembers.email })
      .from(staffMembers)
      .where(eq(staffMembers.id, staffId));
    await writeAudit(tx, {
      actorType: 'staff',
      actorId: staffId,
      action: 'exchange_rate.set',
      subject: { entity: 'exchange_rate', id: row.id },
      before: previous
        ? { ...pair, rate: previous.rate, set_at: previous.effectiveAt.toISOString() }
        : null,
      after: { ...pair, rate, set_at: now.toISOString() },
      at: now,
    });
    return { rate: row.rate, effectiveAt: row.effectiveAt, setBy: staff?.email ?? staffId };
  });
}

/**
 * Puts a new yuan rate in force now: getCurrency and the catalogue read the newest row whose
 * effective_at is not after now, so this row is the one they use from this instant in this
 * process, and within CURRENT_RATE_MAX_AGE_MS in the others. Audited with the rate it replaces.
 */
export async function setExchangeRate(
  context: Pick<AppContext, 'db' | 'market' | 'now' | 'currentRate'>,
  staffId: string,
  input: ExchangeRateInput,
): Promise<ExchangeRateEntry> {
  const fields = exchangeRateFieldError(input, context.market.currency);
  if (fields) throw new AppError('validation_failed', undefined, fields);
  const row = await insertRate(context, staffId, marketPair(context), input.rate);
  // After the commit: a read between the forget and the commit would keep the old rate.
  context.currentRate.forget();
  return toEntry(row, context.market.currency);
}

/**
 * Puts a new yuan-per-dollar rate in force now (decision 278): the catalogue reads the pair's
 * newest row not after now with every Alibaba.com answer, so no cache is to be cleared. The rate
 * must convert the largest price exactly, as the market rate must.
 */
export async function setUsdCnyRate(
  context: Pick<AppContext, 'db' | 'now'>,
  staffId: string,
  input: { rate: string },
): Promise<UsdCnyRateEntry> {
  const fields = exchangeRateFieldError({ from: 'CNY', to: 'CNY', rate: input.rate }, 'CNY');
  if (fields) throw new AppError('validation_failed', undefined, fields);
  return toUsdEntry(await insertRate(context, staffId, USD_CNY, input.rate));
}
