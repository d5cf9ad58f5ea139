import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import {
  callAsGuestAndCustomer,
  createCustomer,
  createStaff,
  customerAuth,
  staffAuth,
} from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { callPastTheLimit, rateLimitedApp } from '../../testing/rate-limit';
import { hoursFrom, insertVoucher, voucherBody } from './testing/voucher-fixtures';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('staff vouchers on %s', (kind) => {
  let t: TestApp;
  let staffId: string;
  let staff: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const member = await createStaff(t);
    staffId = member.id;
    staff = await staffAuth(t, member);
  });
  afterAll(() => t.close());

  const tick = (ms = 60_000) => {
    t.clock.now = new Date(t.clock.now.getTime() + ms);
  };
  const create = (payload: object, headers: Headers = staff) =>
    t.call({ method: 'POST', url: '/admin/vouchers', headers, payload });
  const update = (id: string, payload: object, headers: Headers = staff) =>
    t.call({ method: 'PUT', url: `/admin/vouchers/${id}`, headers, payload });
  const auditOf = (id: string) =>
    t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `voucher:${id}`));

  describe('create', () => {
    it('creates a voucher with no claims yet, and writes it to the audit log', async () => {
      tick();
      const body = voucherBody(t);
      const answer = await create(body);
      expect(answer.status).toBe(201);
      const now = t.clock.now.toISOString();
      expect(answer.body.data).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ...body,
        claimed: 0,
        used: 0,
        created_at: now,
        updated_at: now,
      });
      const rows = await auditOf(answer.body.data.id);
      expect(rows).toEqual([
        expect.objectContaining({
          actorType: 'staff',
          actorId: staffId,
          action: 'voucher.create',
          at: t.clock.now,
          data: { before: null, after: answer.body.data },
        }),
      ]);
    });

    it('keeps a percentage with its cap, and a missing minimum spend as none', async () => {
      const { min_spend: _dropped, ...body } = voucherBody(t, {
        discount: { kind: 'percent', bps: 1250, cap: { amount: 300_000, currency: 'IDR' } },
      });
      const answer = await create(body);
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({
        discount: { kind: 'percent', bps: 1250, cap: { amount: 300_000, currency: 'IDR' } },
        min_spend: null,
      });
      const uncapped = await create(voucherBody(t, { discount: { kind: 'percent', bps: 500 } }));
      expect(uncapped.body.data.discount).toEqual({ kind: 'percent', bps: 500, cap: null });
    });

    it('is claimable by customers at once', async () => {
      const created = await create(voucherBody(t, { quota: 3 }));
      const customer = await customerAuth(t, await createCustomer(t));
      const claim = await t.call({
        method: 'POST',
        url: '/oci/voucher',
        headers: customer,
        payload: { voucher_id: created.body.data.id },
      });
      expect(claim.status).toBe(200);
      expect(claim.body.data).toMatchObject({ remaining: 2, is_claimed: true, stackable: false });
    });

    it.each([
      ['no title', { title: '   ' }, { title: 'field.required' }],
      ['a title over 100 characters', { title: 'x'.repeat(101) }, { title: 'field.too_long' }],
      ['a negative quota', { quota: -1 }, { quota: 'field.not_negative' }],
      ['a fractional quota', { quota: 2.5 }, { quota: 'field.number' }],
      [
        'an end not after the start',
        { valid_from: '2026-04-01T00:00:00.000Z', valid_until: '2026-04-01T00:00:00.000Z' },
        { valid_until: 'field.ends_before_start' },
      ],
      [
        'an instant with an offset',
        { valid_from: '2026-04-01T07:00:00+07:00' },
        { valid_from: 'field.invalid' },
      ],
      [
        'a percentage over 100 %',
        { discount: { kind: 'percent', bps: 10_001 } },
        { 'discount.bps': 'field.invalid' },
      ],
      ['an unknown kind', { discount: { kind: 'gift' } }, { 'discount.kind': 'field.invalid' }],
      [
        'a negative fixed amount',
        { discount: { kind: 'fixed', amount: { amount: -1, currency: 'IDR' } } },
        { 'discount.amount.amount': 'field.not_negative' },
      ],
      [
        'an amount in another currency',
        { discount: { kind: 'fixed', amount: { amount: 1000, currency: 'THB' } } },
        { 'discount.amount.currency': 'field.invalid' },
      ],
      [
        'a cap in another currency',
        { discount: { kind: 'percent', bps: 500, cap: { amount: 1000, currency: 'CNY' } } },
        { 'discount.cap.currency': 'field.invalid' },
      ],
      [
        'a minimum spend in another currency',
        { min_spend: { amount: 1000, currency: 'KZT' } },
        { 'min_spend.currency': 'field.invalid' },
      ],
    ])('refuses %s with 400', async (_label, overrides, fields) => {
      const answer = await create(voucherBody(t, overrides));
      expect(answer.status).toBe(400);
      expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
    });

    it('refuses a new voucher that ends now or earlier, accepts one ending a millisecond later', async () => {
      const endsNow = await create(
        voucherBody(t, {
          valid_from: hoursFrom(t, -2).toISOString(),
          valid_until: t.clock.now.toISOString(),
        }),
      );
      expect(endsNow.status).toBe(400);
      expect(endsNow.body).toEqual({
        status: 400,
        message: 'Beberapa isian belum benar',
        data: { code: 'validation_failed', fields: { valid_until: 'field.in_the_past' } },
      });
      const justAfter = await create(
        voucherBody(t, {
          valid_from: hoursFrom(t, -2).toISOString(),
          valid_until: new Date(t.clock.now.getTime() + 1).toISOString(),
        }),
      );
      expect(justAfter.status).toBe(201);
    });
  });

  describe('update', () => {
    it('replaces the terms, keeps the counts, and audits before and after', async () => {
      const created = await create(voucherBody(t));
      const id = created.body.data.id as string;
      tick();
      const body = voucherBody(t, {
        title: 'Gratis Ongkir Rp 100.000',
        quota: 50,
        stackable: true,
        discount: { kind: 'percent', bps: 700, cap: null },
        min_spend: null,
      });
      const answer = await update(id, body);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        ...body,
        id,
        claimed: 0,
        used: 0,
        created_at: created.body.data.created_at,
        updated_at: t.clock.now.toISOString(),
      });
      const rows = await auditOf(id);
      const edit = rows.find((row) => row.action === 'voucher.update');
      expect(edit).toMatchObject({
        actorType: 'staff',
        actorId: staffId,
        at: t.clock.now,
        data: { before: created.body.data, after: answer.body.data },
      });
      const listed = await t.call({
        method: 'GET',
        url: '/admin/vouchers?limit=100',
        headers: staff,
      });
      expect(listed.body.data.items.find((v: { id: string }) => v.id === id)).toEqual(
        answer.body.data,
      );
    });

    it('lowers the quota to exactly the claims made, never below', async () => {
      const voucher = await insertVoucher(t, { quota: 20, claimed: 7, used: 2 });
      const below = await update(voucher.id, voucherBody(t, { quota: 6 }));
      expect(below.status).toBe(400);
      expect(below.body.data).toEqual({
        code: 'validation_failed',
        fields: { quota: 'field.invalid' },
      });
      const exact = await update(voucher.id, voucherBody(t, { quota: 7 }));
      expect(exact.status).toBe(200);
      expect(exact.body.data).toMatchObject({ quota: 7, claimed: 7, used: 2 });
      // Nothing left to claim: the next customer hears that it has run out.
      const claim = await t.call({
        method: 'POST',
        url: '/oci/voucher',
        headers: await customerAuth(t, await createCustomer(t)),
        payload: { voucher_id: voucher.id },
      });
      expect(claim.body.data).toEqual({ code: 'voucher_exhausted' });
    });

    it('retires a voucher by ending its window now: customers can no longer claim or see it', async () => {
      const created = await create(voucherBody(t, { title: 'Pensiun' }));
      const id = created.body.data.id as string;
      const retired = await update(
        id,
        voucherBody(t, {
          title: 'Pensiun',
          valid_from: created.body.data.valid_from,
          valid_until: t.clock.now.toISOString(),
        }),
      );
      expect(retired.status).toBe(200);
      tick(1);
      const customer = await customerAuth(t, await createCustomer(t));
      const claim = await t.call({
        method: 'POST',
        url: '/oci/voucher',
        headers: customer,
        payload: { voucher_id: id },
      });
      expect(claim.status).toBe(422);
      expect(claim.body.data).toEqual({ code: 'voucher_expired' });
      const offer = await t.call({
        method: 'GET',
        url: '/oci/profile/vouchers?limit=100',
        headers: customer,
      });
      expect(offer.body.data.items.map((v: { id: string }) => v.id)).not.toContain(id);
    });

    it('refuses another market’s currency on an edit too', async () => {
      const voucher = await insertVoucher(t);
      const answer = await update(
        voucher.id,
        voucherBody(t, { min_spend: { amount: 100, currency: 'THB' } }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields).toEqual({ 'min_spend.currency': 'field.invalid' });
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])(
      'answers 404 for a voucher that does not exist (%s)',
      async (id) => {
        const answer = await update(id, voucherBody(t));
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe('Data tidak ditemukan');
      },
    );

    it('validates the body before looking the voucher up', async () => {
      const answer = await update('00000000-0000-4000-8000-000000000000', { title: 'x' });
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields).toMatchObject({
        quota: 'field.number',
        stackable: 'field.invalid',
      });
    });
  });

  describe('list', () => {
    it('pages every voucher newest first with its counts', async () => {
      const local = await createTestApp(kind);
      try {
        const headers = await staffAuth(local, await createStaff(local));
        const ids: string[] = [];
        for (const title of ['Satu', 'Dua', 'Tiga']) {
          local.clock.now = new Date(local.clock.now.getTime() + 60_000);
          const answer = await local.call({
            method: 'POST',
            url: '/admin/vouchers',
            headers,
            payload: voucherBody(local, { title }),
          });
          ids.push(answer.body.data.id);
        }
        const first = await local.call({ method: 'GET', url: '/admin/vouchers?limit=2', headers });
        expect(first.status).toBe(200);
        expect(first.body.data).toMatchObject({ page: 1, limit: 2, total: 3 });
        expect(first.body.data.items.map((v: { title: string }) => v.title)).toEqual([
          'Tiga',
          'Dua',
        ]);
        const second = await local.call({
          method: 'GET',
          url: '/admin/vouchers?limit=2&page=2',
          headers,
        });
        expect(second.body.data.items).toEqual([
          expect.objectContaining({ id: ids[0], title: 'Satu', quota: 200, claimed: 0, used: 0 }),
        ]);
      } finally {
        await local.close();
      }
    });

    it('refuses a bad page with 400', async () => {
      const answer = await t.call({
        method: 'GET',
        url: '/admin/vouchers?limit=0',
        headers: staff,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toEqual({
        code: 'validation_failed',
        fields: { limit: 'field.invalid' },
      });
    });
  });

  it.each([
    ['GET', '/admin/vouchers'],
    ['POST', '/admin/vouchers'],
    ['PUT', '/admin/vouchers/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s: 401 for a guest, 404 for a customer', async (method, url) => {
    const payload = method === 'GET' ? undefined : voucherBody(t);
    const { guest, customer } = await callAsGuestAndCustomer(t, { method, url, payload });
    expect(guest.status).toBe(401);
    expect(guest.body.message).toBe('Silahkan login');
    expect(customer.status).toBe(404);
    expect(customer.body).toEqual({
      status: 404,
      message: 'Data tidak ditemukan',
      data: { code: 'not_found' },
    });
  });
});

describe.each(TEST_DATABASE_KINDS)('staff voucher rate limit on %s', (kind) => {
  const app = rateLimitedApp(kind);

  it.each([
    ['GET', '/admin/vouchers'],
    ['POST', '/admin/vouchers'],
    ['PUT', '/admin/vouchers/:id'],
  ] as const)('cuts %s %s off after the limit with 429', async (method, path) => {
    const t = app();
    const headers = await staffAuth(t, await createStaff(t));
    const voucher = await insertVoucher(t);
    const url = path.replace(':id', voucher.id);
    const { statuses, last } = await callPastTheLimit(t, () => ({
      method,
      url: `${url}?langcode=en`,
      headers,
      ...(method === 'GET' ? {} : { payload: voucherBody(t) }),
    }));
    expect(statuses.slice(0, 2)).toEqual([
      method === 'POST' ? 201 : 200,
      method === 'POST' ? 201 : 200,
    ]);
    expect(statuses[2]).toBe(429);
    expect(last).toEqual({
      status: 429,
      message: 'Too many requests. Please wait a moment and try again',
      data: { code: 'too_many_requests' },
    });
  });
});
