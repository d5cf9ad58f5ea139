import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PRODUCTION_TEST_ENV } from '../../testing/production-env';
import { paymentSettings } from './payment-settings';

/** A production start that has everything but a payment provider. */
const { PAYMENT_PROVIDER: _named, ...PRODUCTION } = PRODUCTION_TEST_ENV;
const XENDIT_SECRET_KEY = 'xnd_production_s3cret_key';
const XENDIT_CALLBACK_TOKEN = 'callback-t0ken-of-production';
const XENDIT_PUBLIC_KEY = 'xnd_public_production_key';

describe('payment settings', () => {
  it.each([
    [
      'nothing',
      {},
      /XENDIT_SECRET_KEY, XENDIT_CALLBACK_TOKEN: production takes payments through Xendit.*PAYMENT_PROVIDER=simulator/,
    ],
    [
      'Xendit named without keys',
      { PAYMENT_PROVIDER: 'xendit' },
      /XENDIT_SECRET_KEY, XENDIT_CALLBACK_TOKEN: required to take payments through Xendit/,
    ],
    [
      'Xendit named without its callback token',
      { PAYMENT_PROVIDER: 'xendit', XENDIT_SECRET_KEY },
      /XENDIT_CALLBACK_TOKEN/,
    ],
    [
      'the simulator named beside Xendit keys',
      {
        PAYMENT_PROVIDER: 'simulator',
        XENDIT_SECRET_KEY,
        XENDIT_CALLBACK_TOKEN,
        XENDIT_PUBLIC_KEY,
      },
      /PAYMENT_PROVIDER: names the simulator while XENDIT_SECRET_KEY is set/,
    ],
  ])('refuses a production start with %s, naming what is missing', (_label, env, error) => {
    const attempt = () => loadConfig({ ...PRODUCTION, ...env });
    expect(attempt).toThrow(error);
    expect(attempt).not.toThrow(/s3cret|t0ken/);
  });

  it('starts production on the simulator only when it is named', () => {
    expect(loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'simulator' })).toMatchObject({
      paymentProvider: 'simulator',
      xendit: null,
    });
  });

  it('starts production on Xendit with its keys, named or not', () => {
    const keys = { XENDIT_SECRET_KEY, XENDIT_CALLBACK_TOKEN, XENDIT_PUBLIC_KEY };
    for (const env of [keys, { ...keys, PAYMENT_PROVIDER: 'xendit' }]) {
      const config = loadConfig({ ...PRODUCTION, ...env });
      expect(config.paymentProvider).toBe('xendit');
      expect(config.xendit).toMatchObject({ secretKey: XENDIT_SECRET_KEY });
    }
  });

  it('runs the simulator outside production when nothing is set', () => {
    expect(paymentSettings({}, false)).toEqual({ settings: 'simulator' });
    expect(loadConfig({ NODE_ENV: 'test' }).paymentProvider).toBe('simulator');
    expect(paymentSettings({ XENDIT_SECRET_KEY, XENDIT_CALLBACK_TOKEN }, false)).toEqual({
      settings: 'xendit',
    });
  });
});

describe('payment settings in Kazakhstan (TipTop Pay, decision 294)', () => {
  const KZ = { ...PRODUCTION, MARKET: 'kz' };
  const TIPTOPPAY_PUBLIC_ID = 'pk_production_public_id';
  const TIPTOPPAY_API_SECRET = 'cp-production-s3cret-api-key';

  it.each([
    [
      'nothing',
      {},
      /TIPTOPPAY_PUBLIC_ID, TIPTOPPAY_API_SECRET: production takes payments through TipTop Pay.*PAYMENT_PROVIDER=simulator/,
    ],
    [
      'TipTop Pay named without keys',
      { PAYMENT_PROVIDER: 'tiptoppay' },
      /TIPTOPPAY_PUBLIC_ID, TIPTOPPAY_API_SECRET: required to take payments through TipTop Pay/,
    ],
    [
      'TipTop Pay without its Public ID',
      { TIPTOPPAY_API_SECRET },
      /TIPTOPPAY_PUBLIC_ID: required to take payments through TipTop Pay/,
    ],
    [
      'Xendit, which does not operate in Kazakhstan',
      { XENDIT_SECRET_KEY, XENDIT_CALLBACK_TOKEN, XENDIT_PUBLIC_KEY },
      /PAYMENT_PROVIDER: Xendit does not take payments in market kz: use tiptoppay/,
    ],
    [
      'the simulator named beside a TipTop Pay secret',
      { PAYMENT_PROVIDER: 'simulator', TIPTOPPAY_PUBLIC_ID, TIPTOPPAY_API_SECRET },
      /PAYMENT_PROVIDER: names the simulator while TIPTOPPAY_API_SECRET is set/,
    ],
  ])('refuses a production start with %s, naming what is missing', (_label, env, error) => {
    const attempt = () => loadConfig({ ...KZ, ...env });
    expect(attempt).toThrow(error);
    expect(attempt).not.toThrow(/s3cret|t0ken/);
  });

  it('refuses TipTop Pay outside Kazakhstan', () => {
    expect(() =>
      loadConfig({
        ...PRODUCTION,
        MARKET: 'id',
        TIPTOPPAY_PUBLIC_ID,
        TIPTOPPAY_API_SECRET,
      }),
    ).toThrow(/TipTop Pay does not take payments in market id: use xendit/);
  });

  it('starts production in Kazakhstan on TipTop Pay with its keys, named or not', () => {
    const keys = { TIPTOPPAY_PUBLIC_ID, TIPTOPPAY_API_SECRET };
    for (const env of [keys, { ...keys, PAYMENT_PROVIDER: 'tiptoppay' }]) {
      const config = loadConfig({ ...KZ, ...env });
      expect(config.paymentProvider).toBe('tiptoppay');
      expect(config.xendit).toBeNull();
      expect(config.tipTopPay).toEqual({
        publicId: TIPTOPPAY_PUBLIC_ID,
        apiSecret: TIPTOPPAY_API_SECRET,
        apiUrl: 'https://api.tiptoppay.kz',
        scriptUrl: 'https://checkout.tiptoppay.kz/checkout.js',
      });
    }
  });

  it('runs the simulator in Kazakhstan outside production when nothing is set', () => {
    expect(paymentSettings({}, false, 'kz')).toEqual({ settings: 'simulator' });
    expect(loadConfig({ NODE_ENV: 'test', MARKET: 'kz' }).tipTopPay).toBeNull();
  });
});
