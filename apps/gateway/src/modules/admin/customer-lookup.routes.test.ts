import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { callPastTheLimit, rateLimitedApp } from '../../testing/rate-limit';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('customer lookup on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await staffAuth(t, await createStaff(t));
    const at = (minutes: number) => new Date(Date.parse('2026-02-01T00:00:00Z') + minutes * 60_000);
    const people = [
      {
        key: 'siti',
        email: 'siti.rahma@tokoberkah.co.id',
        namaDepan: 'Siti',
        namaBelakang: 'Rahmawati',
        telepon: '+6281298765432',
        totalOrder: 100_000_000,
        ktpVerified: true,
        createdAt: at(1),
      },
      {
        key: 'budi',
        email: 'budi.hartono@example.com',
        namaDepan: 'Budi',
        namaBelakang: 'Hartono',
        telepon: '+6285711112222',
        totalOrder: 99_999_999,
        createdAt: at(2),
      },
      {
        key: 'wulan',
        email: 'wulan_100%@example.com',
        namaDepan: 'Wulan',
        namaBelakang: '',
        telepon: null,
        emailVerifiedAt: null,
        totalOrder: 500_000_000,
        createdAt: at(3),
      },
      {
        key: 'gone',
        email: 'deleted-x@deleted.invalid',
        namaDepan: '',
        namaBelakang: '',
        telepon: null,
        deletedAt: at(4),
        createdAt: at(4),
      },
    ];
    for (const { key, ...row } of people) ids[key] = (await createCustomer(t, row)).id;
  });
  afterAll(() => t.close());

  const lookup = (query = '') =>
    t.call({ method: 'GET', url: `/admin/customers${query}`, headers: staff });
  const found = async (search: string) => {
    const answer = await lookup(`?search=${encodeURIComponent(search)}`);
    expect(answer.status).toBe(200);
    return answer.body.data.items.map((customer: { id: string }) => customer.id) as string[];
  };

  it('lists every live customer newest first, paged, with what staff need and no secret', async () => {
    const answer = await lookup('?limit=2');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(answer.body.data.items).toEqual([
      {
        id: ids['wulan'],
        email: 'wulan_100%@example.com',
        nama_lengkap: 'Wulan',
        level: 'diamond',
        telepon: null,
        sales_contact: null,
        is_verified: false,
        ktp_verified: false,
        total_order: { amount: 500_000_000, currency: 'IDR' },
        order_count: 0,
        created_at: '2026-02-01T00:03:00.000Z',
      },
      {
        id: ids['budi'],
        email: 'budi.hartono@example.com',
        nama_lengkap: 'Budi Hartono',
        level: 'silver',
        telepon: '+6285711112222',
        sales_contact: null,
        is_verified: true,
        ktp_verified: false,
        total_order: { amount: 99_999_999, currency: 'IDR' },
        order_count: 0,
        created_at: '2026-02-01T00:02:00.000Z',
      },
    ]);
    expect(answer.response.body).not.toMatch(/argon2|password/i);
    const last = await lookup('?limit=2&page=2');
    expect(last.body.data.items).toEqual([
      expect.objectContaining({ id: ids['siti'], level: 'gold', ktp_verified: true }),
    ]);
  });

  it.each([
    ['an e-mail fragment in any case', 'TOKOBERKAH', ['siti']],
    ['a first name', 'budi', ['budi']],
    ['a last name', 'rahma', ['siti']],
    ['first and last name together', 'Budi Hart', ['budi']],
    ['a shared fragment, newest first', 'example.com', ['wulan', 'budi']],
    ['a phone in national form', '0812-9876', ['siti']],
    ['a phone in international form', '+62 857 1111', ['budi']],
    ['a phone fragment of digits', '5432', ['siti']],
    ['a LIKE wildcard, literally', '_100%', ['wulan']],
    ['a percent sign nobody has', '%', ['wulan']],
    ['an underscore nobody else has', '_', ['wulan']],
    ['nothing that matches', 'zzz', []],
    ['surrounding spaces', '  siti  ', ['siti']],
  ])('finds by %s (%s)', async (_label, search, expected) => {
    expect(await found(search)).toEqual(expected.map((key) => ids[key]));
  });

  it('finds a customer by id, and never a deleted account', async () => {
    expect(await found(ids['budi'] ?? '')).toEqual([ids['budi']]);
    expect(await found(ids['gone'] ?? '')).toEqual([]);
    expect(await found('deleted')).toEqual([]);
  });

  it.each([
    ['search', 'x'.repeat(201), { search: 'field.too_long' }],
    ['page', '0', { page: 'field.invalid' }],
  ])('refuses a bad %s with 400', async (name, value, fields) => {
    const answer = await lookup(`?${name}=${value}`);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
  });

  it('answers 401 to a guest and 404 to a customer', async () => {
    expect((await t.call({ method: 'GET', url: '/admin/customers' })).status).toBe(401);
    const customer = await t.call({
      method: 'GET',
      url: '/admin/customers',
      headers: await customerAuth(t, await createCustomer(t)),
    });
    expect(customer.status).toBe(404);
    expect(customer.body.message).toBe('Data tidak ditemukan');
  });
});

describe.each(TEST_DATABASE_KINDS)('customer lookup rate limit on %s', (kind) => {
  const app = rateLimitedApp(kind);

  it('cuts the lookup off after the limit with 429', async () => {
    const t = app();
    const headers = await staffAuth(t, await createStaff(t));
    const { statuses } = await callPastTheLimit(t, () => ({
      method: 'GET',
      url: '/admin/customers',
      headers,
    }));
    expect(statuses).toEqual([200, 200, 429]);
  });
});
