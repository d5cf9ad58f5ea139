import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, areas } from '../../db/schema';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { bogorAddress, gambirAddress, insertAreaTree } from './testing/account-fixtures';

describe.each(TEST_DATABASE_KINDS)('address book on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertAreaTree(t);
  });
  afterAll(() => t.close());

  async function signedIn() {
    const customer = await createCustomer(t);
    return { customer, headers: await customerAuth(t, customer) };
  }
  type Headers = Record<string, string>;
  const create = (headers: Headers, payload: object) =>
    t.call({ method: 'POST', url: '/oci/customer/alamat', headers, payload });
  const update = (headers: Headers, payload: object) =>
    t.call({ method: 'PUT', url: '/oci/customer/alamat', headers, payload });
  const remove = (headers: Headers, id: string) =>
    t.call({ method: 'DELETE', url: `/oci/customer/alamat/${id}`, headers });
  const list = async (headers: Headers) => {
    const answer = await t.call({ method: 'GET', url: '/oci/customer/alamat', headers });
    expect(answer.status).toBe(200);
    return answer.body.data as Array<Record<string, unknown>>;
  };
  const mainLabels = async (headers: Headers) =>
    (await list(headers)).filter((address) => address.is_main).map((address) => address.label);

  it('saves the first address as the main one and answers it with the area names', async () => {
    const { headers } = await signedIn();
    const answer = await create(headers, gambirAddress());
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      label: 'Home',
      nama_depan: 'Budi',
      nama_belakang: 'Santoso',
      telepon: '+6281234567890',
      email: 'budi@example.co.id',
      alamat: 'Jl. Medan Merdeka Barat No. 12',
      building_name: 'Gedung Sapta',
      notes: 'Pagar hijau',
      id_provinsi: '31',
      provinsi: 'DKI JAKARTA',
      id_kabupaten: '31.71',
      kabupaten: 'KOTA ADM. JAKARTA PUSAT',
      id_kecamatan: '31.71.01',
      kecamatan: 'GAMBIR',
      id_kelurahan: '31.71.01.1001',
      kelurahan: 'GAMBIR',
      kota: 'KOTA ADM. JAKARTA PUSAT',
      kode_pos: '10110',
      is_main: true,
      is_complete: true,
    });
    expect(await list(headers)).toEqual([answer.body.data]);
  });

  it('keeps one main address: a later one is not main unless asked, and asking moves the flag', async () => {
    const { headers } = await signedIn();
    await create(headers, gambirAddress({ label: 'Rumah' }));
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const second = await create(headers, bogorAddress({ label: 'Kantor' }));
    expect(second.body.data.is_main).toBe(false);
    expect(await mainLabels(headers)).toEqual(['Rumah']);

    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const third = await create(headers, bogorAddress({ label: 'Gudang', is_main: true }));
    expect(third.body.data.is_main).toBe(true);
    // Main first, then the newest.
    expect((await list(headers)).map((address) => [address.label, address.is_main])).toEqual([
      ['Gudang', true],
      ['Kantor', false],
      ['Rumah', false],
    ]);
  });

  it('makes exactly one main address when several first addresses arrive at once', async () => {
    const { headers } = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        create(headers, gambirAddress({ label: `A${index}` })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.filter((answer) => answer.body.data.is_main)).toHaveLength(1);
    expect(await mainLabels(headers)).toHaveLength(1);
  });

  it.each([
    ['a subdistrict outside the range', { id_kelurahan: '31.01.01.1001' }, '31.01'],
    ['a city outside the range', { id_kelurahan: '91.01.01.1001' }, '91.01'],
  ])('refuses %s: Alamat berada di luar jangkauan pengiriman', async (_case, change, city) => {
    const { headers } = await signedIn();
    const branch = {
      id_provinsi: city.slice(0, 2),
      id_kabupaten: city,
      id_kecamatan: `${city}.01`,
      ...change,
    };
    const answer = await create(headers, gambirAddress({ ...branch, kode_pos: '14520' }));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      status: 422,
      message: 'Alamat berada di luar jangkauan pengiriman',
      data: { code: 'address_out_of_range' },
    });
    expect(await list(headers)).toEqual([]);
  });

  it.each([
    ['an area id that does not exist', { id_kelurahan: '31.71.01.9999' }],
    ['a subdistrict of another district', { id_kelurahan: '31.71.02.1001' }],
    ['a city of another province', { id_provinsi: '32' }],
    ['the ids in the wrong order', { id_provinsi: '31.71', id_kabupaten: '31' }],
  ])('refuses %s: Alamat tidak valid', async (_case, change) => {
    const { headers } = await signedIn();
    const answer = await create(headers, gambirAddress(change));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Alamat tidak valid');
    expect(answer.body.data).toEqual({ code: 'address_invalid' });
  });

  it('answers the refusal in the language asked', async () => {
    const { headers } = await signedIn();
    const answer = await t.call({
      method: 'POST',
      url: '/oci/customer/alamat?langcode=en',
      headers,
      payload: gambirAddress({
        id_kelurahan: '31.01.01.1001',
        id_kecamatan: '31.01.01',
        id_kabupaten: '31.01',
      }),
    });
    expect(answer.body.message).toBe('The address is outside the delivery area');
  });

  it('validates the form: 400 with a field-error id per field', async () => {
    const { headers } = await signedIn();
    const answer = await create(headers, {
      ...gambirAddress(),
      label: 'x'.repeat(101),
      telepon: '081234567890',
      nama_depan: '',
      kode_pos: '10-110',
      id_kecamatan: undefined,
      notes: 'n'.repeat(101),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({
      code: 'validation_failed',
      fields: {
        label: 'field.too_long',
        telepon: 'field.phone',
        nama_depan: 'field.required',
        kode_pos: 'field.postal_code',
        id_kecamatan: 'field.required',
        notes: 'field.too_long',
      },
    });
    expect(await list(headers)).toEqual([]);
  });

  it.each(['abcde', '1234567', '1011'])(
    'refuses the postal code %j: not the market’s five digits, and nothing is saved',
    async (kodePos) => {
      const { headers } = await signedIn();
      const answer = await create(headers, gambirAddress({ kode_pos: kodePos }));
      expect(answer.body.data).toEqual({
        code: 'validation_failed',
        fields: { kode_pos: 'field.postal_code' },
      });
      expect(await list(headers)).toEqual([]);
    },
  );

  it('accepts a custom label of exactly 100 characters', async () => {
    const { headers } = await signedIn();
    const answer = await create(headers, gambirAddress({ label: 'L'.repeat(100) }));
    expect(answer.status).toBe(201);
    expect(answer.body.data.label).toHaveLength(100);
  });

  it('replaces an address, area names included', async () => {
    const { headers } = await signedIn();
    const created = await create(headers, gambirAddress());
    const answer = await update(headers, {
      ...bogorAddress({ label: 'Kantor', telepon: '+6287812345678' }),
      id: created.body.data.id,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: created.body.data.id,
      label: 'Kantor',
      telepon: '+6287812345678',
      provinsi: 'JAWA BARAT',
      kabupaten: 'KABUPATEN BOGOR',
      kecamatan: 'CIBINONG',
      kelurahan: 'PONDOK RAJEG',
      kode_pos: '16914',
      // is_main was not sent (false): the only address stays the main one.
      is_main: true,
    });
    expect(await list(headers)).toEqual([answer.body.data]);
  });

  it('moves the main flag by updating another address with is_main', async () => {
    const { headers } = await signedIn();
    await create(headers, gambirAddress({ label: 'Rumah' }));
    const office = await create(headers, bogorAddress({ label: 'Kantor' }));
    const answer = await update(headers, {
      ...bogorAddress({ label: 'Kantor', is_main: true }),
      id: office.body.data.id,
    });
    expect(answer.body.data.is_main).toBe(true);
    expect(await mainLabels(headers)).toEqual(['Kantor']);
  });

  it.each(['abcde', '1234567'])(
    'refuses an update to the postal code %j and leaves the address as it was',
    async (kodePos) => {
      const { headers } = await signedIn();
      const created = await create(headers, gambirAddress());
      const answer = await update(headers, {
        ...gambirAddress({ kode_pos: kodePos }),
        id: created.body.data.id,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toEqual({
        code: 'validation_failed',
        fields: { kode_pos: 'field.postal_code' },
      });
      expect(await list(headers)).toEqual([created.body.data]);
    },
  );

  it('refuses an update into an area outside the range and leaves the address as it was', async () => {
    const { headers } = await signedIn();
    const created = await create(headers, gambirAddress());
    const answer = await update(headers, {
      ...gambirAddress({
        id_kabupaten: '31.01',
        id_kecamatan: '31.01.01',
        id_kelurahan: '31.01.01.1001',
      }),
      id: created.body.data.id,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.data.code).toBe('address_out_of_range');
    expect(await list(headers)).toEqual([created.body.data]);
  });

  it('deletes the main address and promotes the newest other', async () => {
    const { headers } = await signedIn();
    const first = await create(headers, gambirAddress({ label: 'Pertama' }));
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await create(headers, bogorAddress({ label: 'Kedua' }));
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await create(headers, bogorAddress({ label: 'Ketiga' }));

    const answer = await remove(headers, first.body.data.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 200, message: 'OK', data: null });
    expect(await mainLabels(headers)).toEqual(['Ketiga']);
    expect((await list(headers)).map((address) => address.label)).toEqual(['Ketiga', 'Kedua']);
  });

  it('deletes an address that is not main and leaves the main one alone', async () => {
    const { headers } = await signedIn();
    await create(headers, gambirAddress({ label: 'Rumah' }));
    const office = await create(headers, bogorAddress({ label: 'Kantor' }));
    expect((await remove(headers, office.body.data.id)).status).toBe(200);
    expect(await mainLabels(headers)).toEqual(['Rumah']);
    // Deleting twice: the second time it is gone.
    expect((await remove(headers, office.body.data.id)).status).toBe(404);
  });

  it('deletes the last address, leaving an empty book', async () => {
    const { headers } = await signedIn();
    const only = await create(headers, gambirAddress());
    expect((await remove(headers, only.body.data.id)).status).toBe(200);
    expect(await list(headers)).toEqual([]);
  });

  it("never shows, changes or deletes another customer's address: 404 and nothing leaked", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const created = await create(owner.headers, gambirAddress());
    const id = created.body.data.id as string;

    expect(await list(stranger.headers)).toEqual([]);
    const changed = await update(stranger.headers, { ...bogorAddress(), id });
    expect(changed.status).toBe(404);
    expect(changed.body).toEqual({
      status: 404,
      message: 'Data tidak ditemukan',
      data: { code: 'not_found' },
    });
    const deleted = await remove(stranger.headers, id);
    expect(deleted.status).toBe(404);
    expect(deleted.body.data).toEqual({ code: 'not_found' });
    expect(await list(owner.headers)).toEqual([created.body.data]);
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 for an id that names no address (%s)',
    async (id) => {
      const { headers } = await signedIn();
      expect((await remove(headers, id)).status).toBe(404);
      expect((await update(headers, { ...gambirAddress(), id })).status).toBe(404);
    },
  );

  it('marks an address incomplete when its area has left the tree', async () => {
    await t.handle.db.insert(areas).values([
      { id: '31.74', level: 'city', parentId: '31', name: 'KOTA ADM. JAKARTA SELATAN' },
      { id: '31.74.01', level: 'district', parentId: '31.74', name: 'TEBET' },
      { id: '31.74.01.1001', level: 'subdistrict', parentId: '31.74.01', name: 'TEBET TIMUR' },
    ]);
    const { headers } = await signedIn();
    await create(
      headers,
      gambirAddress({
        id_kabupaten: '31.74',
        id_kecamatan: '31.74.01',
        id_kelurahan: '31.74.01.1001',
        kode_pos: '12820',
      }),
    );
    await t.handle.db.delete(areas).where(eq(areas.id, '31.74.01.1001'));
    const [address] = await list(headers);
    expect(address).toMatchObject({ kecamatan: 'TEBET', kelurahan: '', is_complete: false });
  });

  it('stores the row under the caller only', async () => {
    const { customer, headers } = await signedIn();
    const created = await create(headers, gambirAddress());
    const [row] = await t.handle.db
      .select({ customerId: addresses.customerId })
      .from(addresses)
      .where(eq(addresses.id, created.body.data.id));
    expect(row?.customerId).toBe(customer.id);
  });
});

describe.each(TEST_DATABASE_KINDS)('Kazakh postal codes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { MARKET: 'kz' } });
    await t.handle.db.insert(areas).values([
      { id: 'KZ', level: 'region', parentId: null, name: 'Қазақстан' },
      { id: 'KZ-75', level: 'province', parentId: 'KZ', name: 'Алматы' },
      { id: 'KZ-75-ALMATY', level: 'city', parentId: 'KZ-75', name: 'Алматы' },
      { id: 'KZ-75-ALMATY-MEDEU', level: 'district', parentId: 'KZ-75-ALMATY', name: 'Медеу' },
      {
        id: 'KZ-75-ALMATY-MEDEU-ALL',
        level: 'subdistrict',
        parentId: 'KZ-75-ALMATY-MEDEU',
        name: 'Медеу',
      },
    ]);
  });
  afterAll(() => t.close());

  const almatyAddress = (kodePos: string) =>
    gambirAddress({
      telepon: '+77012345678',
      id_provinsi: 'KZ-75',
      id_kabupaten: 'KZ-75-ALMATY',
      id_kecamatan: 'KZ-75-ALMATY-MEDEU',
      id_kelurahan: 'KZ-75-ALMATY-MEDEU-ALL',
      kode_pos: kodePos,
    });

  it.each([
    ['050000', 201],
    ['a05t3e2', 201],
    ['05000', 400],
    ['0500000', 400],
    ['10110', 400],
  ])(
    'takes the postal code %j with %i: six digits or Kazpost’s letters and digits',
    async (kodePos, status) => {
      const headers = await customerAuth(t, await createCustomer(t));
      const answer = await t.call({
        method: 'POST',
        url: '/oci/customer/alamat',
        headers,
        payload: almatyAddress(kodePos),
      });
      expect(answer.status).toBe(status);
      if (status === 201) expect(answer.body.data.kode_pos).toBe(kodePos.toUpperCase());
      else expect(answer.body.data.fields).toEqual({ kode_pos: 'field.postal_code' });
    },
  );
});
