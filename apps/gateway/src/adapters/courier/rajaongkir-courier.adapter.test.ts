import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { insertAreas } from '../../db/seed/areas/area-row';
import type { AreaRow } from '../../db/seed/areas/area-row';
import { areaRow } from '../../db/seed/areas/area-row';
import { createTestDatabase, TEST_DATABASE_KINDS } from '../../testing/test-database';
import type { CourierDestination } from './courier-rates';
import { CourierProviderError } from './courier-rates';
import { areaKey, createRajaOngkirCourier, etdDays } from './rajaongkir-courier.adapter';
import type { RajaOngkirStub, StubDestination } from './testing/rajaongkir-stub';
import { gambirDestination, startRajaOngkirStub } from './testing/rajaongkir-stub';

const KEY = 'komerce-test-key';
const ORIGIN = 17_473;

const area = (id: string, level: AreaRow['level'], parentId: string | null, name: string) =>
  areaRow(level, id, parentId, name);

/** A slice of our tree (Kemendagri names) for three destinations. */
const AREAS: readonly AreaRow[] = [
  area('ID', 'region', null, 'Indonesia'),
  area('31', 'province', 'ID', 'Daerah Khusus Ibukota Jakarta'),
  area('31.71', 'city', '31', 'Kota Administrasi Jakarta Pusat'),
  area('31.71.01', 'district', '31.71', 'Gambir'),
  area('31.71.01.1001', 'subdistrict', '31.71.01', 'Gambir'),
  area('31.71.01.1002', 'subdistrict', '31.71.01', 'Cideng'),
  area('91', 'province', 'ID', 'Papua'),
  area('91.71', 'city', '91', 'Kota Jayapura'),
  area('91.71.01', 'district', '91.71', 'Jayapura Utara'),
  area('91.71.01.1001', 'subdistrict', '91.71.01', 'Gurabesi'),
  area('91.71.01.1009', 'subdistrict', '91.71.01', 'Kampung Baru'),
];

/** The same places as RajaOngkir lists them (its own ids, upper case, without "Kota"). */
const PLACES: readonly StubDestination[] = [
  gambirDestination({ 'jne/REG': 10_000, 'jne/YES': 18_000, 'jnt/EZ': 9_000 }),
  {
    id: 17_478,
    province_name: 'DKI JAKARTA',
    city_name: 'JAKARTA PUSAT',
    district_name: 'GAMBIR',
    subdistrict_name: 'CIDENG',
    zip_code: '10150',
    perKg: { 'jne/REG': 10_000, 'jnt/EZ': 9_000 },
  },
  // Another Cideng, in another district: the name alone must not pick it.
  {
    id: 30_001,
    province_name: 'JAWA BARAT',
    city_name: 'CIREBON',
    district_name: 'TALUN',
    subdistrict_name: 'CIDENG',
    zip_code: '45171',
    perKg: { 'jne/REG': 20_000 },
  },
  {
    id: 66_102,
    province_name: 'PAPUA',
    city_name: 'JAYAPURA',
    district_name: 'JAYAPURA UTARA',
    subdistrict_name: 'GURABESI',
    zip_code: '99111',
    perKg: { 'jne/REG': 98_000, 'sicepat/REG': 91_000 },
  },
];

const gambir: CourierDestination = {
  provinceId: '31',
  cityId: '31.71',
  districtId: '31.71.01',
  subdistrictId: '31.71.01.1001',
  postalCode: '10110',
};
const cideng: CourierDestination = { ...gambir, subdistrictId: '31.71.01.1002', postalCode: '' };
const gurabesi: CourierDestination = {
  provinceId: '91',
  cityId: '91.71',
  districtId: '91.71.01',
  subdistrictId: '91.71.01.1001',
};
const kampungBaru: CourierDestination = { ...gurabesi, subdistrictId: '91.71.01.1009' };

describe('RajaOngkir helpers', () => {
  it.each([
    ['Kota Administrasi Jakarta Pusat', 'JAKARTA PUSAT'],
    ['Kabupaten Administrasi Kepulauan Seribu', 'KEPULAUAN SERIBU'],
    ['Kota Jayapura', 'JAYAPURA'],
    ['Kab. Bogor', 'BOGOR'],
    ['Pasar Minggu', 'PASAR MINGGU'],
  ])('reads %j as RajaOngkir writes %j', (ours, theirs) => {
    expect(areaKey(ours)).toBe(areaKey(theirs));
  });

  it.each<[string | null, [number | null, number | null]]>([
    ['2-3 day', [2, 3]],
    ['1 day', [1, 1]],
    ['3 - 6 HARI', [3, 6]],
    ['5-2', [2, 5]],
    ['', [null, null]],
    [null, [null, null]],
  ])('reads the estimate %j as %j days', (etd, days) => {
    expect(etdDays(etd)).toEqual(days);
  });
});

describe.each(TEST_DATABASE_KINDS)('RajaOngkir courier adapter on %s', (kind) => {
  let handle: DatabaseHandle;
  let stub: RajaOngkirStub;
  const courier = (over: { timeoutMs?: number; costCacheMs?: number; apiKey?: string } = {}) =>
    createRajaOngkirCourier({
      db: handle.db,
      apiKey: over.apiKey ?? KEY,
      apiUrl: stub.url,
      originId: String(ORIGIN),
      couriers: ['jne', 'jnt', 'sicepat'],
      // The stub runs in this process: on a loaded machine it may answer slowly, never wrongly.
      timeoutMs: over.timeoutMs ?? 60_000,
      costCacheMs: over.costCacheMs ?? 0,
    });
  const rates = (destination: CourierDestination, weightGrams: number, code = 'all') =>
    courier().rates({ market: 'id', destination, weightGrams, courier: code });

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await insertAreas(handle.db, AREAS);
    stub = await startRajaOngkirStub({ apiKey: KEY, originId: ORIGIN, destinations: PLACES });
  });
  afterAll(async () => {
    await stub.close();
    await handle.close();
  });
  beforeEach(() => {
    stub.calls.length = 0;
    stub.delayMs = 0;
    stub.waybills.clear();
  });

  it('finds the destination by postal code, then prices every courier service for the weight', async () => {
    const answer = await rates(gambir, 2_001);
    expect(stub.calls.map((call) => [call.method, call.path, call.query['search']])).toEqual([
      ['GET', '/api/v1/destination/domestic-destination', '10110'],
      ['POST', '/api/v1/calculate/domestic-cost', undefined],
    ]);
    expect(stub.calls.every((call) => call.key === KEY)).toBe(true);
    expect(stub.calls[1]).toMatchObject({
      contentType: 'application/x-www-form-urlencoded',
      form: {
        origin: String(ORIGIN),
        destination: '17473',
        weight: '2001',
        courier: 'jne:jnt:sicepat',
        price: 'lowest',
      },
    });
    // 2,001 g: the stub bills three started kilograms.
    expect(answer).toEqual([
      {
        code: 'jne',
        name: 'Jalur Nugraha Ekakurir (JNE)',
        service: 'REG',
        description: 'Layanan Reguler',
        fee: { amount: 30_000, currency: 'IDR' },
        etdDaysMin: 2,
        etdDaysMax: 3,
      },
      {
        code: 'jne',
        name: 'Jalur Nugraha Ekakurir (JNE)',
        service: 'YES',
        description: 'Yakin Esok Sampai',
        fee: { amount: 54_000, currency: 'IDR' },
        etdDaysMin: 1,
        etdDaysMax: 1,
      },
      {
        code: 'jnt',
        name: 'J&T Express',
        service: 'EZ',
        description: 'Layanan Reguler',
        fee: { amount: 27_000, currency: 'IDR' },
        etdDaysMin: 2,
        etdDaysMax: 4,
      },
    ]);
  });

  it('picks the village of the same district and city when another shares its name', async () => {
    const answer = await rates(cideng, 1_000, 'jne');
    expect(stub.calls.map((call) => call.query['search'] ?? call.form['destination'])).toEqual([
      'Cideng',
      '17478',
    ]);
    expect(stub.calls[1]?.form['courier']).toBe('jne');
    expect(answer.map((rate) => [rate.service, rate.fee.amount])).toEqual([['REG', 10_000]]);
  });

  it('falls back to the district when RajaOngkir lists no village of that name', async () => {
    const answer = await rates(kampungBaru, 1_500);
    expect(stub.calls.map((call) => call.query['search'] ?? call.form['destination'])).toEqual([
      'Kampung Baru',
      'Jayapura Utara',
      '66102',
    ]);
    // Papua costs what RajaOngkir says, with an estimate left open when it gives none.
    expect(answer).toContainEqual(
      expect.objectContaining({
        code: 'sicepat',
        fee: { amount: 182_000, currency: 'IDR' },
        etdDaysMin: null,
        etdDaysMax: null,
      }),
    );
  });

  it('remembers a destination id, so a second price asks for the cost only', async () => {
    const adapter = courier();
    await adapter.rates({ market: 'id', destination: gurabesi, weightGrams: 1, courier: 'jne' });
    await adapter.rates({ market: 'id', destination: gurabesi, weightGrams: 9, courier: 'jne' });
    expect(stub.calls.map((call) => call.path)).toEqual([
      '/api/v1/destination/domestic-destination',
      '/api/v1/calculate/domestic-cost',
      '/api/v1/calculate/domestic-cost',
    ]);
  });

  it('reuses a price for the same parcel while it is fresh', async () => {
    const adapter = courier({ costCacheMs: 60_000 });
    const first = await adapter.rates({
      market: 'id',
      destination: gambir,
      weightGrams: 800,
      courier: 'all',
    });
    const again = await adapter.rates({
      market: 'id',
      destination: gambir,
      weightGrams: 800,
      courier: 'all',
    });
    expect(again).toEqual(first);
    expect(stub.calls.filter((call) => call.path.endsWith('domestic-cost'))).toHaveLength(1);
  });

  it('offers nothing for a courier it is not configured for or a place RajaOngkir does not know', async () => {
    expect(await rates(gambir, 1_000, 'dhl')).toEqual([]);
    expect(stub.calls).toEqual([]);
    const unknown: CourierDestination = { ...gambir, subdistrictId: '31.71.01.9999', cityId: 'x' };
    expect(await rates(unknown, 1_000)).toEqual([]);
    // A route without a service (404 "Data not found") is no option either.
    expect(await rates(cideng, 1_000, 'sicepat')).toEqual([]);
  });

  it('refuses a weight that is not a positive whole number of grams', async () => {
    await expect(rates(gambir, 0)).rejects.toThrow(RangeError);
    await expect(rates(gambir, 1.5)).rejects.toThrow(RangeError);
  });

  it('reports a refused key, a server error and a strange answer without the key', async () => {
    const refused = courier({ apiKey: 'wrong' }).rates({
      market: 'id',
      destination: gurabesi,
      weightGrams: 1,
      courier: 'all',
    });
    await expect(refused).rejects.toThrow(
      new CourierProviderError(
        'RajaOngkir destination search answered 401: Invalid Api key, key not found',
      ),
    );
    stub.failNext(500, { meta: { code: 500, message: 'Internal Server Error' }, data: null });
    await expect(rates(gambir, 1)).rejects.toThrow(/destination search answered 500/);
    stub.failNext(200, { meta: { code: 200 }, data: { id: 1 } });
    const strange = await rates(gambir, 1).catch((error: unknown) => error);
    expect(strange).toBeInstanceOf(CourierProviderError);
    expect(String(strange)).toMatch(/unknown shape/);
    expect(String(strange)).not.toContain(KEY);
    // A failed lookup is not remembered: the next call searches again and succeeds.
    expect(await rates(gambir, 1, 'jnt')).toHaveLength(1);
  });

  it('gives up on a provider that does not answer in time', async () => {
    stub.delayMs = 2_000;
    const started = performance.now();
    await expect(
      courier({ timeoutMs: 150 }).rates({
        market: 'id',
        destination: gurabesi,
        weightGrams: 1,
        courier: 'all',
      }),
    ).rejects.toThrow(
      new CourierProviderError('RajaOngkir destination search could not be reached'),
    );
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  describe('waybill tracking', () => {
    it('reads the scans newest first, at WIB, with the recipient phone’s last five digits', async () => {
      stub.waybills.set('CGK1234567890', {
        courier: 'jne',
        delivered: true,
        lastPhoneNumber: '67890',
        manifest: [
          {
            manifest_code: '1',
            manifest_description: 'SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [JAKARTA]',
            manifest_date: '2026-03-02',
            manifest_time: '10:15:00',
            city_name: 'JAKARTA',
          },
          {
            manifest_code: '3',
            manifest_description: 'DELIVERED TO [BUDI | 04-03-2026 14:05 | JAYAPURA]',
            manifest_date: '2026-03-04',
            manifest_time: '14:05',
            city_name: 'JAYAPURA',
          },
          {
            manifest_code: '2',
            manifest_description: 'ON TRANSIT',
            manifest_date: '2026-03-03',
            manifest_time: '',
            city_name: '',
          },
        ],
      });
      const track = await courier().track({
        courier: 'JNE',
        waybill: 'CGK1234567890',
        recipientPhone: '+62 812-3456-7890',
      });
      expect(stub.calls).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/api/v1/track/waybill',
          query: { awb: 'CGK1234567890', courier: 'jne', last_phone_number: '67890' },
          key: KEY,
        }),
      ]);
      expect(track).toEqual({
        delivered: true,
        scans: [
          {
            at: new Date('2026-03-04T07:05:00.000Z'),
            description: 'DELIVERED TO [BUDI | 04-03-2026 14:05 | JAYAPURA]',
            location: 'JAYAPURA',
          },
          {
            at: new Date('2026-03-02T17:00:00.000Z'),
            description: 'ON TRANSIT',
            location: null,
          },
          {
            at: new Date('2026-03-02T03:15:00.000Z'),
            description: 'SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [JAKARTA]',
            location: 'JAKARTA',
          },
        ],
      });
    });

    it('answers null for a waybill the courier does not know yet', async () => {
      expect(await courier().track({ courier: 'jnt', waybill: 'JX0000000000' })).toBeNull();
    });

    it('reports a refusal and a timeout as provider errors', async () => {
      stub.waybills.set('CGK1', {
        courier: 'jne',
        delivered: false,
        lastPhoneNumber: '11111',
        manifest: [],
      });
      await expect(courier().track({ courier: 'jne', waybill: 'CGK1' })).rejects.toThrow(
        /waybill tracking answered 400: last_phone_number is required/,
      );
      stub.delayMs = 2_000;
      await expect(
        courier({ timeoutMs: 150 }).track({ courier: 'jne', waybill: 'CGK1' }),
      ).rejects.toBeInstanceOf(CourierProviderError);
    });
  });
});
