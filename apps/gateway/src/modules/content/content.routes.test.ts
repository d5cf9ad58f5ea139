import { ID_MARKET } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsContents, exchangeRates, faqEntries } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { RATE_LIMITED_ENV, callPastTheLimit } from '../../testing/rate-limit';

const HOUR = 3_600_000;

describe.each(TEST_DATABASE_KINDS)('content routes on %s', (kind) => {
  describe('GET /oci/cms/seo (Indonesian market)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
      await t.handle.db.insert(cmsContents).values([
        { key: 'seo_title', language: 'id', body: 'Impor grosir dari Tiongkok' },
        { key: 'seo_title', language: 'en', body: 'Wholesale import from China' },
        { key: 'terms', language: 'en', body: 'Terms in English' },
        { key: 'about', language: 'th', body: 'เกี่ยวกับเรา' },
        { key: 'privacy', language: 'ru', body: 'Только по-русски' },
      ]);
      await t.handle.db.insert(faqEntries).values([
        { language: 'id', position: '10', question: 'Q10 id', answer: 'A10 id' },
        { language: 'id', position: '2', question: 'Q2 id', answer: 'A2 id' },
        { language: 'id', position: '1', question: 'Q1 id', answer: 'A1 id' },
        { language: 'en', position: '1', question: 'Q1 en', answer: 'A1 en' },
      ]);
    });
    afterAll(() => t.close());

    it('serves the market facts as the web configuration, without a token', async () => {
      const answer = await t.call({ method: 'GET', url: '/oci/cms/seo?langcode=en' });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(200);
      expect(answer.body.data.config).toEqual({
        market: 'id',
        currency: 'IDR',
        locales: ['id-ID', 'en-US'],
        default_locale: 'id-ID',
        time_zone: 'Asia/Singapore',
        show_register_button: true,
        // The market allows Google sign-in, but this gateway has no client id configured.
        google_login: false,
        // The market's own list, in its order (libs/domain): the gateway passes it on unchanged.
        payment_methods: ID_MARKET.paymentMethods,
        minimum_order: {
          default: { amount: 1_000_000, currency: 'IDR' },
          alibaba: { amount: 1_000_000, currency: 'IDR' },
          oci: { amount: 1, currency: 'IDR' },
          oem: { amount: 10_000_000, currency: 'IDR' },
        },
        level_thresholds: {
          gold: { amount: 100_000_000, currency: 'IDR' },
          diamond: { amount: 500_000_000, currency: 'IDR' },
        },
        payment_window_hours: 24,
      });
    });

    it('gives the texts in English when English is asked, leaving out other languages', async () => {
      const answer = await t.call({ method: 'GET', url: '/oci/cms/seo?langcode=en' });
      expect(answer.body.data.contents).toEqual({
        seo_title: 'Wholesale import from China',
        terms: 'Terms in English',
      });
      expect(answer.body.data.faq).toEqual([{ question: 'Q1 en', answer: 'A1 en' }]);
    });

    it('gives Indonesian texts, falling back to English per text, and the FAQ in position order', async () => {
      const answer = await t.call({
        method: 'GET',
        url: '/oci/cms/seo',
        headers: { 'x-language-code': 'id' },
      });
      expect(answer.body.data.contents).toEqual({
        seo_title: 'Impor grosir dari Tiongkok',
        terms: 'Terms in English',
      });
      expect(answer.body.data.faq.map((entry: { question: string }) => entry.question)).toEqual([
        'Q1 id',
        'Q2 id',
        'Q10 id',
      ]);
    });

    it('falls back to the market language before English for a language with few texts', async () => {
      const answer = await t.call({ method: 'GET', url: '/oci/cms/seo?langcode=th' });
      expect(answer.body.data.contents).toEqual({
        seo_title: 'Impor grosir dari Tiongkok',
        terms: 'Terms in English',
        about: 'เกี่ยวกับเรา',
      });
      // No Thai FAQ: the whole Indonesian one, never a mix of two languages.
      expect(answer.body.data.faq).toHaveLength(3);
      expect(answer.body.data.faq[0]).toEqual({ question: 'Q1 id', answer: 'A1 id' });
    });

    it('reads an unknown language as the market default', async () => {
      const answer = await t.call({ method: 'GET', url: '/oci/cms/seo?langcode=xx' });
      expect(answer.body.data.contents.seo_title).toBe('Impor grosir dari Tiongkok');
    });
  });

  describe('GET /oci/cms/seo (Thai market, Google sign-in configured)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: { MARKET: 'th' },
        adapters: (defaults) => ({ ...defaults, google: { verify: async () => null } }),
      });
    });
    afterAll(() => t.close());

    it('serves the Thai facts: baht, Thai first, no register button, Google on', async () => {
      const answer = await t.call({ method: 'GET', url: '/oci/cms/seo' });
      expect(answer.status).toBe(200);
      const config = answer.body.data.config;
      expect(config.currency).toBe('THB');
      expect(config.locales).toEqual(['th-TH', 'en-US']);
      expect(config.default_locale).toBe('th-TH');
      expect(config.show_register_button).toBe(false);
      expect(config.google_login).toBe(true);
      expect(config.minimum_order.default).toEqual({ amount: 210_000, currency: 'THB' });
      expect(config.level_thresholds.gold).toEqual({ amount: 21_254_040, currency: 'THB' });
      // Nothing stored yet: empty texts and FAQ, still a valid answer.
      expect(answer.body.data.contents).toEqual({});
      expect(answer.body.data.faq).toEqual([]);
    });
  });

  describe('GET /oci/get-currency', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    it('answers not_found in the language asked while no rate exists', async () => {
      const indonesian = await t.call({ method: 'GET', url: '/oci/get-currency?id=id' });
      expect(indonesian.status).toBe(404);
      expect(indonesian.body).toEqual({
        status: 404,
        message: 'Data tidak ditemukan',
        data: { code: 'not_found' },
      });
      const english = await t.call({ method: 'GET', url: '/oci/get-currency?id=id&langcode=en' });
      expect(english.body.message).toBe('Data not found');
    });

    it('gives the market currency with the newest yuan rate in force', async () => {
      const now = t.clock.now.getTime();
      await t.handle.db.insert(exchangeRates).values([
        {
          fromCurrency: 'CNY',
          toCurrency: 'IDR',
          rate: '2250.5',
          effectiveAt: new Date(now - 48 * HOUR),
        },
        {
          fromCurrency: 'CNY',
          toCurrency: 'IDR',
          rate: '2300',
          effectiveAt: new Date(now - 24 * HOUR),
        },
        // Scheduled by staff for later: not in force yet.
        { fromCurrency: 'CNY', toCurrency: 'IDR', rate: '2400', effectiveAt: new Date(now + HOUR) },
        // Another market's currency, newer: never this market's answer.
        { fromCurrency: 'CNY', toCurrency: 'THB', rate: '5.01', effectiveAt: new Date(now - HOUR) },
      ]);
      const answer = await t.call({ method: 'GET', url: '/oci/get-currency?id=th' });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        currency: 'IDR',
        exchange_rate: { from: 'CNY', to: 'IDR', rate: '2300' },
        updated_at: new Date(now - 24 * HOUR).toISOString(),
      });
    });

    it('switches to a scheduled rate exactly when it takes effect', async () => {
      const start = t.clock.now;
      try {
        t.clock.now = new Date(start.getTime() + HOUR - 1);
        const before = await t.call({ method: 'GET', url: '/oci/get-currency?id=id' });
        expect(before.body.data.exchange_rate.rate).toBe('2300');
        t.clock.now = new Date(start.getTime() + HOUR);
        const at = await t.call({ method: 'GET', url: '/oci/get-currency?id=id' });
        expect(at.body.data.exchange_rate.rate).toBe('2400');
      } finally {
        t.clock.now = start;
      }
    });

    it('refuses a missing or unknown language code with a field error', async () => {
      const unknown = await t.call({ method: 'GET', url: '/oci/get-currency?id=xx&langcode=en' });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({
        status: 400,
        message: 'Some fields are not filled in correctly',
        data: { code: 'validation_failed', fields: { id: 'field.invalid' } },
      });
      const missing = await t.call({ method: 'GET', url: '/oci/get-currency' });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.data.fields)).toEqual(['id']);
    });
  });

  describe('rate limits', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: RATE_LIMITED_ENV });
      await t.handle.db
        .insert(exchangeRates)
        .values({ fromCurrency: 'CNY', toCurrency: 'IDR', rate: '2300', effectiveAt: new Date(0) });
    });
    afterAll(() => t.close());

    it.each([
      ['/oci/cms/seo?langcode=en', '10.0.0.1'],
      ['/oci/get-currency?id=id&langcode=en', '10.0.0.2'],
    ])('cuts %s off after the limit with 429', async (url, remoteAddress) => {
      const { statuses, last } = await callPastTheLimit(t, () => ({
        method: 'GET',
        url,
        remoteAddress,
      }));
      expect(statuses).toEqual([200, 200, 429]);
      expect(last).toEqual({
        status: 429,
        message: 'Too many requests. Please wait a moment and try again',
        data: { code: 'too_many_requests' },
      });
    });
  });
});
