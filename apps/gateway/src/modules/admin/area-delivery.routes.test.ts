import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, auditLog } from '../../db/schema';
import { callAsGuestAndCustomer, createStaff, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { gambirAddress, insertAreaTree } from '../account/testing';
import { insertRate } from '../catalog/testing';
import { cartProduct, savedAddress } from '../checkout/testing';
import { verifiedCustomer } from '../inquiries/testing';

type Headers = Record<string, string>;

const OUT_OF_RANGE = {
  status: 422,
  message: 'Alamat berada di luar jangkauan pengiriman',
  data: { code: 'address_out_of_range' },
};

describe.each(TEST_DATABASE_KINDS)('areas served on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  let staffId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertRate(t);
    await insertAreaTree(t);
    const member = await createStaff(t);
    staffId = member.id;
    staff = await staffAuth(t, member);
  });
  afterAll(() => t.close());

  const list = (query = '') =>
    t.call({ method: 'GET', url: `/admin/areas${query}`, headers: staff });
  const mark = (areaId: string, payload: object) =>
    t.call({
      method: 'PUT',
      url: `/admin/areas/${encodeURIComponent(areaId)}/deliverable`,
      headers: staff,
      payload,
    });
  const auditLines = (areaId: string) =>
    t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `area:${areaId}`));
  const couriers = (addressId: string, headers: Headers) =>
    t.call({ method: 'GET', url: `/oci/rajaongkir/courier?id=${addressId}&weight=500`, headers });

  it('lists the regions without a parent, and under a parent its areas in name order with the chain above', async () => {
    const regions = await list();
    expect(regions.status).toBe(200);
    expect(regions.body.data).toEqual({
      trail: [],
      items: [
        { id: 'ID', level: 'region', name: 'Indonesia', postal_code: null, deliverable: true },
      ],
    });

    const jakarta = await list('?parent_id=31');
    expect(jakarta.body.data.trail.map((area: { id: string }) => area.id)).toEqual(['ID', '31']);
    expect(jakarta.body.data.items.map((area: { name: string }) => area.name)).toEqual([
      'KAB. ADM. KEPULAUAN SERIBU',
      'KOTA ADM. JAKARTA PUSAT',
    ]);

    const merauke = await list('?parent_id=91.01.01');
    // Merauke is closed at the city level: the trail says so while its subdistrict reads served.
    expect(merauke.body.data.trail).toContainEqual({
      id: '91.01',
      level: 'city',
      name: 'KABUPATEN MERAUKE',
      postal_code: null,
      deliverable: false,
    });
    expect(merauke.body.data.items).toEqual([
      {
        id: '91.01.01.1001',
        level: 'subdistrict',
        name: 'KELAPA LIMA',
        postal_code: '99616',
        deliverable: true,
      },
    ]);
  });

  it('answers 404 for a parent that is not an area', async () => {
    const answer = await list('?parent_id=99.99');
    expect(answer.status).toBe(404);
    expect(answer.body.data).toEqual({ code: 'not_found' });
  });

  it('takes a district out of range: couriers, checkout and new addresses there are refused until it is served again', async () => {
    const { headers } = await verifiedCustomer(t);
    const addressId = await savedAddress(t, headers, gambirAddress());
    const { cartItemId } = await cartProduct(t, staff, headers);
    expect((await couriers(addressId, headers)).status).toBe(200);

    const closed = await mark('31.71.01', { deliverable: false });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toEqual({
      id: '31.71.01',
      level: 'district',
      name: 'GAMBIR',
      postal_code: null,
      deliverable: false,
    });
    const [row] = await t.handle.db.select().from(areas).where(eq(areas.id, '31.71.01'));
    expect(row?.deliverable).toBe(false);
    expect(await auditLines('31.71.01')).toEqual([
      expect.objectContaining({
        actorType: 'staff',
        actorId: staffId,
        action: 'area.deliverable_set',
        at: t.clock.now,
        data: {
          before: { name: 'GAMBIR', level: 'district', deliverable: true },
          after: { name: 'GAMBIR', level: 'district', deliverable: false },
        },
      }),
    ]);

    expect((await couriers(addressId, headers)).body).toMatchObject(OUT_OF_RANGE);
    const checkout = await t.call({
      method: 'POST',
      url: '/oci/checkout',
      headers,
      payload: {
        cart_item_ids: [cartItemId],
        address_id: addressId,
        courier: { code: 'jne', service: 'REG' },
        payment_method: 'virtual_account',
      },
    });
    expect(checkout.status).toBe(422);
    expect(checkout.body).toMatchObject(OUT_OF_RANGE);
    const another = await t.call({
      method: 'POST',
      url: '/oci/customer/alamat',
      headers,
      payload: gambirAddress({ id_kelurahan: '31.71.01.1002', kode_pos: '10120' }),
    });
    expect(another.body).toMatchObject(OUT_OF_RANGE);
    // The other district of the same city is not touched.
    const pasarBaru = await t.call({
      method: 'POST',
      url: '/oci/customer/alamat',
      headers,
      payload: gambirAddress({
        id_kecamatan: '31.71.02',
        id_kelurahan: '31.71.02.1001',
        kode_pos: '10710',
      }),
    });
    expect(pasarBaru.status).toBe(201);

    // Sending the same mark again changes nothing and writes no second line.
    expect((await mark('31.71.01', { deliverable: false })).body.data.deliverable).toBe(false);
    expect(await auditLines('31.71.01')).toHaveLength(1);

    const opened = await mark('31.71.01', { deliverable: true });
    expect(opened.body.data.deliverable).toBe(true);
    expect(await auditLines('31.71.01')).toHaveLength(2);
    expect((await couriers(addressId, headers)).status).toBe(200);
  });

  it('answers 404 for an unknown area and 400 on a mark that is not a boolean', async () => {
    const unknown = await mark('31.99', { deliverable: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Data tidak ditemukan');
    const bad = await mark('31.71', { deliverable: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toEqual({ deliverable: 'field.invalid' });
    const missing = await mark('31.71', {});
    expect(missing.status).toBe(400);
    expect(await auditLines('31.71')).toEqual([]);
  });

  it.each([
    ['GET', '/admin/areas', undefined],
    ['PUT', '/admin/areas/31/deliverable', { deliverable: false }],
  ] as const)('keeps %s %s to staff', async (method, url, payload) => {
    const { guest, customer } = await callAsGuestAndCustomer(t, { method, url, payload });
    expect(guest.status).toBe(401);
    expect(customer.status).toBe(404);
    expect(customer.body.data).toEqual({ code: 'not_found' });
    const [province] = await t.handle.db.select().from(areas).where(eq(areas.id, '31'));
    expect(province?.deliverable).toBe(true);
  });
});
