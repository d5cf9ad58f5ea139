import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../db/schema';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { callPastTheLimit, rateLimitedApp } from '../../testing/rate-limit';

describe.each(TEST_DATABASE_KINDS)('tracking routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function lastEvent(kindName: string) {
    const [row] = await t.handle.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.kind, kindName))
      .orderBy(desc(trackingEvents.at))
      .limit(1);
    return row;
  }

  describe('GET /tracking', () => {
    it('attributes the signed-in customer’s visit to its campaign', async () => {
      const customer = await createCustomer(t);
      const answer = await t.call({
        method: 'GET',
        url: '/tracking?utm_source=newsletter&utm_medium=email&utm_id=',
        headers: { ...(await customerAuth(t, customer)), 'x-session-id': 'fp-abc123' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 200, message: 'OK', data: null });
      const row = await lastEvent('visit');
      expect(row).toMatchObject({
        customerId: customer.id,
        sessionId: 'fp-abc123',
        // The empty utm_id says nothing about a campaign and is not kept.
        data: { utm_source: 'newsletter', utm_medium: 'email' },
        at: t.clock.now,
      });
    });

    it('asks for a login without a token', async () => {
      const answer = await t.call({ method: 'GET', url: '/tracking?utm_source=x' });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Silahkan login');
    });

    it('refuses a UTM value longer than 100 characters', async () => {
      const customer = await createCustomer(t);
      const answer = await t.call({
        method: 'GET',
        url: `/tracking?utm_source=${'a'.repeat(101)}&langcode=en`,
        headers: await customerAuth(t, customer),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toEqual({
        code: 'validation_failed',
        fields: { utm_source: 'field.too_long' },
      });
    });
  });

  describe('GET /oci/tracking-octf', () => {
    it('records a guest’s landing against the session id, no account needed', async () => {
      const answer = await t.call({
        method: 'GET',
        url: '/oci/tracking-octf?utm_source=facebook&utm_id=spring-26',
        headers: { 'x-session-id': 'guest-session-1' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toBeNull();
      expect(await lastEvent('campaign_landing')).toMatchObject({
        customerId: null,
        sessionId: 'guest-session-1',
        data: { utm_source: 'facebook', utm_id: 'spring-26' },
      });
    });

    it('ties the landing to the customer when a token comes along', async () => {
      const customer = await createCustomer(t);
      await t.call({
        method: 'GET',
        url: '/oci/tracking-octf?utm_source=tiktok',
        headers: await customerAuth(t, customer),
      });
      expect(await lastEvent('campaign_landing')).toMatchObject({
        customerId: customer.id,
        sessionId: null,
      });
    });

    it('drops a session id that is not a plain token instead of storing it', async () => {
      await t.call({
        method: 'GET',
        url: '/oci/tracking-octf?utm_source=odd',
        headers: { 'x-session-id': '<script>alert(1)</script>' },
      });
      expect(await lastEvent('campaign_landing')).toMatchObject({
        sessionId: null,
        data: { utm_source: 'odd' },
      });
    });

    it('refuses a UTM value longer than 100 characters', async () => {
      const answer = await t.call({
        method: 'GET',
        url: `/oci/tracking-octf?utm_medium=${'m'.repeat(101)}`,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields).toEqual({ utm_medium: 'field.too_long' });
    });
  });

  describe('GET /oci/tracking-octf/redirect', () => {
    it('answers the storefront home in the visitor’s language, the same for any address', async () => {
      const customer = await createCustomer(t);
      const known = await t.call({
        method: 'GET',
        url: `/oci/tracking-octf/redirect?email=${encodeURIComponent(customer.email.toUpperCase())}`,
      });
      const unknown = await t.call({
        method: 'GET',
        url: '/oci/tracking-octf/redirect?email=nobody@example.com',
      });
      expect(known.status).toBe(200);
      expect(known.body.data).toEqual({ redirect_path: '/id-ID' });
      expect(unknown.body).toEqual(known.body);
    });

    it('records the click against the account that owns the address', async () => {
      const customer = await createCustomer(t);
      await t.call({
        method: 'GET',
        url: `/oci/tracking-octf/redirect?email=${encodeURIComponent(customer.email)}`,
        headers: { 'x-session-id': 'mail-click-1' },
      });
      expect(await lastEvent('campaign_click')).toMatchObject({
        customerId: customer.id,
        sessionId: 'mail-click-1',
        data: { email: customer.email },
      });
    });

    it.each([
      ['en', '/en-US'],
      ['id', '/id-ID'],
      // Thai is not enabled in Indonesia: the market's default.
      ['th', '/id-ID'],
      ['//evil.example', '/id-ID'],
    ])('for langcode %s sends the visitor to %s, never off the storefront', async (lang, path) => {
      const answer = await t.call({
        method: 'GET',
        url: `/oci/tracking-octf/redirect?email=a@example.com&langcode=${encodeURIComponent(lang)}`,
      });
      expect(answer.body.data.redirect_path).toBe(path);
      expect(answer.body.data.redirect_path).toMatch(/^\/(?![/\\])/);
    });

    it('records the campaign the link names with the click', async () => {
      await t.call({
        method: 'GET',
        url: '/oci/tracking-octf/redirect?email=a@example.com&utm_source=newsletter&utm_id=',
      });
      expect(await lastEvent('campaign_click')).toMatchObject({
        customerId: null,
        data: { email: 'a@example.com', utm_source: 'newsletter' },
      });
    });

    describe('opened by a browser (the link in a mail or a chat)', () => {
      const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

      async function clicks(email: string) {
        const rows = await t.handle.db
          .select()
          .from(trackingEvents)
          .where(eq(trackingEvents.kind, 'campaign_click'));
        return rows.filter((row) => (row.data as { email?: string }).email === email);
      }

      it('redirects to the landing page with the campaign, counted once', async () => {
        const answer = await t.call({
          method: 'GET',
          url: '/oci/tracking-octf/redirect?email=wa-1@example.com&utm_source=whatsapp&utm_medium=chat&utm_id=promo%2012&langcode=en',
          headers: page,
        });
        expect(answer.status).toBe(302);
        expect(answer.response.headers.location).toBe(
          '/en-US?utm_source=whatsapp&utm_medium=chat&utm_id=promo+12',
        );
        expect(answer.response.headers['cache-control']).toBe('no-store');
        // The landing page reads this and does not count the arrival a second time.
        expect(answer.response.headers['set-cookie']).toBe(
          'campaign_counted=utm_source%3Dwhatsapp%26utm_medium%3Dchat%26utm_id%3Dpromo%2B12; Path=/; Max-Age=300; SameSite=Lax',
        );
        expect(await clicks('wa-1@example.com')).toHaveLength(1);
      });

      it('lands on the home without a campaign, and sets no cookie', async () => {
        const answer = await t.call({
          method: 'GET',
          url: '/oci/tracking-octf/redirect?email=plain@example.com',
          headers: page,
        });
        expect(answer.status).toBe(302);
        expect(answer.response.headers.location).toBe('/id-ID');
        expect(answer.response.headers['set-cookie']).toBeUndefined();
      });

      it('never leaves the storefront, whatever the language asked', async () => {
        const answer = await t.call({
          method: 'GET',
          url: '/oci/tracking-octf/redirect?email=a@example.com&langcode=%2F%2Fevil.example&utm_source=x',
          headers: page,
        });
        expect(answer.response.headers.location).toBe('/id-ID?utm_source=x');
      });

      it('counts no click for a link preview (HEAD)', async () => {
        const answer = await t.call({
          method: 'HEAD',
          url: '/oci/tracking-octf/redirect?email=preview@example.com&utm_source=whatsapp',
          headers: page,
        });
        expect(answer.status).toBe(302);
        expect(await clicks('preview@example.com')).toEqual([]);
      });

      it('answers a malformed link with the field error and counts nothing', async () => {
        const answer = await t.call({
          method: 'GET',
          url: `/oci/tracking-octf/redirect?email=bad@example.com&utm_source=${'a'.repeat(101)}`,
          headers: page,
        });
        expect(answer.status).toBe(400);
        expect(answer.body.data.fields).toEqual({ utm_source: 'field.too_long' });
        expect(await clicks('bad@example.com')).toEqual([]);
      });
    });

    it('refuses an address that is not an e-mail', async () => {
      const answer = await t.call({
        method: 'GET',
        url: '/oci/tracking-octf/redirect?email=not-an-email&langcode=en',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Some fields are not filled in correctly');
      expect(answer.body.data.fields).toEqual({ email: 'field.email' });
    });
  });

  describe('POST /oci/new-event', () => {
    it('records a named event with its properties for the customer', async () => {
      const customer = await createCustomer(t);
      const answer = await t.call({
        method: 'POST',
        url: '/oci/new-event',
        headers: await customerAuth(t, customer),
        payload: {
          name: 'product_viewed',
          properties: { product_id: 'P-1', price: 12, hpp: true },
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toBeNull();
      expect(await lastEvent('event')).toMatchObject({
        customerId: customer.id,
        data: { name: 'product_viewed', properties: { product_id: 'P-1', price: 12, hpp: true } },
      });
    });

    it('asks for a login without a token', async () => {
      const answer = await t.call({
        method: 'POST',
        url: '/oci/new-event?langcode=en',
        payload: { name: 'product_viewed' },
      });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Please log in');
    });

    it('refuses a malformed event name and a nested property', async () => {
      const customer = await createCustomer(t);
      const answer = await t.call({
        method: 'POST',
        url: '/oci/new-event',
        headers: await customerAuth(t, customer),
        payload: { name: 'Product Viewed', properties: { nested: { a: 1 } } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Beberapa isian belum benar');
      expect(answer.body.data.fields).toEqual({
        name: 'field.invalid',
        'properties.nested': 'field.invalid',
      });
    });
  });
});

describe.each(TEST_DATABASE_KINDS)('tracking rate limits on %s', (kind) => {
  const app = rateLimitedApp(kind);

  it.each([
    ['GET', '/tracking?utm_source=a', 'customer', '10.1.0.1'],
    ['GET', '/oci/tracking-octf?utm_source=a', 'guest', '10.1.0.2'],
    ['GET', '/oci/tracking-octf/redirect?email=a@example.com', 'guest', '10.1.0.3'],
    ['POST', '/oci/new-event', 'customer', '10.1.0.4'],
  ] as const)(
    'cuts %s %s off after the limit with 429',
    async (method, url, caller, remoteAddress) => {
      const t = app();
      // A customer is limited per account, a guest per address: each case gets its own budget.
      const headers = caller === 'customer' ? await customerAuth(t, await createCustomer(t)) : {};
      const { statuses, last } = await callPastTheLimit(t, () => ({
        method,
        url,
        headers,
        remoteAddress,
        ...(method === 'POST' ? { payload: { name: 'clicked' } } : {}),
      }));
      expect(statuses).toEqual([200, 200, 429]);
      expect(last).toEqual({
        status: 429,
        message: 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi',
        data: { code: 'too_many_requests' },
      });
    },
  );
});
