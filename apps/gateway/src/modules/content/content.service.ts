import type { CONTRACT_BY_ID, EndpointResponse } from '@storefront/contract';
import type { LanguageCode, MarketConfig } from '@storefront/domain';
import { FALLBACK_LANGUAGE, languageCode } from '@storefront/domain';
import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { cmsContents, exchangeRates, faqEntries } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateReading } from '../../context/current-rate-cache';

export type SiteContent = EndpointResponse<typeof CONTRACT_BY_ID.getSiteContent>;
export type WebConfig = SiteContent['config'];
export type CurrencyAnswer = EndpointResponse<typeof CONTRACT_BY_ID.getCurrency>;

/**
 * The languages to look a text up in, best first: the one asked, the market's own, then the
 * catalogue's fallback. A text missing in Thai is shown in the market's language before English,
 * because a Thai customer more likely reads Thai-market Thai than English (decision 080).
 */
export function contentLanguages(asked: LanguageCode, market: MarketConfig): LanguageCode[] {
  return [...new Set([asked, languageCode(market.defaultLocale), FALLBACK_LANGUAGE])];
}

/**
 * The market facts the storefront renders from, straight from the market config. Google sign-in
 * is offered only when the market allows it AND this gateway can verify Google tokens, so the
 * button never leads to a call that must fail.
 */
export function webConfigFor(market: MarketConfig, googleConfigured: boolean): WebConfig {
  return {
    market: market.id,
    currency: market.currency,
    locales: [...market.locales],
    default_locale: market.defaultLocale,
    time_zone: market.timeZone,
    show_register_button: market.showRegisterButton,
    google_login: market.googleLogin && googleConfigured,
    payment_methods: [...market.paymentMethods],
    minimum_order: { ...market.minimumOrder },
    level_thresholds: {
      gold: market.levelThresholds.gold,
      diamond: market.levelThresholds.diamond,
    },
    payment_window_hours: market.paymentWindowHours,
  };
}

/** Positions are text ('2', '10', '10a'); staff expect '10' after '2'. */
const POSITION_ORDER = new Intl.Collator('en', { numeric: true });

export async function getSiteContent(
  context: Pick<AppContext, 'db' | 'market' | 'adapters'>,
  asked: LanguageCode,
): Promise<SiteContent> {
  const languages = contentLanguages(asked, context.market);
  const rank = (language: string) => languages.indexOf(language as LanguageCode);

  const [contentRows, faqRows] = await Promise.all([
    context.db
      .select({ key: cmsContents.key, language: cmsContents.language, body: cmsContents.body })
      .from(cmsContents)
      .where(inArray(cmsContents.language, languages)),
    context.db
      .select({
        language: faqEntries.language,
        position: faqEntries.position,
        question: faqEntries.question,
        answer: faqEntries.answer,
      })
      .from(faqEntries)
      .where(inArray(faqEntries.language, languages)),
  ]);

  // Per key, the best language that has it: one page may mix languages rather than go blank.
  const contents: Record<string, string> = {};
  const chosenRank = new Map<string, number>();
  for (const row of contentRows) {
    const current = chosenRank.get(row.key);
    if (current === undefined || rank(row.language) < current) {
      chosenRank.set(row.key, rank(row.language));
      contents[row.key] = row.body;
    }
  }

  // The FAQ is one list: take it whole from the best language that has one, never a mix of
  // questions in two languages.
  const faqLanguage = languages.find((language) =>
    faqRows.some((row) => row.language === language),
  );
  const faq = faqRows
    .filter((row) => row.language === faqLanguage)
    .sort((a, b) => POSITION_ORDER.compare(a.position, b.position))
    .map((row) => ({ question: row.question, answer: row.answer }));

  return {
    config: webConfigFor(context.market, context.adapters.google !== null),
    contents,
    faq,
  };
}

/**
 * The market currency with the newest yuan rate already in force. Every language a market
 * enables pays in the market's currency, so the language code picks nothing (decision 080); a
 * rate staff scheduled for later is not in force yet. No rate at all is not_found: the client
 * must not price in yuan against a made-up rate.
 */
export async function getCurrency(
  context: Pick<AppContext, 'db' | 'market' | 'now' | 'currentRate'>,
): Promise<CurrencyAnswer> {
  return context.currentRate.read(context.now().getTime(), () => readCurrency(context));
}

async function readCurrency(
  context: Pick<AppContext, 'db' | 'market' | 'now'>,
): Promise<RateReading<CurrencyAnswer>> {
  const currency = context.market.currency;
  const now = context.now();
  const pair = and(eq(exchangeRates.fromCurrency, 'CNY'), eq(exchangeRates.toCurrency, currency));
  const [row] = await context.db
    .select({ rate: exchangeRates.rate, effectiveAt: exchangeRates.effectiveAt })
    .from(exchangeRates)
    .where(and(pair, lte(exchangeRates.effectiveAt, now)))
    .orderBy(desc(exchangeRates.effectiveAt))
    .limit(1);
  if (!row) throw new AppError('not_found');
  // A rate stored for later ends the cached copy's life the moment it takes effect.
  const [next] = await context.db
    .select({ effectiveAt: exchangeRates.effectiveAt })
    .from(exchangeRates)
    .where(and(pair, gt(exchangeRates.effectiveAt, now)))
    .orderBy(asc(exchangeRates.effectiveAt))
    .limit(1);
  return {
    value: {
      currency,
      exchange_rate: { from: 'CNY', to: currency, rate: row.rate },
      updated_at: row.effectiveAt.toISOString(),
    },
    nextChangeMs: next ? next.effectiveAt.getTime() : null,
  };
}
