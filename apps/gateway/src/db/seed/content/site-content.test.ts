import type { LanguageCode, Locale, MarketId } from '@storefront/domain';
import { languageCode, MARKET_IDS, MARKETS } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import {
  CMS_KEYS,
  dayWindow,
  fillPlaceholders,
  fillSiteTexts,
  paragraphs,
  siteTextValues,
} from './site-content';
import { SITE_TEXTS } from './site-texts';

const MARKET_LOCALES: [MarketId, Locale][] = MARKET_IDS.flatMap((id) =>
  MARKETS[id].locales.map((locale): [MarketId, Locale] => [id, locale]),
);

/** How each language says that quality defects are the Chinese supplier's responsibility. */
const SUPPLIER_RESPONSIBILITY: Readonly<Partial<Record<LanguageCode, string>>> = {
  en: 'responsibility of the Chinese supplier',
  id: 'tanggung jawab supplier di China',
  th: 'ความรับผิดชอบของซัพพลายเออร์ในประเทศจีน',
  kk: 'Қытайдағы жеткізуші жауап береді',
  ru: 'отвечает китайский поставщик',
};

describe.each(MARKET_LOCALES)('site texts of market %s in %s', (marketId, locale) => {
  const market = MARKETS[marketId];
  const language = languageCode(locale);
  const raw = SITE_TEXTS[language];
  const texts = raw && fillSiteTexts(raw, market, locale);

  it('exist for every CMS key, filled, with no placeholder left', () => {
    expect(texts).toBeDefined();
    for (const key of CMS_KEYS) {
      expect(texts?.cms[key].trim(), key).not.toBe('');
      expect(texts?.cms[key], key).not.toMatch(/[{}]/);
    }
  });

  it('state the 2x24-hour complaint window and the supplier’s duty for quality refunds', () => {
    expect(texts?.cms.refund_policy).toContain('2x24');
    expect(texts?.cms.refund_policy).toContain(SUPPLIER_RESPONSIBILITY[language]);
  });

  it('quote the market’s own minimum order, as the shopper reads money', () => {
    const values = siteTextValues(market, locale);
    expect(texts?.cms.how_to_shop).toContain(values['minimumOrder']);
    expect(texts?.faq.map((entry) => entry.answer).join(' ')).toContain(values['goldThreshold']);
  });

  it('answer the same FAQ as every other language, none of it empty', () => {
    expect(texts?.faq).toHaveLength(SITE_TEXTS.en?.faq.length ?? 0);
    for (const entry of texts?.faq ?? []) {
      expect(entry.question.trim()).not.toBe('');
      expect(entry.answer.trim()).not.toBe('');
      expect(`${entry.question}${entry.answer}`).not.toMatch(/[{}]/);
    }
  });
});

describe('siteTextValues', () => {
  it.each<[MarketId, Locale, string, string]>([
    ['id', 'id-ID', 'Indonesia', 'Rp 1.000.000'],
    ['th', 'th-TH', 'ไทย', '฿2,100.00'],
    ['th', 'en-US', 'Thailand', 'THB 2,100.00'],
    ['kz', 'en-US', 'Kazakhstan', 'KZT 31,000.00'],
  ])('gives market %s in %s its country and minimum order', (id, locale, country, minimum) => {
    const values = siteTextValues(MARKETS[id], locale);
    expect(values['country']).toBe(country);
    expect(values['minimumOrder']?.replace(/\s/g, ' ')).toBe(minimum);
    expect(values['refundWindow']).toBe('2x24');
    expect(values['quoteWindow']).toBe('2x24');
    expect(values['paymentWindowHours']).toBe(String(MARKETS[id].paymentWindowHours));
  });
});

describe('dayWindow', () => {
  it.each([
    [48, '2x24'],
    [24, '1x24'],
    [47, '47'],
    [49, '49'],
    [36, '36'],
  ])('writes %i hours as %s', (hours, text) => {
    expect(dayWindow(hours)).toBe(text);
  });
});

describe('fillPlaceholders', () => {
  it('replaces every occurrence and leaves other text alone', () => {
    expect(fillPlaceholders('{a} and {a}, not a', { a: 'x' })).toBe('x and x, not a');
  });

  it('stops on a placeholder nobody fills, naming it', () => {
    expect(() => fillPlaceholders('within {refundWindw} hours', {})).toThrow('{refundWindw}');
  });
});

describe('paragraphs', () => {
  it('separates paragraphs with one blank line', () => {
    expect(paragraphs('One.', 'Two.')).toBe('One.\n\nTwo.');
  });
});
