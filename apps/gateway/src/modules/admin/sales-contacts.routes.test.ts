import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { takeNextSalesContact } from '../../db/sales-rotation';
import { auditLog, customers, salesContacts } from '../../db/schema';
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
import { solvedCaptcha } from '../captcha/testing';

type Headers = Record<string, string>;

const ROSTER = [
  { nama: 'Rina Wulandari', telepon: '+6281298765432' },
  { nama: 'Agus Pratama', telepon: '+6281311112222' },
  { nama: 'Dewi Lestari', telepon: '+6285733334444' },
] as const;

describe.each(TEST_DATABASE_KINDS)('sales contacts on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  let staffId: string;
  let registered = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    });
    const member = await createStaff(t);
    staffId = member.id;
    staff = await staffAuth(t, member);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each case starts with an empty roster (customers made earlier lose their contact).
    await t.handle.db.update(customers).set({ salesContactId: null });
    await t.handle.db.delete(salesContacts);
  });

  const addContact = (payload: object, headers: Headers = staff) =>
    t.call({ method: 'POST', url: '/admin/sales-contacts', headers, payload });
  const setActive = (id: string, active: unknown) =>
    t.call({
      method: 'PUT',
      url: `/admin/sales-contacts/${id}/active`,
      headers: staff,
      payload: { active },
    });
  const listContacts = () =>
    t.call({ method: 'GET', url: '/admin/sales-contacts', headers: staff });
  const assign = (customerId: string, salesContactId: string) =>
    t.call({
      method: 'PUT',
      url: `/admin/customers/${customerId}/sales-contact`,
      headers: staff,
      payload: { sales_contact_id: salesContactId },
    });

  /**
   * Adds the roster's first `size` people through the endpoint; their ids in roster order (typed
   * as three: a case reads only the ones it added).
   */
  async function addRoster(size: 1 | 2 | 3): Promise<[string, string, string]> {
    const ids: string[] = [];
    for (const person of ROSTER.slice(0, size)) {
      const answer = await addContact(person);
      expect(answer.status).toBe(201);
      ids.push(answer.body.data.id);
    }
    return ids as [string, string, string];
  }

  /** Registers a new buyer as the storefront does; the contact the account was given. */
  async function register(): Promise<string | null> {
    registered += 1;
    const email = `buyer.${registered}@example.co.id`;
    const answer = await t.call({
      method: 'POST',
      url: '/v1/auth/registration?langcode=id',
      payload: {
        captcha: await solvedCaptcha(t),
        namaDepan: 'Siti',
        namaBelakang: 'Rahayu',
        email,
        telepon: `+62812${String(10_000_000 + registered)}`,
        password: 'Rahasia123',
      },
    });
    expect(answer.status).toBe(201);
    const [row] = await t.handle.db
      .select({ salesContactId: customers.salesContactId })
      .from(customers)
      .where(eq(customers.email, email));
    return row?.salesContactId ?? null;
  }

  const auditLines = (subject: string) =>
    t.handle.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(auditLog.at);

  describe('the rotation', () => {
    it('hands three contacts out in turn, the least recently assigned first', async () => {
      const [a, b, c] = await addRoster(3);
      const given = [];
      for (let i = 0; i < 7; i += 1) given.push(await register());
      // Never-assigned contacts go first; ties (all never assigned) by id.
      const firstRound = [a, b, c].sort();
      expect(given).toEqual([...firstRound, ...firstRound, firstRound[0]]);
    });

    it('skips an inactive contact and takes it back in its old place once reactivated', async () => {
      const [a, b, c] = await addRoster(3);
      const order = [a, b, c].sort() as [string, string, string];
      expect((await setActive(order[1], false)).status).toBe(200);
      expect([await register(), await register(), await register()]).toEqual([
        order[0],
        order[2],
        order[0],
      ]);
      expect((await setActive(order[1], true)).status).toBe(200);
      // Never assigned, it is the least recently assigned of all.
      expect(await register()).toBe(order[1]);
      expect(await register()).toBe(order[2]);
    });

    it('gives no contact, and still registers, when none is active', async () => {
      expect(await register()).toBeNull();
      const [a] = await addRoster(1);
      await setActive(a, false);
      expect(await register()).toBeNull();
    });

    it('gives two registrations at the same moment two different contacts when two are active', async () => {
      const [a, b] = await addRoster(2);
      const given = await Promise.all([register(), register()]);
      expect(given.sort()).toEqual([a, b].sort());
    });

    it('shows the buyer the assigned contact in the profile', async () => {
      const [a] = await addRoster(1);
      const customer = await createCustomer(t, { salesContactId: a });
      const profile = await t.call({
        method: 'GET',
        url: '/oci/profile',
        headers: await customerAuth(t, customer),
      });
      expect(profile.body.data.sales).toEqual(ROSTER[0]);
    });

    // PGlite has a single connection: its transactions run one after another, so only a
    // server can hold one contact's lock while a second registration looks for the next.
    it.runIf(kind === 'postgres')(
      'passes over a contact another registration holds, without waiting for it',
      async () => {
        const [a, b] = (await addRoster(2)).slice(0, 2).sort();
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let first: string | null = null;
        const firstTx = t.handle.db.transaction(async (tx) => {
          first = await takeNextSalesContact(tx);
          await held;
        });
        while (first === null) await new Promise((done) => setTimeout(done, 5));
        const second = await t.handle.db.transaction((tx) => takeNextSalesContact(tx));
        release();
        await firstTx;
        expect([first, second]).toEqual([a, b]);
      },
    );
  });

  describe('the roster', () => {
    it('adds a contact, active and never assigned, and audits it', async () => {
      const answer = await addContact({ nama: ' Rina Wulandari ', telepon: '+6281298765432' });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toEqual({
        id: expect.any(String),
        nama: 'Rina Wulandari',
        telepon: '+6281298765432',
        active: true,
        last_assigned_at: null,
        customer_count: 0,
        created_at: t.clock.now.toISOString(),
      });
      const lines = await auditLines(`sales_contact:${answer.body.data.id}`);
      expect(lines).toMatchObject([
        {
          actorType: 'staff',
          actorId: staffId,
          action: 'sales_contact.create',
          data: { before: null, after: { nama: 'Rina Wulandari', active: true } },
        },
      ]);
    });

    it.each([
      ['a number that is not E.164', { nama: 'Rina', telepon: '081298765432' }, 'telepon'],
      ['a number outside any numbering plan', { nama: 'Rina', telepon: '+6212' }, 'telepon'],
      ['no name', { nama: ' ', telepon: '+6281298765432' }, 'nama'],
      ['a name with digits', { nama: 'R1na', telepon: '+6281298765432' }, 'nama'],
    ])('refuses %s with 400 and adds nothing', async (_label, payload, field) => {
      const answer = await addContact(payload);
      expect(answer.status).toBe(400);
      expect(answer.body.data.code).toBe('validation_failed');
      expect(Object.keys(answer.body.data.fields)).toEqual([field]);
      expect((await listContacts()).body.data.items).toEqual([]);
    });

    it('refuses a second contact with the same WhatsApp number', async () => {
      await addRoster(1);
      const again = await addContact({ nama: 'Someone Else', telepon: ROSTER[0].telepon });
      expect(again.status).toBe(400);
      expect(again.body.data).toEqual({
        code: 'validation_failed',
        fields: { telepon: 'field.invalid' },
      });
      expect((await listContacts()).body.data.items).toHaveLength(1);
    });

    it('lists the active contacts in rotation order, then the inactive ones, with their customers', async () => {
      const [a, b, c] = await addRoster(3);
      const order = [a, b, c].sort() as [string, string, string];
      const ids = async () =>
        (await listContacts()).body.data.items.map((item: { id: string }) => item.id);
      // Never assigned, all three tie: by id, as the rotation breaks ties.
      expect(await ids()).toEqual(order);
      await register(); // order[0] is now the most recent
      await setActive(order[2], false);
      const items = (await listContacts()).body.data.items;
      expect(items.map((item: { id: string }) => item.id)).toEqual([order[1], order[0], order[2]]);
      expect(items[1]).toMatchObject({ customer_count: 1, last_assigned_at: expect.any(String) });
      expect(items[2]).toMatchObject({ active: false, customer_count: 0 });
    });

    it('deactivates and reactivates a contact, audits each change, and writes nothing for no change', async () => {
      const [a] = await addRoster(1);
      const off = await setActive(a, false);
      expect(off.status).toBe(200);
      expect(off.body.data).toMatchObject({ id: a, active: false });
      expect((await setActive(a, false)).body.data.active).toBe(false);
      expect((await setActive(a, true)).body.data.active).toBe(true);
      const lines = await auditLines(`sales_contact:${a}`);
      expect(lines.map((line) => [line.action, (line.data as any).after.active])).toEqual([
        ['sales_contact.create', true],
        ['sales_contact.active_set', false],
        ['sales_contact.active_set', true],
      ]);
    });

    it('keeps the customers of a contact taken out of the rotation', async () => {
      const [a] = await addRoster(1);
      const customer = await createCustomer(t, { salesContactId: a });
      await setActive(a, false);
      const [row] = await t.handle.db
        .select({ salesContactId: customers.salesContactId })
        .from(customers)
        .where(eq(customers.id, customer.id));
      expect(row?.salesContactId).toBe(a);
    });

    it('answers 404 for an unknown contact and 400 for an active mark that is not a boolean', async () => {
      const [a] = await addRoster(1);
      expect((await setActive('00000000-0000-4000-8000-000000000000', false)).status).toBe(404);
      expect((await setActive('not-a-uuid', false)).status).toBe(404);
      const wrong = await setActive(a, 'no');
      expect(wrong.status).toBe(400);
      expect(wrong.body.data.fields).toEqual({ active: 'field.invalid' });
    });
  });

  describe("a customer's contact", () => {
    it('reassigns a customer, shows it in the lookup and audits the change', async () => {
      const [a, b] = await addRoster(2);
      const customer = await createCustomer(t, { salesContactId: a });
      const answer = await assign(customer.id, b);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ id: b, ...ROSTER[1], active: true });
      const lookup = await t.call({
        method: 'GET',
        url: `/admin/customers?search=${customer.id}`,
        headers: staff,
      });
      expect(lookup.body.data.items[0].sales_contact).toEqual({
        id: b,
        ...ROSTER[1],
        active: true,
      });
      expect(await auditLines(`customer:${customer.id}`)).toMatchObject([
        {
          action: 'customer.sales_contact_set',
          actorId: staffId,
          data: { before: { sales_contact_id: a }, after: { sales_contact_id: b } },
        },
      ]);
      // Choosing the contact the customer already has changes nothing and writes no line.
      expect((await assign(customer.id, b)).status).toBe(200);
      expect(await auditLines(`customer:${customer.id}`)).toHaveLength(1);
    });

    it('shows a customer without a contact as such in the lookup', async () => {
      const customer = await createCustomer(t);
      const lookup = await t.call({
        method: 'GET',
        url: `/admin/customers?search=${customer.id}`,
        headers: staff,
      });
      expect(lookup.body.data.items[0].sales_contact).toBeNull();
    });

    it('refuses an inactive or unknown contact with 400, and an unknown or deleted customer with 404', async () => {
      const [a, b] = await addRoster(2);
      const customer = await createCustomer(t, { salesContactId: a });
      await setActive(b, false);
      for (const contact of [b, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const answer = await assign(customer.id, contact);
        expect(answer.status).toBe(400);
        expect(answer.body.data.fields).toEqual({ sales_contact_id: 'field.invalid' });
      }
      const gone = await createCustomer(t, { deletedAt: new Date('2026-02-01T00:00:00Z') });
      expect((await assign(gone.id, a)).status).toBe(404);
      expect((await assign('00000000-0000-4000-8000-000000000000', a)).status).toBe(404);
      expect((await assign('not-a-uuid', a)).status).toBe(404);
      const [row] = await t.handle.db
        .select({ salesContactId: customers.salesContactId })
        .from(customers)
        .where(eq(customers.id, customer.id));
      expect(row?.salesContactId).toBe(a);
    });
  });

  it.each([
    ['GET', '/admin/sales-contacts', undefined],
    ['POST', '/admin/sales-contacts', ROSTER[0]],
    ['PUT', '/admin/sales-contacts/00000000-0000-4000-8000-000000000000/active', { active: false }],
    [
      'PUT',
      '/admin/customers/00000000-0000-4000-8000-000000000000/sales-contact',
      { sales_contact_id: '00000000-0000-4000-8000-000000000000' },
    ],
  ] as const)(
    '%s %s is for staff: 401 for a guest, 404 for a customer',
    async (method, url, payload) => {
      const { guest, customer } = await callAsGuestAndCustomer(t, { method, url, payload });
      expect(guest.status).toBe(401);
      expect(customer.status).toBe(404);
      expect((await listContacts()).body.data.items).toEqual([]);
    },
  );
});
