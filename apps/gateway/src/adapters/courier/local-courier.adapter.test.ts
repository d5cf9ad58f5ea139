import type { MarketId } from '@storefront/domain';
import { MARKET_IDS, getMarket } from '@storefront/domain';
import { getProvinces } from 'idn-area-data';
import { describe, expect, it } from 'vitest';
import { KAZAKH_PROVINCES } from '../../db/seed/areas/kazakhstan-areas';
import { THAI_PROVINCE_CODES } from '../../db/seed/areas/thailand-provinces';
import { billedKilograms, createLocalCourierRates, ringOf } from './local-courier.adapter';
import { LOCAL_RATE_TABLE } from './local-rate-table';
import { PROVINCE_POSITIONS, distanceKm } from './province-positions';

const to = (provinceId: string) => ({
  provinceId,
  cityId: `${provinceId}.x`,
  districtId: `${provinceId}.x.x`,
  subdistrictId: `${provinceId}.x.x.x`,
});

async function fee(market: MarketId, provinceId: string, weightGrams: number, courier: string) {
  const [rate] = await createLocalCourierRates(getMarket(market)).rates({
    market,
    destination: to(provinceId),
    weightGrams,
    courier,
  });
  return rate;
}

describe('billedKilograms', () => {
  it.each([
    [1, 1],
    [999, 1],
    [1_000, 1],
    [1_001, 2],
    [2_001, 3],
    [5_000, 5],
    [120_000, 120],
  ])('%d g bills %d kg', (grams, kilograms) => {
    expect(billedKilograms(grams)).toBe(kilograms);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d g', (grams) => {
    expect(() => billedKilograms(grams)).toThrow(RangeError);
  });
});

describe('province positions', () => {
  const seeded: Record<MarketId, () => Promise<string[]>> = {
    id: async () => (await getProvinces()).map((province) => province.code),
    th: async () => Object.values(THAI_PROVINCE_CODES),
    kz: async () => KAZAKH_PROVINCES.map((province) => province.iso),
  };

  it.each(MARKET_IDS)('cover exactly the seeded provinces of %s', async (market) => {
    expect(Object.keys(PROVINCE_POSITIONS[market]).sort()).toEqual((await seeded[market]()).sort());
  });

  it('measure great-circle distance (Jakarta to Bandung about 120 km, to Jayapura 3,780)', () => {
    const at = (province: string) => PROVINCE_POSITIONS.id[province] ?? [Number.NaN, Number.NaN];
    expect(distanceKm(at('31'), at('31'))).toBe(0);
    expect(Math.round(distanceKm(at('31'), at('32')))).toBeCloseTo(118, -1);
    expect(Math.round(distanceKm(at('31'), at('91')))).toBeCloseTo(3_778, -1);
  });
});

describe('zone rings from the warehouse', () => {
  it.each<[MarketId, string, number, string]>([
    ['id', '31', 0, 'the warehouse province (Jakarta)'],
    ['id', '36', 1, 'a neighbouring province (Banten)'],
    ['id', '32', 1, 'a neighbouring province (Jawa Barat)'],
    ['id', '35', 2, 'the far end of Java (Jawa Timur)'],
    ['id', '51', 3, 'Bali'],
    ['id', '73', 4, 'Sulawesi Selatan'],
    ['id', '91', 5, 'the farthest ring (Papua)'],
    ['id', '96', 5, 'the farthest ring (Papua Barat Daya)'],
    ['th', 'TH-10', 0, 'Bangkok'],
    ['th', 'TH-12', 1, 'Nonthaburi'],
    ['th', 'TH-30', 2, 'Nakhon Ratchasima'],
    ['th', 'TH-50', 3, 'Chiang Mai'],
    ['th', 'TH-96', 4, 'the farthest ring (Narathiwat)'],
    ['kz', 'KZ-75', 0, 'Almaty'],
    ['kz', 'KZ-19', 1, 'Almaty Region'],
    ['kz', 'KZ-71', 2, 'Astana'],
    ['kz', 'KZ-59', 3, 'North Kazakhstan'],
    ['kz', 'KZ-47', 4, 'the farthest ring (Mangystau)'],
  ])('%s: %s is ring %d, %s', (market, provinceId, ring) => {
    const table = LOCAL_RATE_TABLE[market];
    expect(
      ringOf(
        getMarket(market).warehouseAreaId,
        provinceId,
        table.ringLimitsKm,
        PROVINCE_POSITIONS[market],
      ),
    ).toBe(ring);
  });

  it('counts from whichever province the warehouse is in', () => {
    const { ringLimitsKm } = LOCAL_RATE_TABLE.id;
    // A warehouse in Surabaya: Jawa Timur is home, Jakarta two rings out.
    expect(ringOf('35', '35', ringLimitsKm, PROVINCE_POSITIONS.id)).toBe(0);
    expect(ringOf('35', '31', ringLimitsKm, PROVINCE_POSITIONS.id)).toBe(2);
  });

  it('refuses a province it has no position for instead of guessing a price', () => {
    expect(() => ringOf('31', '99', [250], PROVINCE_POSITIONS.id)).toThrow(/province 99/);
  });

  it.each(MARKET_IDS)(
    '%s: every service has one price per ring, never cheaper farther',
    (market) => {
      const table = LOCAL_RATE_TABLE[market];
      for (const row of table.rows) {
        expect(row.rings).toHaveLength(table.ringLimitsKm.length + 2);
        row.rings.forEach((price, index) => {
          expect(price.days.min).toBeLessThanOrEqual(price.days.max);
          const nearer = row.rings[index - 1];
          if (!nearer) return;
          expect(price.firstKg).toBeGreaterThanOrEqual(nearer.firstKg);
          expect(price.nextKg).toBeGreaterThanOrEqual(nearer.nextKg);
          expect(price.days.max).toBeGreaterThanOrEqual(nearer.days.max);
        });
      }
    },
  );
});

describe('local courier rate table', () => {
  it.each<[MarketId, string, number, string, number, [number, number]]>([
    // JNE REG: the first kilogram, then each started one, at the ring's price.
    ['id', '31', 1_000, 'jne', 10_000, [1, 2]],
    ['id', '31', 1_001, 'jne', 20_000, [1, 2]],
    ['id', '32', 2_001, 'jne', 39_000, [1, 2]],
    ['id', '51', 1, 'jne', 32_000, [2, 4]],
    ['id', '91', 1_000, 'jne', 105_000, [4, 8]],
    // SiCepat cargo: a dear first kilogram and cheap further ones.
    ['id', '91', 10_000, 'sicepat', 300_000 + 9 * 30_000, [7, 14]],
    ['th', 'TH-10', 500, 'kerry', 4_500, [1, 2]],
    ['th', 'TH-96', 3_000, 'kerry', 8_000 + 2 * 3_000, [2, 4]],
    ['kz', 'KZ-75', 1_000, 'cdek', 150_000, [1, 2]],
    ['kz', 'KZ-27', 2_500, 'kazpost', 260_000 + 2 * 60_000, [7, 14]],
  ])('%s to %s, %d g by %s costs %d', async (market, province, grams, courier, amount, days) => {
    const rate = await fee(market, province, grams, courier);
    expect(rate?.fee).toEqual({ amount, currency: getMarket(market).currency });
    expect([rate?.etdDaysMin, rate?.etdDaysMax]).toEqual(days);
  });

  it('charges Papua far more than Jawa Barat for the same parcel', async () => {
    const near = await fee('id', '32', 1_000, 'jne');
    const far = await fee('id', '91', 1_000, 'jne');
    expect(far?.fee.amount).toBeGreaterThan((near?.fee.amount ?? Infinity) * 5);
  });

  it('lists every courier service for "all", none for an unknown code', async () => {
    const rates = createLocalCourierRates(getMarket('id'));
    const all = await rates.rates({
      market: 'id',
      destination: to('32'),
      weightGrams: 1,
      courier: 'all',
    });
    expect(all.map((rate) => `${rate.code}/${rate.service}`)).toEqual([
      'jne/REG',
      'jne/YES',
      'jnt/EZ',
      'sicepat/GOKIL',
    ]);
    expect(all[0]).toEqual({
      code: 'jne',
      name: 'JNE',
      service: 'REG',
      description: 'Layanan Reguler',
      fee: { amount: 13_000, currency: 'IDR' },
      etdDaysMin: 1,
      etdDaysMax: 2,
    });
    expect(
      await rates.rates({ market: 'id', destination: to('32'), weightGrams: 1, courier: 'dhl' }),
    ).toEqual([]);
  });

  it('refuses a weight that is not a positive whole number of grams', async () => {
    await expect(
      createLocalCourierRates(getMarket('id')).rates({
        market: 'id',
        destination: to('31'),
        weightGrams: 0,
        courier: 'all',
      }),
    ).rejects.toThrow(RangeError);
  });
});
