import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertBanks } from './testing/account-fixtures';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('bank accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertBanks(t);
  });
  afterAll(() => t.close());

  async function signedIn() {
    return customerAuth(t, await createCustomer(t));
  }
  const create = (headers: Headers, payload: object) =>
    t.call({ method: 'PUT', url: '/oci/profile/bank/create', headers, payload });
  const update = (headers: Headers, payload: object) =>
    t.call({ method: 'PUT', url: '/oci/profile/bank/update', headers, payload });
  const remove = (headers: Headers, payload: object) =>
    t.call({ method: 'DELETE', url: '/oci/profile/bank/delete', headers, payload });
  const list = async (headers: Headers) => {
    const answer = await t.call({ method: 'GET', url: '/oci/profile/bank', headers });
    expect(answer.status).toBe(200);
    return answer.body.data as Array<Record<string, string>>;
  };
  const bca = {
    bank_name: 'Bank Central Asia',
    account_number: '1234 5678 90',
    account_holder: 'Budi Santoso',
  };

  it('lists the banks of the market in name order', async () => {
    const answer = await t.call({
      method: 'GET',
      url: '/oci/profile/bank/list',
      headers: await signedIn(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { code: 'bca', name: 'Bank Central Asia' },
      { code: 'mandiri', name: 'Bank Mandiri' },
      { code: 'bri', name: 'Bank Rakyat Indonesia' },
    ]);
  });

  it('adds an account: the number without spaces, the bank as the list spells it', async () => {
    const headers = await signedIn();
    const answer = await create(headers, { ...bca, bank_name: 'bank central asia' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      bank_name: 'Bank Central Asia',
      account_number: '1234567890',
      account_holder: 'Budi Santoso',
    });
    expect(await list(headers)).toEqual([answer.body.data]);
  });

  it('treats the same bank and number twice as one account, taking the newer holder name', async () => {
    const headers = await signedIn();
    const first = await create(headers, bca);
    const again = await create(headers, {
      ...bca,
      account_number: '1234-5678-90',
      account_holder: 'PT. Maju Jaya',
    });
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual({ ...first.body.data, account_holder: 'PT. Maju Jaya' });
    expect(await list(headers)).toHaveLength(1);
  });

  it('lists the accounts oldest first', async () => {
    const headers = await signedIn();
    await create(headers, bca);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await create(headers, { ...bca, bank_name: 'Bank Mandiri', account_number: '9988776655' });
    expect((await list(headers)).map((account) => account.bank_name)).toEqual([
      'Bank Central Asia',
      'Bank Mandiri',
    ]);
  });

  it('refuses a bank that is not on the list, on the field', async () => {
    const headers = await signedIn();
    const answer = await create(headers, { ...bca, bank_name: 'Bank Antah Berantah' });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({
      code: 'validation_failed',
      fields: { bank_name: 'field.invalid' },
    });
    expect(await list(headers)).toEqual([]);
  });

  it('validates the form: 400 with a field-error id per field, in the language asked', async () => {
    const headers = await signedIn();
    const answer = await t.call({
      method: 'PUT',
      url: '/oci/profile/bank/create?langcode=en',
      headers,
      payload: { bank_name: '', account_number: '12-34', account_holder: '-' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: 400,
      message: 'Some fields are not filled in correctly',
      data: {
        code: 'validation_failed',
        fields: {
          bank_name: 'field.required',
          account_number: 'field.account_number',
          account_holder: 'field.too_short',
        },
      },
    });
  });

  it('replaces an account of the caller', async () => {
    const headers = await signedIn();
    const created = await create(headers, bca);
    const answer = await update(headers, {
      id: created.body.data.id,
      bank_name: 'Bank Mandiri',
      account_number: '1300012345678',
      account_holder: 'Budi Santoso',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: created.body.data.id,
      bank_name: 'Bank Mandiri',
      account_number: '1300012345678',
      account_holder: 'Budi Santoso',
    });
    expect(await list(headers)).toEqual([answer.body.data]);
  });

  it('refuses an update that would copy another of the caller’s accounts, on the number', async () => {
    const headers = await signedIn();
    await create(headers, bca);
    const other = await create(headers, { ...bca, account_number: '5555555555' });
    const answer = await update(headers, { ...bca, id: other.body.data.id });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({
      code: 'validation_failed',
      fields: { account_number: 'field.invalid' },
    });
    expect((await list(headers)).map((account) => account.account_number).sort()).toEqual([
      '1234567890',
      '5555555555',
    ]);
  });

  it('deletes an account of the caller (the id travels in the body)', async () => {
    const headers = await signedIn();
    const created = await create(headers, bca);
    const answer = await remove(headers, { id: created.body.data.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 200, message: 'OK', data: null });
    expect(await list(headers)).toEqual([]);
    expect((await remove(headers, { id: created.body.data.id })).status).toBe(404);
  });

  it('refuses a delete without an id with 400 on the field', async () => {
    const answer = await remove(await signedIn(), {});
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields).toEqual({ id: 'field.required' });
  });

  it("never shows, changes or deletes another customer's account: 404 and nothing leaked", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const created = await create(owner, bca);
    const id = created.body.data.id as string;

    expect(await list(stranger)).toEqual([]);
    const changed = await update(stranger, { ...bca, account_holder: 'Pencuri', id });
    expect(changed.status).toBe(404);
    expect(changed.body).toEqual({
      status: 404,
      message: 'Data tidak ditemukan',
      data: { code: 'not_found' },
    });
    expect((await remove(stranger, { id })).status).toBe(404);
    expect(await list(owner)).toEqual([created.body.data]);
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 for an id that names no account (%s)',
    async (id) => {
      const headers = await signedIn();
      expect((await update(headers, { ...bca, id })).status).toBe(404);
      expect((await remove(headers, { id })).status).toBe(404);
    },
  );
});
