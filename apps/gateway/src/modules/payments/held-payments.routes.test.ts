import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments } from '../../db/schema';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import type { CustomerRow } from '../identity';

type Headers = Record<string, string>;
const MINUTE = 60_000;

describe.each(TEST_DATABASE_KINDS)('held payments (staff) on %s', (kind) => {
  let t: TestApp;
  let budi: CustomerRow;
  let budiAuth: Headers;
  let staff: Headers;
  let staffMember: { id: string; email: string; name: string };

  /**
   * A payment as applyProviderEvent leaves it when the subject could not take the money: paid
   * and flagged (subject_already_paid, subject_not_payable), or a capture of another amount,
   * left pending and flagged (amount_mismatch). Without a reason: a normal paid payment, which
   * stands for its subject and is no one's review work.
   */
  async function held(
    reviewReason: string | null,
    { paidMinutesAgo = 0, paid = true, amount = 1_250_000 } = {},
  ): Promise<string> {
    const id = randomUUID();
    const at = new Date(t.clock.now.getTime() - paidMinutesAgo * MINUTE);
    await t.handle.db.insert(payments).values({
      id,
      customerId: budi.id,
      subjectKind: 'order_group',
      subjectId: `IDL-G-${id.slice(0, 4)}`,
      amount,
      currency: 'IDR',
      method: 'virtual_account',
      provider: 'simulator',
      providerRequestId: `sim-${id}`,
      providerPaymentId: paid ? `sim-py-${id}` : null,
      status: paid ? 'paid' : 'pending',
      idempotencyKey: `key-${id}`,
      requestFingerprint: 'fingerprint',
      description: 'Order group',
      reviewReason,
      paidAt: paid ? at : null,
      createdAt: at,
    });
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    budi = await createCustomer(t, { telepon: '+6281200000011' });
    budiAuth = await customerAuth(t, budi);
    const member = await createStaff(t);
    staffMember = member;
    staff = await staffAuth(t, member);
  });
  afterAll(() => t.close());

  const list = (query = '', headers: Headers = staff) =>
    t.call({ method: 'GET', url: `/admin/payments/held${query}`, headers });
  const resolve = (id: string, payload: object, headers: Headers = staff) =>
    t.call({ method: 'POST', url: `/admin/payments/${id}/resolve`, headers, payload });

  it('lists held payments newest first with their customer, and never a booked payment', async () => {
    const older = await held('subject_already_paid', { paidMinutesAgo: 30 });
    const newer = await held('subject_not_payable', { paidMinutesAgo: 5 });
    const mismatch = await held('amount_mismatch', { paidMinutesAgo: 1, paid: false });
    // A normal paid payment stands for its group: it is no one's review work.
    const booked = await held(null);

    const answer = await list('?resolved=false');
    expect(answer.status).toBe(200);
    const ids = answer.body.data.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual([mismatch, newer, older]);
    expect(ids).not.toContain(booked);
    expect(answer.body.data).toMatchObject({ page: 1, limit: 10, total: 3 });
    expect(answer.body.data.items[1]).toEqual({
      id: newer,
      subject_kind: 'order_group',
      subject_id: `IDL-G-${newer.slice(0, 4)}`,
      customer: {
        id: budi.id,
        email: budi.email,
        nama_lengkap: 'Budi Santoso',
        level: expect.any(String),
      },
      amount: { amount: 1_250_000, currency: 'IDR' },
      method: 'virtual_account',
      provider: 'simulator',
      provider_request_id: `sim-${newer}`,
      provider_payment_id: `sim-py-${newer}`,
      paid_at: new Date(t.clock.now.getTime() - 5 * MINUTE).toISOString(),
      review_reason: 'subject_not_payable',
      resolution: null,
    });
    expect(answer.body.data.items[0]).toMatchObject({
      review_reason: 'amount_mismatch',
      paid_at: null,
      provider_payment_id: null,
    });

    const paged = await list('?resolved=false&limit=2&page=2');
    expect(paged.body.data.items.map((item: { id: string }) => item.id)).toEqual([older]);
    expect(paged.body.data.total).toBe(3);
  });

  it('records who resolved a payment, how and when, with an audit line, and moves it out of the queue', async () => {
    const id = await held('subject_already_paid');
    t.clock.now = new Date(t.clock.now.getTime() + MINUTE);
    const answer = await resolve(id, {
      resolution: 'refunded',
      note: 'Refunded at Xendit, ref RF-123',
    });
    expect(answer.status).toBe(200);
    const resolution = {
      resolution: 'refunded',
      note: 'Refunded at Xendit, ref RF-123',
      resolved_at: t.clock.now.toISOString(),
      resolved_by: { id: staffMember.id, email: staffMember.email, name: staffMember.name },
    };
    expect(answer.body.data).toMatchObject({ id, resolution });

    // The money itself is untouched: still paid, still flagged.
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({
      status: 'paid',
      reviewReason: 'subject_already_paid',
      resolution: 'refunded',
      resolvedBy: staffMember.id,
      resolvedAt: t.clock.now,
    });

    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `payment:${id}`));
    expect(audit).toMatchObject({
      actorType: 'staff',
      actorId: staffMember.id,
      action: 'payment.resolve',
      at: t.clock.now,
      data: {
        before: { id, review_reason: 'subject_already_paid', resolution: null },
        after: { id, resolution },
      },
    });

    const waiting = await list('?resolved=false&limit=100');
    expect(waiting.body.data.items.map((item: { id: string }) => item.id)).not.toContain(id);
    const done = await list('?resolved=true');
    expect(done.body.data.items).toEqual([expect.objectContaining({ id, resolution })]);
  });

  it('refuses a second resolution with 409 and keeps the first', async () => {
    const id = await held('amount_mismatch', { paid: false });
    expect((await resolve(id, { resolution: 'booked', note: 'Booked by hand' })).status).toBe(200);
    const again = await resolve(id, { resolution: 'refunded', note: 'Refund instead' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      status: 409,
      message: 'Pembayaran ini sudah diselesaikan. Muat ulang halaman untuk melihat caranya',
      data: { code: 'payment_already_resolved' },
    });
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({ resolution: 'booked', resolutionNote: 'Booked by hand' });
    const lines = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `payment:${id}`));
    expect(lines).toHaveLength(1);
  });

  it('answers 404 for an unknown payment, a payment not held, or a malformed id', async () => {
    const booked = await held(null);
    const body = { resolution: 'booked', note: 'x' };
    expect((await resolve(booked, body)).status).toBe(404);
    expect((await resolve(randomUUID(), body)).status).toBe(404);
    expect((await resolve('not-a-uuid', body)).status).toBe(404);
  });

  it('is staff only: a customer gets 404, no token 401', async () => {
    const id = await held('subject_already_paid');
    expect((await list('', budiAuth)).status).toBe(404);
    expect((await resolve(id, { resolution: 'refunded', note: 'mine' }, budiAuth)).status).toBe(
      404,
    );
    expect((await list('', {})).status).toBe(401);
    expect((await resolve(id, { resolution: 'refunded', note: 'x' }, {})).status).toBe(401);
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.id, id));
    expect(row?.resolution).toBeNull();
  });

  it('answers 400 with field messages for a bad body or query', async () => {
    const id = await held('subject_already_paid');
    const answer = await resolve(id, { resolution: 'kept', note: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({
      code: 'validation_failed',
      fields: { resolution: 'field.invalid', note: 'field.required' },
    });
    const long = await resolve(id, { resolution: 'booked', note: 'n'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.data.fields).toEqual({ note: 'field.too_long' });
    expect((await list('?resolved=maybe')).status).toBe(400);
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.id, id));
    expect(row?.resolution).toBeNull();
  });
});
