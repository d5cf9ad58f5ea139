import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertAreaTree } from './testing/account-fixtures';

describe.each(TEST_DATABASE_KINDS)('area lookup on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertAreaTree(t);
  });
  afterAll(() => t.close());

  // Public: no token is sent in any of these calls.
  const get = (url: string) => t.call({ method: 'GET', url });

  it('lists the regions, then each level under its parent, in name order', async () => {
    const regions = await get('/address/area');
    expect(regions.status).toBe(200);
    expect(regions.body).toEqual({
      status: 200,
      message: 'OK',
      data: [{ id: 'ID', name: 'Indonesia' }],
    });

    const provinces = await get('/address/area/ID/province');
    expect(provinces.body.data).toEqual([
      { id: '31', name: 'DKI JAKARTA' },
      { id: '32', name: 'JAWA BARAT' },
      { id: '91', name: 'PAPUA' },
    ]);

    const cities = await get('/address/area/province/31/city');
    expect(cities.body.data).toEqual([
      { id: '31.01', name: 'KAB. ADM. KEPULAUAN SERIBU' },
      { id: '31.71', name: 'KOTA ADM. JAKARTA PUSAT' },
    ]);

    const districts = await get('/address/area/city/31.71/district');
    expect(districts.body.data).toEqual([
      { id: '31.71.01', name: 'GAMBIR' },
      { id: '31.71.02', name: 'SAWAH BESAR' },
    ]);
  });

  it('gives each subdistrict its postal code, which fills kode_pos', async () => {
    const subdistricts = await get('/address/area/district/31.71.01/subdistrict');
    expect(subdistricts.body.data).toEqual([
      { id: '31.71.01.1001', name: 'GAMBIR', postal_code: '10110' },
      { id: '31.71.01.1002', name: 'KEBON KELAPA', postal_code: '10120' },
    ]);
  });

  it('lists areas outside the delivery range too (saving an address there is what fails)', async () => {
    const subdistricts = await get('/address/area/district/31.01.01/subdistrict');
    expect(subdistricts.body.data).toEqual([
      { id: '31.01.01.1001', name: 'PULAU TIDUNG', postal_code: '14520' },
    ]);
  });

  it.each([
    ['an unknown region', '/address/area/XX/province'],
    ['a city id asked for its cities', '/address/area/province/31.71/city'],
    ['a province asked for its districts', '/address/area/city/31/district'],
    ['an unknown district', '/address/area/district/31.71.99/subdistrict'],
  ])('answers 404 for %s, in the language asked', async (_case, url) => {
    const answer = await get(`${url}?langcode=en`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      status: 404,
      message: 'Data not found',
      data: { code: 'not_found' },
    });
  });

  it('answers an empty list for an area that has nothing under it yet', async () => {
    await t.handle.db.execute(
      "insert into areas (id, level, parent_id, name) values ('36', 'province', 'ID', 'BANTEN')",
    );
    const cities = await get('/address/area/province/36/city');
    expect(cities.status).toBe(200);
    expect(cities.body.data).toEqual([]);
  });

  it('refuses an id longer than any area id with 400 and the field', async () => {
    const answer = await get(`/address/area/province/${'9'.repeat(65)}/city?langcode=en`);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({
      code: 'validation_failed',
      fields: { provinceId: 'field.too_long' },
    });
  });
});
