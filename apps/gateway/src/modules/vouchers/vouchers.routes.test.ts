import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherClaims, vouchers } from '../../db/schema';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { callPastTheLimit, rateLimitedApp } from '../../testing/rate-limit';
import { hoursFrom, insertVoucher } from './testing/voucher-fixtures';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('customer vouchers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function signedIn() {
    const customer = await createCustomer(t);
    return { customer, headers: await customerAuth(t, customer) };
  }
  const claim = (headers: Headers, voucherId: unknown, query = '') =>
    t.call({
      method: 'POST',
      url: `/oci/voucher${query}`,
      headers,
      payload: { voucher_id: voucherId },
    });
  const list = (headers: Headers, query = '') =>
    t.call({ method: 'GET', url: `/oci/profile/vouchers${query}`, headers });
  const titles = (body: { data: { items: { title: string }[] } }) =>
    body.data.items.map((voucher) => voucher.title);

  describe('claiming', () => {
    it('claims a voucher: the caller holds it and one place fewer is left', async () => {
      const voucher = await insertVoucher(t, { quota: 30, claimed: 12 });
      const { customer, headers } = await signedIn();
      const answer = await claim(headers, voucher.id);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: 200,
        message: 'OK',
        data: {
          id: voucher.id,
          title: 'Potongan Rp 50.000',
          valid_from: voucher.validFrom.toISOString(),
          valid_until: voucher.validUntil.toISOString(),
          remaining: 17,
          is_claimed: true,
          is_used: false,
          stackable: true,
          discount: { kind: 'fixed', amount: { amount: 50_000, currency: 'IDR' } },
          min_spend: { amount: 500_000, currency: 'IDR' },
        },
      });
      const [stored] = await t.handle.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
      expect(stored?.claimed).toBe(13);
      const claims = await t.handle.db
        .select()
        .from(voucherClaims)
        .where(eq(voucherClaims.voucherId, voucher.id));
      expect(claims).toEqual([
        expect.objectContaining({ customerId: customer.id, claimedAt: t.clock.now, usedAt: null }),
      ]);
    });

    it('answers a second claim by the same customer with voucher_already_claimed, counting once', async () => {
      const voucher = await insertVoucher(t);
      const { headers } = await signedIn();
      expect((await claim(headers, voucher.id)).status).toBe(200);
      const again = await claim(headers, voucher.id);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        status: 409,
        message: 'Anda sudah mengklaim voucher ini',
        data: { code: 'voucher_already_claimed' },
      });
      const [stored] = await t.handle.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
      expect(stored?.claimed).toBe(1);
    });

    it('takes the very last place, then answers voucher_exhausted in the language asked', async () => {
      const voucher = await insertVoucher(t, { quota: 5, claimed: 4 });
      const last = await claim((await signedIn()).headers, voucher.id);
      expect(last.status).toBe(200);
      expect(last.body.data.remaining).toBe(0);
      const late = await claim((await signedIn()).headers, voucher.id, '?langcode=en');
      expect(late.status).toBe(409);
      expect(late.body).toEqual({
        status: 409,
        message: 'This voucher has run out',
        data: { code: 'voucher_exhausted' },
      });
    });

    it('tells a holder of an exhausted voucher that they already claimed it', async () => {
      const voucher = await insertVoucher(t, { quota: 1 });
      const { headers } = await signedIn();
      await claim(headers, voucher.id);
      const again = await claim(headers, voucher.id);
      expect(again.body.data).toEqual({ code: 'voucher_already_claimed' });
    });

    const MS = 1 / 3_600_000;
    it.each([
      ['exactly at its start', 200, null, 0, 24],
      ['exactly at valid_until (inclusive)', 200, null, -24, 0],
      ['one ms before its start', 422, 'voucher_not_started', MS, 24],
      ['one ms after valid_until', 422, 'voucher_expired', -24, -MS],
    ])('a claim %s answers %i %s', async (_label, status, code, fromHours, untilHours) => {
      const voucher = await insertVoucher(t, {
        validFrom: hoursFrom(t, fromHours),
        validUntil: hoursFrom(t, untilHours),
      });
      const answer = await claim((await signedIn()).headers, voucher.id);
      expect(answer.status).toBe(status);
      if (code) expect(answer.body.data).toEqual({ code });
    });

    it('names the reason in the customer language: expired, not started', async () => {
      const expired = await insertVoucher(t, {
        validFrom: hoursFrom(t, -48),
        validUntil: hoursFrom(t, -1),
      });
      const early = await insertVoucher(t, {
        validFrom: hoursFrom(t, 1),
        validUntil: hoursFrom(t, 48),
      });
      const { headers } = await signedIn();
      const a = await claim(headers, expired.id);
      expect([a.status, a.body.message]).toEqual([422, 'Voucher sudah kedaluwarsa']);
      const b = await claim(headers, early.id, '?langcode=en');
      expect([b.status, b.body.message]).toEqual([422, 'This voucher cannot be used yet']);
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])(
      'answers 404 for a voucher that does not exist (%s)',
      async (id) => {
        const answer = await claim((await signedIn()).headers, id);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({
          status: 404,
          message: 'Data tidak ditemukan',
          data: { code: 'not_found' },
        });
      },
    );

    it.each([
      [{}, { voucher_id: 'field.required' }],
      [{ voucher_id: '' }, { voucher_id: 'field.required' }],
      [{ voucher_id: 'x'.repeat(65) }, { voucher_id: 'field.too_long' }],
    ])('refuses the body %j with 400', async (payload, fields) => {
      const answer = await t.call({
        method: 'POST',
        url: '/oci/voucher',
        headers: (await signedIn()).headers,
        payload,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
    });
  });

  describe('listing', () => {
    it('lists what is on offer now, soonest to expire first, with the caller’s own flags', async () => {
      const local = await createTestApp(kind);
      try {
        const inHours = (hours: number) => hoursFrom(local, hours);
        const add = (title: string, over: Partial<typeof vouchers.$inferInsert>) =>
          insertVoucher(local, {
            title,
            quota: 10,
            discountKind: 'percent',
            discountAmount: null,
            discountBps: 1000,
            discountCap: 75_000,
            minSpend: null,
            validFrom: inHours(-1),
            validUntil: inHours(48),
            ...over,
          });
        const week = await add('Seminggu', { validUntil: inHours(24 * 7) });
        const ends = await add('Berakhir sekarang', { validUntil: local.clock.now });
        const held = await add('Sudah habis, milik saya', { quota: 1 });
        await add('Sudah habis', { quota: 2, claimed: 2 });
        await add('Belum mulai', { validFrom: inHours(1) });
        await add('Kedaluwarsa', { validFrom: inHours(-48), validUntil: inHours(-1) });
        const used = await add('Terpakai', { validUntil: inHours(24), minSpend: null });

        const customer = await createCustomer(local);
        const headers = await customerAuth(local, customer);
        const call = (voucherId: string) =>
          local.call({
            method: 'POST',
            url: '/oci/voucher',
            headers,
            payload: { voucher_id: voucherId },
          });
        expect((await call(held.id)).status).toBe(200);
        expect((await call(used.id)).status).toBe(200);
        await local.handle.db
          .update(voucherClaims)
          .set({ usedAt: local.clock.now })
          .where(
            and(eq(voucherClaims.voucherId, used.id), eq(voucherClaims.customerId, customer.id)),
          );

        const answer = await local.call({ method: 'GET', url: '/oci/profile/vouchers', headers });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ page: 1, limit: 10, total: 4 });
        expect(titles(answer.body)).toEqual([
          'Berakhir sekarang',
          'Terpakai',
          'Sudah habis, milik saya',
          'Seminggu',
        ]);
        const byTitle = Object.fromEntries(
          answer.body.data.items.map((v: { title: string }) => [v.title, v]),
        );
        expect(byTitle['Terpakai']).toMatchObject({
          is_claimed: true,
          is_used: true,
          min_spend: null,
        });
        expect(byTitle['Sudah habis, milik saya']).toMatchObject({
          is_claimed: true,
          is_used: false,
          remaining: 0,
        });
        expect(byTitle['Seminggu']).toEqual({
          id: week.id,
          title: 'Seminggu',
          valid_from: week.validFrom.toISOString(),
          valid_until: week.validUntil.toISOString(),
          remaining: 10,
          is_claimed: false,
          is_used: false,
          stackable: true,
          discount: { kind: 'percent', bps: 1000, cap: { amount: 75_000, currency: 'IDR' } },
          min_spend: null,
        });
        expect(byTitle['Berakhir sekarang']?.id).toBe(ends.id);

        // Another customer sees the same offer without the first one's claims.
        const other = await customerAuth(local, await createCustomer(local));
        const theirs = await local.call({
          method: 'GET',
          url: '/oci/profile/vouchers',
          headers: other,
        });
        expect(titles(theirs.body)).toEqual(['Berakhir sekarang', 'Terpakai', 'Seminggu']);
        expect(
          theirs.body.data.items.every((v: { is_claimed: boolean }) => v.is_claimed === false),
        ).toBe(true);

        // One ms later the voucher ending now is no longer on offer.
        local.clock.now = new Date(local.clock.now.getTime() + 1);
        const later = await local.call({ method: 'GET', url: '/oci/profile/vouchers', headers });
        expect(titles(later.body)).not.toContain('Berakhir sekarang');

        const paged = await local.call({
          method: 'GET',
          url: '/oci/profile/vouchers?page=2&limit=2',
          headers,
        });
        expect(paged.body.data).toMatchObject({ page: 2, limit: 2, total: 3 });
        expect(titles(paged.body)).toEqual(['Seminggu']);
      } finally {
        await local.close();
      }
    });

    it.each([
      ['page=0', { page: 'field.invalid' }],
      ['limit=101', { limit: 'field.invalid' }],
      ['page=dua', { page: 'field.number' }],
    ])('refuses the query %s with 400', async (query, fields) => {
      const answer = await list((await signedIn()).headers, `?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
    });
  });

  it.each([
    ['GET', '/oci/profile/vouchers'],
    ['POST', '/oci/voucher'],
  ] as const)('%s %s answers 401 without a customer token', async (method, url) => {
    const payload = { voucher_id: '00000000-0000-4000-8000-000000000000' };
    const guest = await t.call({ method, url, payload });
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({
      status: 401,
      message: 'Silahkan login',
      data: { code: 'unauthorized' },
    });
    const staff = await t.call({
      method,
      url,
      payload,
      headers: await staffAuth(t, await createStaff(t)),
    });
    expect(staff.status).toBe(401);
  });
});

describe.each(TEST_DATABASE_KINDS)('customer voucher rate limit on %s', (kind) => {
  const app = rateLimitedApp(kind);

  it.each([
    ['GET', '/oci/profile/vouchers'],
    ['POST', '/oci/voucher'],
  ] as const)('cuts %s %s off after the limit with 429', async (method, url) => {
    const t = app();
    const headers = await customerAuth(t, await createCustomer(t));
    const voucher = await insertVoucher(t);
    const { statuses, last } = await callPastTheLimit(t, () => ({
      method,
      url: `${url}?langcode=en`,
      headers,
      ...(method === 'POST' ? { payload: { voucher_id: voucher.id } } : {}),
    }));
    expect(statuses[0]).toBe(200);
    expect(statuses[2]).toBe(429);
    expect(last).toEqual({
      status: 429,
      message: 'Too many requests. Please wait a moment and try again',
      data: { code: 'too_many_requests' },
    });
  });
});
