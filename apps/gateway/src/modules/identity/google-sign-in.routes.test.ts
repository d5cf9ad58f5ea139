import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleIdTokenVerifier } from '../../adapters/google/google-id-token.verifier';
import { FAKE_GOOGLE_CLIENT_ID, createFakeGoogle } from '../../adapters/google/google-testing';
import { customers, salesContacts } from '../../db/schema';
import { createCustomer } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';

describe.each(TEST_DATABASE_KINDS)('Google sign-in on %s', (kind) => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof createFakeGoogle>>;
  beforeAll(async () => {
    google = await createFakeGoogle(() => t.clock.now);
    t = await createTestApp(kind, {
      env: { GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID, AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
      adapters: (defaults) => ({
        ...defaults,
        google: createGoogleIdTokenVerifier({
          clientId: FAKE_GOOGLE_CLIENT_ID,
          keySet: google.keySet,
          now: () => t.clock.now,
        }),
      }),
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.now = new Date(Math.floor(Date.now() / 1000) * 1000);
  });

  const signIn = (idToken: string, lang = 'en') =>
    t.call({
      method: 'POST',
      url: `/v1/auth/google?langcode=${lang}`,
      payload: { id_token: idToken },
    });

  it('creates a verified account without a password for a new Google user, then signs the same account in', async () => {
    const token = await google.idToken({ sub: 'g-new-1', email: 'Baru.Google@gmail.com' });
    const first = await signIn(token, 'id');
    expect(first.status).toBe(200);
    expect(first.body.data.identity).toMatchObject({
      email: 'baru.google@gmail.com',
      userName: 'Dewi Lestari',
      is_verified: true,
      photo: 'https://lh3.googleusercontent.com/a/photo',
    });
    const rows = await t.handle.db
      .select()
      .from(customers)
      .where(eq(customers.googleSubject, 'g-new-1'));
    expect(rows).toMatchObject([{ passwordHash: null, language: 'id', source: 'google' }]);

    const again = await signIn(token);
    expect(again.status).toBe(200);
    const after = await t.handle.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'baru.google@gmail.com'));
    expect(after).toHaveLength(1);
  });

  it('links an existing account with the same e-mail when Google has verified it', async () => {
    const customer = await createCustomer(t, { emailVerifiedAt: null });
    const answer = await signIn(await google.idToken({ sub: 'g-link-1', email: customer.email }));
    expect(answer.status).toBe(200);
    const [row] = await t.handle.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.googleSubject).toBe('g-link-1');
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(row?.passwordHash).toBe(customer.passwordHash);
  });

  it('neither links nor creates an account for an address Google has not verified', async () => {
    const customer = await createCustomer(t);
    for (const email of [customer.email, 'unverified.new@gmail.com']) {
      const answer = await signIn(
        await google.idToken({ sub: `g-unverified-${email}`, email, email_verified: false }),
        'id',
      );
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('Gagal memverifikasi akun');
    }
    const [row] = await t.handle.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.googleSubject).toBeNull();
  });

  it('does not hand an account linked to one Google user to another', async () => {
    const customer = await createCustomer(t, { googleSubject: 'g-owner' });
    const answer = await signIn(await google.idToken({ sub: 'g-other', email: customer.email }));
    expect(answer.status).toBe(422);
  });

  it('refuses an expired token, another audience and a forged signature', async () => {
    const expired = await google.idToken({}, new Date(t.clock.now.getTime() - 2 * 3_600_000));
    expect((await signIn(expired)).status).toBe(422);
    expect((await signIn(await google.idToken({ aud: 'other-client' }))).status).toBe(422);
    const [header, payload] = (await google.idToken()).split('.');
    expect((await signIn(`${header}.${payload}.c2lnbmF0dXJl`)).status).toBe(422);
  });

  it('lets the first of two simultaneous first sign-ins create the account and the other find it', async () => {
    const token = await google.idToken({ sub: 'g-race', email: 'race.google@gmail.com' });
    const answers = await Promise.all([signIn(token), signIn(token), signIn(token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const rows = await t.handle.db
      .select()
      .from(customers)
      .where(eq(customers.googleSubject, 'g-race'));
    expect(rows).toHaveLength(1);
  });

  it('gives a new Google account the next sales contact of the rotation (decision 302)', async () => {
    const [contact] = await t.handle.db
      .insert(salesContacts)
      .values({ nama: 'Rina Wulandari', telepon: '+6281298765432' })
      .returning();
    try {
      const token = await google.idToken({ sub: 'g-sales', email: 'sales.google@gmail.com' });
      expect((await signIn(token)).status).toBe(200);
      const [row] = await t.handle.db
        .select({ salesContactId: customers.salesContactId })
        .from(customers)
        .where(eq(customers.googleSubject, 'g-sales'));
      expect(row?.salesContactId).toBe(contact?.id);
    } finally {
      // The other cases expect an empty roster.
      await t.handle.db.update(customers).set({ salesContactId: null });
      await t.handle.db.delete(salesContacts);
    }
  });

  it('answers 400 without a token', async () => {
    const answer = await t.call({ method: 'POST', url: '/v1/auth/google', payload: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields).toEqual({ id_token: 'field.required' });
  });
});

describe.each(TEST_DATABASE_KINDS)('Google sign-in switched off on %s', (kind) => {
  it.each([
    ['without a client id', { MARKET: 'id' }],
    [
      'in a market without Google sign-in',
      { MARKET: 'kz', GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID },
    ],
  ])('answers google_login_disabled %s', async (_label, env) => {
    const t = await createTestApp(kind, { env });
    try {
      const answer = await t.call({
        method: 'POST',
        url: '/v1/auth/google?langcode=id',
        payload: { id_token: 'anything' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        status: 403,
        message: 'Masuk dengan Google tidak tersedia',
        data: { code: 'google_login_disabled' },
      });
    } finally {
      await t.close();
    }
  });
});
