import { z } from 'zod';
import type { ProviderSettings } from '../provider-settings';

export const PAYMENT_PROVIDERS = ['xendit', 'simulator'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The environment variable that names the payment provider (listed in the README's configuration
 * table), part of config.ts's schema beside the XENDIT_* keys.
 */
export const PAYMENT_ENV = {
  /**
   * `xendit` or `simulator` (the local stand-in: no money moves, every payment page says so).
   * Default: `xendit` when XENDIT_SECRET_KEY is set, else the simulator; production starts on
   * the simulator only when it is named here (decision 281).
   */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
};

interface PaymentEnv {
  readonly PAYMENT_PROVIDER?: PaymentProviderName | undefined;
  readonly XENDIT_SECRET_KEY?: string | undefined;
  readonly XENDIT_CALLBACK_TOKEN?: string | undefined;
}

/**
 * Which provider takes the customers' money, or why the gateway must not start: production never
 * falls back to the simulator silently (its account numbers would be shown to real buyers), and a
 * named provider needs its keys, each missing one named.
 */
export function paymentSettings(
  env: PaymentEnv,
  production: boolean,
): ProviderSettings<PaymentProviderName> {
  const keys = (['XENDIT_SECRET_KEY', 'XENDIT_CALLBACK_TOKEN'] as const).filter(
    (name) => !env[name],
  );
  const provider = env.PAYMENT_PROVIDER ?? (env.XENDIT_SECRET_KEY ? 'xendit' : null);
  if (provider === 'simulator') {
    if (env.XENDIT_SECRET_KEY) {
      return {
        issue: {
          path: 'PAYMENT_PROVIDER',
          message: 'names the simulator while XENDIT_SECRET_KEY is set: keep one of them',
        },
      };
    }
    return { settings: 'simulator' };
  }
  if (provider === null) {
    if (!production) return { settings: 'simulator' };
    return {
      issue: {
        path: keys.join(', '),
        message:
          'production takes payments through Xendit: set XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN, or PAYMENT_PROVIDER=simulator for a test deployment where no money moves',
      },
    };
  }
  if (keys.length > 0) {
    return {
      issue: { path: keys.join(', '), message: 'required to take payments through Xendit' },
    };
  }
  return { settings: 'xendit' };
}
