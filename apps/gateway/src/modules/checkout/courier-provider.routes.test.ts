import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RajaOngkirStub } from '../../adapters/courier/testing/rajaongkir-stub';
import {
  gambirDestination,
  startRajaOngkirStub,
} from '../../adapters/courier/testing/rajaongkir-stub';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { gambirAddress, insertAreaTree } from '../account/testing';
import { verifiedCustomer } from '../inquiries/testing';
import { savedAddress } from './testing/checkout-fixtures';

const KEY = 'komerce-test-key';

/**
 * GET /oci/rajaongkir/courier with RajaOngkir configured by the environment (config.ts →
 * create-adapters.ts), against its local stub: the provider's prices, and 503 when it fails.
 */
describe.each(TEST_DATABASE_KINDS)('courier options from RajaOngkir on %s', (kind) => {
  let t: TestApp;
  let stub: RajaOngkirStub;

  beforeAll(async () => {
    stub = await startRajaOngkirStub({
      apiKey: KEY,
      originId: 17_473,
      destinations: [gambirDestination({ 'jne/REG': 11_000, 'jnt/EZ': 9_500 })],
    });
    t = await createTestApp(kind, {
      env: {
        RAJAONGKIR_API_KEY: KEY,
        RAJAONGKIR_ORIGIN_ID: '17473',
        RAJAONGKIR_API_URL: stub.url,
        RAJAONGKIR_COURIERS: 'jne:jnt',
      },
    });
    await insertAreaTree(t);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => {
    stub.calls.length = 0;
  });

  async function shopper() {
    const { headers } = await verifiedCustomer(t);
    return { headers, addressId: await savedAddress(t, headers, gambirAddress()) };
  }

  it('offers RajaOngkir’s services and prices for the parcel weight', async () => {
    const { headers, addressId } = await shopper();
    const answer = await t.call({
      method: 'GET',
      url: `/oci/rajaongkir/courier?id=${addressId}&weight=1500`,
      headers,
    });
    expect(answer.status).toBe(200);
    expect(stub.calls.at(-1)?.form).toMatchObject({
      origin: '17473',
      destination: '17473',
      weight: '1500',
      courier: 'jne:jnt',
    });
    // The services as the buyer picks them: courier, service, price and days (the adapter's
    // tests hold the names and descriptions RajaOngkir gives).
    type Offer = { code: string; service: string; fee: { amount: number; currency: string } };
    type Days = { etd_days_min: number; etd_days_max: number };
    const offers = (answer.body.data as (Offer & Days)[]).map(
      (offer) =>
        `${offer.code} ${offer.service}: ${offer.fee.amount} ${offer.fee.currency}, ` +
        `${offer.etd_days_min}-${offer.etd_days_max} days`,
    );
    expect(offers).toEqual(['jne REG: 22000 IDR, 2-3 days', 'jnt EZ: 19000 IDR, 2-4 days']);
    expect(answer.body.data[0]).toMatchObject({ name: 'Jalur Nugraha Ekakurir (JNE)' });
  });

  it('answers 503 in the customer’s language when RajaOngkir cannot answer', async () => {
    const { headers, addressId } = await shopper();
    stub.failNext(500, { meta: { code: 500, message: 'Internal Server Error' }, data: null });
    const answer = await t.call({
      method: 'GET',
      url: `/oci/rajaongkir/courier?id=${addressId}&weight=2500`,
      headers,
    });
    expect(answer.status).toBe(503);
    expect(answer.body.data).toEqual({ code: 'service_unavailable' });
    expect(JSON.stringify(answer.body)).not.toContain('Internal Server Error');
  });
});
