import type { Locale, MarketConfig } from '@storefront/domain';
import { formatMoney, QUOTE_SLA_HOURS, REFUND_WINDOW_HOURS } from '@storefront/domain';

/** The CMS texts the storefront's pages read from `contents` (GET /oci/cms/seo). */
export const CMS_KEYS = [
  'seo_title',
  'seo_description',
  'terms',
  'privacy',
  'refund_policy',
  'about_us',
  'how_to_shop',
] as const;
export type CmsKey = (typeof CMS_KEYS)[number];

export interface FaqText {
  readonly question: string;
  readonly answer: string;
}

/** Every text of one language, with {placeholders} for the market's facts. */
export interface SiteTexts {
  readonly cms: Readonly<Record<CmsKey, string>>;
  readonly faq: readonly FaqText[];
}

/**
 * Texts are plain text: paragraphs separated by a blank line, list items starting with '- ' or
 * '1. '. Any page can show them with `white-space: pre-line`; none needs an HTML sanitizer.
 */
export function paragraphs(...parts: readonly string[]): string {
  return parts.join('\n\n');
}

/** '2x24' for 48 hours, the way SPEC §1 and customers say it; plain hours otherwise. */
export function dayWindow(hours: number): string {
  return hours % 24 === 0 ? `${hours / 24}x24` : String(hours);
}

/**
 * The values of the placeholders for one market in one locale. Texts never restate a market
 * fact: the minimum order, the level thresholds, the windows come from libs/domain here.
 */
export function siteTextValues(market: MarketConfig, locale: Locale): Record<string, string> {
  return {
    country:
      new Intl.DisplayNames([locale], { type: 'region' }).of(market.country) ?? market.country,
    minimumOrder: formatMoney(market.minimumOrder.default, locale),
    goldThreshold: formatMoney(market.levelThresholds.gold, locale),
    diamondThreshold: formatMoney(market.levelThresholds.diamond, locale),
    quoteWindow: dayWindow(QUOTE_SLA_HOURS),
    refundWindow: dayWindow(REFUND_WINDOW_HOURS),
    paymentWindowHours: String(market.paymentWindowHours),
  };
}

/** Replaces every {name}; an unknown name is a mistake in a text file and stops the seed. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {${name}} in a site text`);
    return value;
  });
}

/** One language's texts with the market's facts filled in, ready to store. */
export function fillSiteTexts(texts: SiteTexts, market: MarketConfig, locale: Locale): SiteTexts {
  const values = siteTextValues(market, locale);
  const fill = (text: string) => fillPlaceholders(text, values);
  return {
    cms: Object.fromEntries(CMS_KEYS.map((key) => [key, fill(texts.cms[key])])) as Record<
      CmsKey,
      string
    >,
    faq: texts.faq.map((entry) => ({ question: fill(entry.question), answer: fill(entry.answer) })),
  };
}
