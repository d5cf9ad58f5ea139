import type {
  CONTRACT_BY_ID,
  EndpointParsedRequest,
  exchangeRateEntrySchema,
  Page,
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

const pairOf = (context: Pick<AppContext, 'market'>) =>
  and(eq(exchangeRates.fromCurrency, 'CNY'), eq(exchangeRates.toCurrency, context.market.currency));

// Staff rows keep the staff id (stable); the list shows who that is by e-mail. Other writers (the
// seed) stored a plain name, shown as it is.
const setByText = sql<string>`coalesce(${staffMembers.email}, ${exchangeRates.setBy}, '')`;

type RateRow = { rate: string; effectiveAt: Date; setBy: string };

function toEntry(row: RateRow, currency: ExchangeRateInput['to']): ExchangeRateEntry {
  return {
    exchange_rate: { from: 'CNY', to: currency, rate: row.rate },
    set_at: row.effectiveAt.toISOString(),
    set_by: row.setBy,
  };
}

/** The market's yuan rates, newest first: the first one already in force is the one prices use. */
export async function listExchangeRates(
  context: Pick<AppContext, 'db' | 'market'>,
  { page, limit }: { page: number; limit: number },
): Promise<Page<ExchangeRateEntry>> {
  const pair = pairOf(context);
  const [rows, total] = await Promise.all([
    context.db
      .select({
        rate: exchangeRates.rate,
        effectiveAt: exchangeRates.effectiveAt,
        setBy: setByText,
      })
      .from(exchangeRates)
      .leftJoin(staffMembers, sql`${staffMembers.id}::text = ${exchangeRates.setBy}`)
      .where(pair)
      .orderBy(desc(exchangeRates.effectiveAt), desc(exchangeRates.id))
      .limit(limit)
      .offset((page - 1) * limit),
    context.db.$count(exchangeRates, pair),
  ]);
  return { items: rows.map((row) => toEntry(row, context.market.currency)), page, limit, total };
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
  const now = context.now();
  const entry = await context.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ rate: exchangeRates.rate, effectiveAt: exchangeRates.effectiveAt })
      .from(exchangeRates)
      .where(and(pairOf(context), lte(exchangeRates.effectiveAt, now)))
      .orderBy(desc(exchangeRates.effectiveAt), desc(exchangeRates.id))
      .limit(1);
    const row = writtenRow(
      await tx
        .insert(exchangeRates)
        .values({
          fromCurrency: 'CNY',
          toCurrency: context.market.currency,
          rate: input.rate,
          effectiveAt: now,
          setBy: staffId,
        })
        .returning(),
    );
    const [staff] = await tx
      .select({ email: staffMembers.email })
      .from(staffMembers)
      .where(eq(staffMembers.id, staffId));
    const entry = toEntry({ ...row, setBy: staff?.email ?? staffId }, context.market.currency);
    await writeAudit(tx, {
      actorType: 'staff',
      actorId: staffId,
      action: 'exchange_rate.set',
      subject: { entity: 'exchange_rate', id: row.id },
      before: previous
        ? {
            from: 'CNY',
            to: context.market.currency,
            rate: previous.rate,
            set_at: previous.effectiveAt.toISOString(),
          }
        : null,
      after: { ...entry.exchange_rate, set_at: entry.set_at },
      at: now,
    });
    return entry;
  });
  // After the commit: a read between the forget and the commit would keep the old rate.
  context.currentRate.forget();
  return entry;
}
