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
