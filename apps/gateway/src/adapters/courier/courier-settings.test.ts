import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { RAJAONGKIR_API_URL, courierSettings } from './courier-settings';

/** A production start that has everything but courier rates. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-32-characters!',
  MAIL_TRANSPORT: 'none',
  FILE_STORAGE: 'local',
  PAYMENT_PROVIDER: 'simulator',
};
const RAJAONGKIR_API_KEY = 'k0merce-s3cret-key';

describe('courier settings', () => {
  it.each([
    [
      'nothing',
      {},
      /RAJAONGKIR_API_KEY, RAJAONGKIR_ORIGIN_ID: production in Indonesia prices delivery with RajaOngkir/,
    ],
    [
      'a key without the warehouse',
      { RAJAONGKIR_API_KEY },
      /RAJAONGKIR_ORIGIN_ID: required to price delivery with RajaOngkir/,
    ],
    [
      'RajaOngkir named without a key',
      { COURIER_RATES: 'rajaongkir', RAJAONGKIR_ORIGIN_ID: '17473' },
      /RAJAONGKIR_API_KEY: required to price delivery with RajaOngkir/,
    ],
  ])('refuses an Indonesian production start with %s, naming what is missing', (_l, env, error) => {
    const attempt = () => loadConfig({ ...PRODUCTION, ...env });
    expect(attempt).toThrow(error);
    expect(attempt).not.toThrow(/s3cret/);
  });

  it('starts production on the zone table only when it is named', () => {
    expect(loadConfig({ ...PRODUCTION, COURIER_RATES: 'local' }).courier).toEqual({
      provider: 'local',
    });
    // Thailand and Kazakhstan have no provider: their zone table is the real price list.
    expect(loadConfig({ ...PRODUCTION, MARKET: 'th' }).courier).toEqual({ provider: 'local' });
    expect(loadConfig({ ...PRODUCTION, MARKET: 'kz' }).courier).toEqual({ provider: 'local' });
  });

  it('chooses RajaOngkir when its key and warehouse are set, with its address and couriers', () => {
    const config = loadConfig({
      ...PRODUCTION,
      RAJAONGKIR_API_KEY,
      RAJAONGKIR_ORIGIN_ID: '17473',
      RAJAONGKIR_COURIERS: 'JNE:jnt, sicepat',
    });
    expect(config.courier).toEqual({
      provider: 'rajaongkir',
      apiKey: RAJAONGKIR_API_KEY,
      apiUrl: RAJAONGKIR_API_URL,
      originId: '17473',
      couriers: ['jne', 'jnt', 'sicepat'],
    });
    expect(
      courierSettings(
        {
          RAJAONGKIR_API_KEY,
          RAJAONGKIR_ORIGIN_ID: '1',
          RAJAONGKIR_API_URL: 'http://127.0.0.1:9/api/v1',
        },
        false,
        'id',
      ),
    ).toMatchObject({
      settings: {
        apiUrl: 'http://127.0.0.1:9/api/v1',
        couriers: ['jne', 'jnt', 'sicepat', 'pos', 'tiki'],
      },
    });
  });

  it('keeps the zone table in development and tests unless RajaOngkir is configured', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).courier).toEqual({ provider: 'local' });
    expect(loadConfig({ NODE_ENV: 'test' }).courier).toEqual({ provider: 'local' });
    // A named local table wins over a key left in the environment.
    expect(
      loadConfig({ NODE_ENV: 'test', COURIER_RATES: 'local', RAJAONGKIR_API_KEY }).courier,
    ).toEqual({ provider: 'local' });
  });

  it.each([
    [
      { MARKET: 'th', COURIER_RATES: 'rajaongkir' },
      /COURIER_RATES: RajaOngkir delivers in Indonesia only/,
    ],
    [{ RAJAONGKIR_ORIGIN_ID: 'jakarta' }, /RAJAONGKIR_ORIGIN_ID: a RajaOngkir destination id/],
    [{ RAJAONGKIR_COURIERS: 'jne;tiki' }, /RAJAONGKIR_COURIERS must be courier codes/],
    [{ COURIER_RATES: 'biteship' }, /COURIER_RATES/],
  ])('refuses %j', (env, error) => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(error);
  });
});
