import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RajaOngkirStub } from '../../adapters/courier/testing/rajaongkir-stub';
import { startRajaOngkirStub } from '../../adapters/courier/testing/rajaongkir-stub';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate } from '../catalog/testing';
import { orderIn } from './testing/order-fixtures';

const KEY = 'komerce-test-key';
// The waybill order-fixtures' staff move enters, and the recipient phone's last five digits.
const WAYBILL = 'JX1234567890ID';

/**
 * GET /oci/orders/tracking/:orderNumber with RajaOngkir configured (its local stub): the courier's
 * scans of the waybill join the store's events, newest first.
 */
describe.each(TEST_DATABASE_KINDS)('courier tracking on %s', (kind) => {
  let t: TestApp;
  let stub: RajaOngkirStub;

  beforeAll(async () => {
    stub = await startRajaOngkirStub({ apiKey: KEY, originId: 17_473, destinations: [] });
    t = await createTestApp(kind, {
      env: {
        RAJAONGKIR_API_KEY: KEY,
        RAJAONGKIR_ORIGIN_ID: '17473',
        RAJAONGKIR_API_URL: stub.url,
      },
    });
    await insertRate(t);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => {
    stub.waybills.clear();
    stub.calls.length = 0;
  });

  async function shippedOrder() {
    const customer = await createCustomer(t);
    const headers = await customerAuth(t, customer);
    t.clock.now = new Date('2026-03-02T03:00:00.000Z');
    const { orderNumber } = await orderIn(t, customer, 'shipping');
    const track = () =>
      t.call({ method: 'GET', url: `/oci/orders/tracking/${orderNumber}?langcode=en`, headers });
    return { track };
  }

  it('shows the courier’s scans among the store’s events, newest first', async () => {
    const { track } = await shippedOrder();
    stub.waybills.set(WAYBILL, {
      courier: 'jne',
      delivered: false,
      lastPhoneNumber: '67890',
      manifest: [
        {
          manifest_code: '1',
          manifest_description: 'SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [JAKARTA]',
          manifest_date: '2026-03-02',
          manifest_time: '15:00:00',
          city_name: 'JAKARTA',
        },
        {
          manifest_code: '2',
          manifest_description: 'WITH DELIVERY COURIER [JAYAPURA]',
          manifest_date: '2026-03-05',
          manifest_time: '08:30:00',
          city_name: 'JAYAPURA',
        },
      ],
    });
    const answer = await track();
    expect(answer.status).toBe(200);
    expect(stub.calls).toEqual([
      expect.objectContaining({
        path: '/api/v1/track/waybill',
        query: { awb: WAYBILL, courier: 'jne', last_phone_number: '67890' },
      }),
    ]);
    expect(answer.body.data.events).toEqual([
      {
        at: '2026-03-05T01:30:00.000Z',
        description: 'WITH DELIVERY COURIER [JAYAPURA]',
        location: 'JAYAPURA',
        source: 'courier',
      },
      {
        at: '2026-03-02T08:00:00.000Z',
        description: 'SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [JAKARTA]',
        location: 'JAKARTA',
        source: 'courier',
      },
      expect.objectContaining({ description: 'Shipping', source: 'store' }),
      expect.objectContaining({ description: 'In process', source: 'store' }),
      expect.objectContaining({ description: 'Waiting for payment', source: 'store' }),
    ]);
  });

  it('shows the store’s events when the courier does not know the waybill yet', async () => {
    const { track } = await shippedOrder();
    const answer = await track();
    expect(answer.status).toBe(200);
    expect(answer.body.data.events.map((e: { source: string }) => e.source)).toEqual([
      'store',
      'store',
      'store',
    ]);
  });

  it('still answers with the store’s events when RajaOngkir fails, without its reply', async () => {
    const { track } = await shippedOrder();
    stub.failNext(502, { meta: { code: 502, message: 'Bad Gateway' }, data: null });
    const answer = await track();
    expect(answer.status).toBe(200);
    expect(answer.body.data.events.map((e: { description: string }) => e.description)).toEqual([
      'Shipping',
      'In process',
      'Waiting for payment',
    ]);
    expect(JSON.stringify(answer.body)).not.toContain('Bad Gateway');
  });
});
