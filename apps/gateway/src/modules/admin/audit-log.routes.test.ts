import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { callPastTheLimit, rateLimitedApp } from '../../testing/rate-limit';
import { writeAudit } from './audit';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('audit log on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  let staffId: string;
  let customerId: string;
  let voucherId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const member = await createStaff(t);
    staffId = member.id;
    staff = await staffAuth(t, member);
    customerId = (await createCustomer(t)).id;
    const at = (minutes: number) => new Date(t.clock.now.getTime() - (60 - minutes) * 60_000);
    // A row as the identity module writes it (a bare subject), and one as the seed writes it.
    await t.handle.db.insert(auditLog).values([
      {
        actorType: 'system',
        action: 'database_seeded',
        subject: 'id',
        data: { banks: 12 },
        at: at(1),
      },
      {
        actorType: 'customer',
        actorId: customerId,
        action: 'password_changed',
        subject: customerId,
        at: at(2),
      },
    ]);
    await writeAudit(t.handle.db, {
      actorType: 'system',
      actorId: null,
      action: 'order.cancel_unpaid',
      subject: { entity: 'order', id: 'IDL-20260302-000001' },
      before: { status: 'waiting_payment' },
      after: { status: 'canceled' },
      at: at(3),
    });
    // A staff action through the API: the newest line.
    const created = await t.call({
      method: 'POST',
      url: '/admin/vouchers',
      headers: staff,
      payload: {
        title: 'Audit',
        valid_from: t.clock.now.toISOString(),
        valid_until: new Date(t.clock.now.getTime() + 86_400_000).toISOString(),
        quota: 1,
        stackable: true,
        discount: { kind: 'fixed', amount: { amount: 1000, currency: 'IDR' } },
      },
    });
    voucherId = created.body.data.id;
  });
  afterAll(() => t.close());

  const read = (query = '') =>
    t.call({ method: 'GET', url: `/admin/audit-log${query}`, headers: staff });
  const actions = (answer: { body: { data: { items: { action: string }[] } } }) =>
    answer.body.data.items.map((entry) => entry.action);

  it('lists what happened newest first, with who, what, which record and the facts', async () => {
    const answer = await read();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ page: 1, limit: 10, total: 4 });
    expect(actions(answer)).toEqual([
      'voucher.create',
      'order.cancel_unpaid',
      'password_changed',
      'database_seeded',
    ]);
    const [voucher, order, password, seed] = answer.body.data.items;
    expect(voucher).toEqual({
      id: expect.any(String),
      at: t.clock.now.toISOString(),
      actor: 'staff',
      actor_id: staffId,
      action: 'voucher.create',
      entity: 'voucher',
      entity_id: voucherId,
      details: { before: null, after: expect.objectContaining({ id: voucherId, title: 'Audit' }) },
    });
    expect(order).toMatchObject({
      actor: 'system',
      actor_id: null,
      entity: 'order',
      entity_id: 'IDL-20260302-000001',
      details: { before: { status: 'waiting_payment' }, after: { status: 'canceled' } },
    });
    // Rows written before writeAudit: the record id is kept, its kind is not known.
    expect(password).toMatchObject({ actor: 'customer', entity: '', entity_id: customerId });
    expect(seed).toMatchObject({ entity: '', entity_id: 'id', details: { banks: 12 } });
  });

  it.each([
    ['actor=staff', ['voucher.create']],
    ['actor=system', ['order.cancel_unpaid', 'database_seeded']],
    ['entity=order', ['order.cancel_unpaid']],
    ['entity=ord', []],
    ['entity_id=IDL-20260302-000001', ['order.cancel_unpaid']],
    ['entity=voucher&entity_id=IDL-20260302-000001', []],
  ])('filters by %s', async (query, expected) => {
    expect(actions(await read(`?${query}`))).toEqual(expected);
  });

  it('filters by actor id and by a record id of either form', async () => {
    expect(actions(await read(`?actor_id=${staffId}`))).toEqual(['voucher.create']);
    expect(actions(await read(`?actor_id=${customerId}`))).toEqual(['password_changed']);
    expect(actions(await read(`?entity_id=${customerId}`))).toEqual(['password_changed']);
    expect(actions(await read(`?entity=voucher&entity_id=${voucherId}`))).toEqual([
      'voucher.create',
    ]);
  });

  it('pages', async () => {
    const second = await read('?limit=3&page=2');
    expect(second.body.data).toMatchObject({ page: 2, limit: 3, total: 4 });
    expect(actions(second)).toEqual(['database_seeded']);
  });

  it.each([
    ['actor=robot', { actor: 'field.invalid' }],
    ['entity=', { entity: 'field.required' }],
    ['entity=%20%20', { entity: 'field.required' }],
    [`actor_id=${'x'.repeat(65)}`, { actor_id: 'field.too_long' }],
    ['limit=500', { limit: 'field.invalid' }],
  ])('refuses %s with 400', async (query, fields) => {
    const answer = await read(`?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
  });

  it('answers 401 to a guest and 404 to a customer', async () => {
    expect((await t.call({ method: 'GET', url: '/admin/audit-log' })).status).toBe(401);
    const customer = await t.call({
      method: 'GET',
      url: '/admin/audit-log',
      headers: await customerAuth(t, await createCustomer(t)),
    });
    expect(customer.status).toBe(404);
  });
});

describe.each(TEST_DATABASE_KINDS)('audit log rate limit on %s', (kind) => {
  const app = rateLimitedApp(kind);

  it('cuts the audit log off after the limit with 429', async () => {
    const t = app();
    const headers = await staffAuth(t, await createStaff(t));
    const { statuses } = await callPastTheLimit(t, () => ({
      method: 'GET',
      url: '/admin/audit-log',
      headers,
    }));
    expect(statuses).toEqual([200, 200, 429]);
  });
});
