import { getMarket } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { createLocalCourierRates } from './local-courier.adapter';

const jakarta = {
  provinceId: '31',
  cityId: '31.71',
  districtId: '31.71.01',
  subdistrictId: '31.71.01.1001',
};
const bandung = {
  provinceId: '32',
  cityId: '32.73',
  districtId: '32.73.01',
  subdistrictId: '32.73.01.1001',
};

describe('local courier rate table', () => {
  const rates = createLocalCourierRates(getMarket('id'));

  it('bills the first kilogram, then every started kilogram, by zone', async () => {
    const local = await rates.rates({
      market: 'id',
      destination: jakarta,
      weightGrams: 1_000,
      courier: 'jne',
    });
    expect(local.map((r) => [r.service, r.fee.amount])).toEqual([
      ['REG', 10_000],
      ['YES', 18_000],
    ]);
    const national = await rates.rates({
      market: 'id',
      destination: bandung,
      weightGrams: 2_001,
      courier: 'jne',
    });
    // 2,001 g is three started kilograms.
    expect(national[0]).toEqual({
      code: 'jne',
      name: 'JNE',
      service: 'REG',
      description: 'Layanan Reguler',
      fee: { amount: 72_000, currency: 'IDR' },
      etdDaysMin: 2,
      etdDaysMax: 4,
    });
  });

  it('lists every courier for "all", none for an unknown code, in the market currency', async () => {
    const all = await rates.rates({
      market: 'id',
      destination: bandung,
      weightGrams: 1,
      courier: 'all',
    });
    expect(new Set(all.map((r) => r.code))).toEqual(new Set(['jne', 'jnt', 'sicepat']));
    expect(
      await rates.rates({ market: 'id', destination: bandung, weightGrams: 1, courier: 'dhl' }),
    ).toEqual([]);
    const thai = await createLocalCourierRates(getMarket('th')).rates({
      market: 'th',
      destination: { provinceId: 'TH-10', cityId: 'x', districtId: 'x', subdistrictId: 'x' },
      weightGrams: 500,
      courier: 'kerry',
    });
    expect(thai[0]?.fee).toEqual({ amount: 4_500, currency: 'THB' });
  });

  it('refuses a weight that is not a positive whole number of grams', async () => {
    await expect(
      rates.rates({ market: 'id', destination: jakarta, weightGrams: 0, courier: 'all' }),
    ).rejects.toThrow(RangeError);
  });
});
