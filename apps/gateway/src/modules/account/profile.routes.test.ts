import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cartItems,
  customers,
  inquiries,
  notes,
  orders,
  salesContacts,
  wishlistEntries,
} from '../../db/schema';
import { createCustomer, customerAuth, DEFAULT_PASSWORD } from '../../testing/fixtures';
import { jpegFile, multipartBody } from '../../testing/sample-files';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertProduct, placeOrderGroup } from '../orders/testing';
import { photoUrl } from './profile.service';
import { gambirAddress, insertAreaTree, insertNotification } from './testing/account-fixtures';

type Headers = Record<string, string>;

describe('photoUrl', () => {
  it.each([
    [
      'https://lh3.googleusercontent.com/a/photo.jpg',
      'https://lh3.googleusercontent.com/a/photo.jpg',
    ],
    ['/uploads/photo/abc.jpg', 'https://toko.example.co.id/uploads/photo/abc.jpg'],
    ['javascript:alert(1)', null],
    ['ftp://files.example.com/a.jpg', null],
    ['', null],
    [null, null],
  ])('shows %s as %s', (stored, shown) => {
    expect(photoUrl(stored, 'https://toko.example.co.id')).toBe(shown);
  });
});

describe.each(TEST_DATABASE_KINDS)('profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertAreaTree(t);
  });
  afterAll(() => t.close());

  async function signedIn(overrides: Parameters<typeof createCustomer>[1] = {}) {
    const customer = await createCustomer(t, overrides);
    return { customer, headers: await customerAuth(t, customer) };
  }
  const profile = async (headers: Headers) => {
    const answer = await t.call({ method: 'GET', url: '/oci/profile', headers });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const put = (url: string, headers: Headers, payload: object) =>
    t.call({ method: 'PUT', url, headers, payload });

  describe('GET /oci/profile', () => {
    it('answers the dashboard data: names, level, total, sales contact, addresses and the newest note', async () => {
      const [sales] = await t.handle.db
        .insert(salesContacts)
        .values({ nama: 'Sari Wulandari', telepon: '+6281122334455' })
        .returning();
      const { customer, headers } = await signedIn({
        salesContactId: sales?.id,
        totalOrder: 150_000_000,
        gender: 'female',
        dateBirth: '1990-04-30',
        source: 'seminar',
        photo: 'https://lh3.googleusercontent.com/a/budi.jpg',
        createdAt: new Date('2026-01-15T08:30:00.000Z'),
      });
      const address = await t.call({
        method: 'POST',
        url: '/oci/customer/alamat',
        headers,
        payload: gambirAddress(),
      });
      await t.handle.db.insert(notes).values([
        {
          customerId: customer.id,
          content: 'Catatan lama',
          createdAt: new Date('2026-02-01T00:00:00Z'),
        },
        {
          customerId: customer.id,
          content: 'Catatan terbaru',
          createdAt: new Date('2026-02-02T00:00:00Z'),
        },
      ]);

      expect(await profile(headers)).toEqual({
        id: customer.id,
        email: customer.email,
        nama: 'Budi Santoso',
        namaDepan: 'Budi',
        namaBelakang: 'Santoso',
        nama_lengkap: 'Budi Santoso',
        date_birth: '1990-04-30',
        gender: 'female',
        telepon: '+6281234567890',
        photo: 'https://lh3.googleusercontent.com/a/budi.jpg',
        level: 'gold',
        is_active: true,
        is_verified: true,
        change_language: 'id',
        notes: 'Catatan terbaru',
        sales: { nama: 'Sari Wulandari', telepon: '+6281122334455' },
        source: 'seminar',
        tanggal: '2026-01-15T08:30:00.000Z',
        total: { amount: 150_000_000, currency: 'IDR' },
        // Gold: 100 price requests a month, none made yet; the month ends on the storefront clock.
        submissions: {
          limit: 100,
          used: 0,
          remaining: 100,
          next_month_at: '2026-03-31T16:00:00.000Z',
        },
        Alamat: [address.body.data],
      });
    });

    it('answers a new account with empty parts, not missing ones', async () => {
      const { headers } = await signedIn({ emailVerifiedAt: null, photo: null });
      expect(await profile(headers)).toMatchObject({
        level: 'silver',
        is_verified: false,
        notes: '',
        sales: null,
        photo: null,
        date_birth: null,
        total: { amount: 0, currency: 'IDR' },
        Alamat: [],
      });
    });

    // Indonesian thresholds: gold from Rp 100.000.000, diamond from Rp 500.000.000 (at least).
    it.each([
      [99_999_999, 'silver'],
      [100_000_000, 'gold'],
      [499_999_999, 'gold'],
      [500_000_000, 'diamond'],
    ])('reads a total order of %i as %s', async (totalOrder, level) => {
      const { headers } = await signedIn({ totalOrder });
      expect((await profile(headers)).level).toBe(level);
    });

    it('asks for a login without a token', async () => {
      const answer = await t.call({ method: 'GET', url: '/oci/profile' });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Silahkan login');
    });
  });

  describe('PUT /oci/profile/edit-identity', () => {
    const identity = {
      namaDepan: 'Siti',
      namaBelakang: 'Rahayu',
      telepon: '+6281234567890',
      date_birth: '1988-12-31',
      gender: 'female',
    };

    it('changes the identity and answers the profile', async () => {
      const { customer, headers } = await signedIn({
        phoneVerifiedAt: new Date('2026-01-02T00:00:00Z'),
      });
      const answer = await put('/oci/profile/edit-identity', headers, identity);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        namaDepan: 'Siti',
        namaBelakang: 'Rahayu',
        nama: 'Siti Rahayu',
        date_birth: '1988-12-31',
        gender: 'female',
      });
      const [row] = await t.handle.db.select().from(customers).where(eq(customers.id, customer.id));
      // Same phone as before: it stays verified.
      expect(row?.phoneVerifiedAt).toEqual(new Date('2026-01-02T00:00:00Z'));
    });

    it('takes the form as multipart too (the contract entry carries an optional photo)', async () => {
      const { headers } = await signedIn();
      const { payload, headers: form } = multipartBody([
        { name: 'namaDepan', value: 'Agus' },
        { name: 'namaBelakang', value: 'Wijaya' },
        { name: 'telepon', value: '+6281234567890' },
      ]);
      const answer = await t.call({
        method: 'PUT',
        url: '/oci/profile/edit-identity',
        headers: { ...headers, ...form },
        payload,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.nama).toBe('Agus Wijaya');
    });

    it('makes a new phone number unverified until it is proved again', async () => {
      const { customer, headers } = await signedIn({
        phoneVerifiedAt: new Date('2026-01-02T00:00:00Z'),
      });
      const answer = await put('/oci/profile/edit-identity', headers, {
        ...identity,
        telepon: '+6287899990000',
      });
      expect(answer.body.data.telepon).toBe('+6287899990000');
      const [row] = await t.handle.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(row?.phoneVerifiedAt).toBeNull();
    });

    it('keeps what is left out, and clears the gender when sent empty', async () => {
      const { headers } = await signedIn({ dateBirth: '1975-01-01', gender: 'male' });
      const answer = await put('/oci/profile/edit-identity', headers, {
        namaDepan: 'Budi',
        namaBelakang: 'Santoso',
        telepon: '+6281234567890',
        gender: '',
      });
      expect(answer.body.data).toMatchObject({ date_birth: '1975-01-01', gender: null });
    });

    it('refuses a photo while no file store exists, changing nothing', async () => {
      const { headers } = await signedIn();
      const { payload, headers: form } = multipartBody([
        { name: 'namaDepan', value: 'Agus' },
        { name: 'namaBelakang', value: 'Wijaya' },
        { name: 'telepon', value: '+6281234567890' },
        {
          name: 'photo',
          value: { filename: 'me.jpg', bytes: jpegFile(400, 400), contentType: 'image/jpeg' },
        },
      ]);
      const answer = await t.call({
        method: 'PUT',
        url: '/oci/profile/edit-identity',
        headers: { ...headers, ...form },
        payload,
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: 422,
        message: 'Gagal merubah profile',
        data: { code: 'profile_update_failed', fields: { photo: 'field.invalid' } },
      });
      expect((await profile(headers)).nama).toBe('Budi Santoso');
    });

    // The clock starts at 2026-03-02 11:00 in Singapore; "today" is read there.
    it.each([
      ['2026-03-01T16:00:00.000Z', '2026-03-02', 200],
      ['2026-03-01T15:59:59.999Z', '2026-03-02', 422],
      ['2026-03-02T03:00:00.000Z', '2026-03-03', 422],
      ['2026-03-02T03:00:00.000Z', '1900-01-01', 200],
      ['2026-03-02T03:00:00.000Z', '1899-12-31', 422],
    ])('at %s a birth date of %s answers %i', async (now, dateBirth, status) => {
      const { headers } = await signedIn();
      const before = t.clock.now;
      t.clock.now = new Date(now);
      try {
        const answer = await put('/oci/profile/edit-identity', headers, {
          ...identity,
          date_birth: dateBirth,
        });
        expect(answer.status).toBe(status);
        if (status === 422) {
          expect(answer.body.data).toEqual({
            code: 'profile_update_failed',
            fields: { date_birth: 'field.invalid' },
          });
          expect((await profile(headers)).date_birth).toBeNull();
        }
      } finally {
        t.clock.now = before;
      }
    });

    it('validates the form: 400 with a field-error id per field, in the language asked', async () => {
      const { headers } = await signedIn();
      const answer = await put('/oci/profile/edit-identity?langcode=en', headers, {
        namaDepan: 'S',
        namaBelakang: 'x'.repeat(51),
        telepon: '0812345',
        date_birth: '31-12-1988',
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        status: 400,
        message: 'Some fields are not filled in correctly',
        data: {
          code: 'validation_failed',
          fields: {
            namaDepan: 'field.too_short',
            namaBelakang: 'field.too_long',
            telepon: 'field.phone',
            date_birth: 'field.invalid',
          },
        },
      });
    });
  });

  describe('passwords', () => {
    it('confirms the current password', async () => {
      const { headers } = await signedIn();
      const answer = await put('/oci/profile/confirm-password', headers, {
        password_current: DEFAULT_PASSWORD,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 200, message: 'OK', data: null });
    });

    it.each([
      ['a wrong password', {}, 'Rahasia124'],
      ['any password of a Google-only account', { passwordHash: null }, DEFAULT_PASSWORD],
    ])('refuses %s: Kata sandi saat ini salah', async (_case, overrides, typed) => {
      const { headers } = await signedIn(overrides);
      const answer = await put('/oci/profile/confirm-password', headers, {
        password_current: typed,
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: 422,
        message: 'Kata sandi saat ini salah',
        data: { code: 'password_current_wrong' },
      });
    });

    it('refuses an empty current password with 400 on the field', async () => {
      const { headers } = await signedIn();
      const answer = await put('/oci/profile/confirm-password', headers, { password_current: '' });
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields).toEqual({ password_current: 'field.required' });
    });

    it('changes the password, ends the other sessions, hands back a fresh one, and audits it', async () => {
      const { customer, headers: oldHeaders } = await signedIn();
      const answer = await put('/oci/profile/change-password', oldHeaders, {
        password_current: DEFAULT_PASSWORD,
        password_new: 'BaruSekali2026',
        password_confirm: 'BaruSekali2026',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.identity.email).toBe(customer.email);
      // The token the change was made with is over, like any other older session.
      expect(
        (await t.call({ method: 'GET', url: '/oci/profile', headers: oldHeaders })).status,
      ).toBe(401);
      const headers = { authorization: `Bearer ${answer.body.data.token}` };

      const [row] = await t.handle.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(await verify(row?.passwordHash ?? '', 'BaruSekali2026')).toBe(true);
      expect(await verify(row?.passwordHash ?? '', DEFAULT_PASSWORD)).toBe(false);
      expect((await t.call({ method: 'GET', url: '/oci/profile', headers })).status).toBe(200);
      const audit = await t.handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorId, customer.id));
      expect(audit).toMatchObject([
        { actorType: 'customer', action: 'password_changed', at: t.clock.now },
      ]);
      // The old password no longer passes the security check; the new one does.
      const oldCheck = await put('/oci/profile/confirm-password', headers, {
        password_current: DEFAULT_PASSWORD,
      });
      expect(oldCheck.status).toBe(422);
      const newCheck = await put('/oci/profile/confirm-password', headers, {
        password_current: 'BaruSekali2026',
      });
      expect(newCheck.status).toBe(200);
    });

    it('refuses the change behind a wrong current password and keeps the old one', async () => {
      const { customer, headers } = await signedIn();
      const answer = await put('/oci/profile/change-password', headers, {
        password_current: 'Salah12345',
        password_new: 'BaruSekali2026',
        password_confirm: 'BaruSekali2026',
      });
      expect(answer.status).toBe(422);
      expect(answer.body.data).toEqual({ code: 'password_current_wrong' });
      const [row] = await t.handle.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(await verify(row?.passwordHash ?? '', DEFAULT_PASSWORD)).toBe(true);
    });

    it.each([
      [
        'a new password equal to the current one',
        { password_new: DEFAULT_PASSWORD, password_confirm: DEFAULT_PASSWORD },
        { password_new: 'field.password_same' },
      ],
      [
        'copies that differ',
        { password_new: 'BaruSekali2026', password_confirm: 'BaruSekali2027' },
        { password_confirm: 'field.passwords_differ' },
      ],
      [
        'a password without digits',
        { password_new: 'hanyahuruf', password_confirm: 'hanyahuruf' },
        { password_new: 'field.password_weak' },
      ],
      [
        'seven characters',
        { password_new: 'abcdef1', password_confirm: 'abcdef1' },
        { password_new: 'field.too_short' },
      ],
    ])('refuses %s with 400 on the field', async (_case, change, fields) => {
      const { headers } = await signedIn();
      const answer = await put('/oci/profile/change-password', headers, {
        password_current: DEFAULT_PASSWORD,
        ...change,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
    });
  });

  describe('PUT /oci/profile/change-language', () => {
    it('stores a language the market offers; the profile shows it', async () => {
      const { customer, headers } = await signedIn();
      const answer = await put('/oci/profile/change-language', headers, { change_language: 'en' });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toBeNull();
      expect((await profile(headers)).change_language).toBe('en');
      const [row] = await t.handle.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(row?.language).toBe('en');
    });

    it.each([
      ['th', 'a language another market offers'],
      ['xx', 'no language at all'],
    ])('refuses %s (%s) with 400 on the field', async (language) => {
      const { headers } = await signedIn();
      const answer = await put('/oci/profile/change-language', headers, {
        change_language: language,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toEqual({
        code: 'validation_failed',
        fields: { change_language: 'field.invalid' },
      });
      expect((await profile(headers)).change_language).toBe('id');
    });
  });

  describe('GET /oci/customer/counter', () => {
    const counters = async (headers: Headers) => {
      const answer = await t.call({ method: 'GET', url: '/oci/customer/counter', headers });
      expect(answer.status).toBe(200);
      return answer.body.data;
    };

    /** A cart product: a submission of a fresh product, put in the cart (rows, not the flow). */
    async function cartProduct(customerId: string) {
      const product = await insertProduct(t);
      const [inquiry] = await t.handle.db
        .insert(inquiries)
        .values({
          customerId,
          submissionNumber: `T${product.marketplaceProductId}`,
          productId: product.id,
          state: 'accepted',
          submittedAt: new Date(t.clock.now),
          quoteDueAt: new Date(t.clock.now),
        })
        .returning();
      await t.handle.db
        .insert(cartItems)
        .values({ customerId, inquiryId: inquiry?.id ?? '', productId: product.id });
    }

    async function wishlisted(customerId: string) {
      const product = await insertProduct(t);
      await t.handle.db.insert(wishlistEntries).values({
        customerId,
        productId: product.id,
        link: product.link,
        marketplace: product.marketplace,
        marketplaceProductId: product.marketplaceProductId,
      });
    }

    /** An order placed by checkout, then put in `status` (the count reads statuses only). */
    async function orderIn(
      customer: Parameters<typeof placeOrderGroup>[1],
      status: (typeof orders.$inferInsert)['status'],
    ) {
      const group = await placeOrderGroup(t, customer);
      await t.handle.db
        .update(orders)
        .set({ status })
        .where(eq(orders.orderNumber, group.orderNumbers[0] ?? ''));
    }

    it('answers 0 everywhere for a customer with nothing yet', async () => {
      const { headers } = await signedIn();
      expect(await counters(headers)).toEqual({
        cart: 0,
        wishlist: 0,
        notifications_new: 0,
        orders: {
          all: 0,
          to_pay: 0,
          adjustment: 0,
          processed: 0,
          shipped: 0,
          delivered: 0,
          completed: 0,
          return_refund: 0,
          cancelled: 0,
        },
      });
    });

    it("counts the caller's new notifications, cart products, wishlist and orders per history tab", async () => {
      const { customer, headers } = await signedIn();
      const other = await signedIn();
      await insertNotification(t, customer.id, true);
      await insertNotification(t, customer.id, true);
      await insertNotification(t, customer.id, false);
      await cartProduct(customer.id);
      await cartProduct(customer.id);
      await wishlisted(customer.id);
      await orderIn(customer, 'waiting_payment');
      await orderIn(customer, 'waiting_payment');
      // Processed lists both: the order waits on our team either way (decision 021).
      await orderIn(customer, 'calculating');
      await orderIn(customer, 'in_process');
      await orderIn(customer, 'returning');
      await orderIn(customer, 'canceled');
      // Someone else's rows never count.
      await insertNotification(t, other.customer.id, true);
      await cartProduct(other.customer.id);
      await wishlisted(other.customer.id);
      await orderIn(other.customer, 'shipping');

      expect(await counters(headers)).toEqual({
        cart: 2,
        wishlist: 1,
        notifications_new: 2,
        orders: {
          all: 6,
          to_pay: 2,
          adjustment: 0,
          processed: 2,
          shipped: 0,
          delivered: 0,
          completed: 0,
          return_refund: 1,
          cancelled: 1,
        },
      });
      expect((await counters(other.headers)).orders).toMatchObject({ all: 1, shipped: 1 });
    });
  });
});
