import type { MarketId } from '@storefront/domain';
import { z } from 'zod';
import type { ProviderSettings } from '../provider-settings';

export const PAYMENT_PROVIDERS = ['xendit', 'tiptoppay', 'simulator'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The environment variable that names the payment provider (listed in the README's configuration
 * table), part of config.ts's schema beside the XENDIT_* keys.
 */
export const PAYMENT_ENV = {
  /**
   * `xendit` (Indonesia, Thailand), `tiptoppay` (Kazakhstan, decision 294) or `simulator`
   * (the local stand-in: no money moves, every payment page says so). Default: the market's
   * provider when its secret is set, else the simulator; production starts on the simulator only
   * when it is named here (decision 281).
   */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  /**
   * TipTop Pay (ex-CloudPayments Kazakhstan): the terminal's Public ID (Basic-auth login, and
   * checkout.js's key in the browser) and its API Secret (Basic-auth password and the
   * notifications' HMAC key).
   */
  TIPTOPPAY_PUBLIC_ID: z.string().min(1).optional(),
  TIPTOPPAY_API_SECRET: z.string().min(16).optional(),
  /** TipTop Pay's API base address (a stub in tests). */
  TIPTOPPAY_API_URL: z.string().url().default('https://api.tiptoppay.kz'),
  /** Where the storefront loads checkout.js (TipTop Pay's own copy, never a local one). */
  TIPTOPPAY_SCRIPT_URL: z.string().url().default('https://checkout.tiptoppay.kz/checkout.js'),
};

/** The provider each market's money goes through when its keys are set (decisions 181, 294). */
const MARKET_PROVIDER: Readonly<Record<MarketId, 'xendit' | 'tiptoppay'>> = {
  id: 'xendit',
  th: 'xendit',
  kz: 'tiptoppay',
};

/** Each provider's keys, as the refused start names them, and its name in messages. */
const PROVIDER_KEYS = {
  xendit: { name: 'Xendit', keys: ['XENDIT_SECRET_KEY', 'XENDIT_CALLBACK_TOKEN'] },
  tiptoppay: {
    name: 'TipTop Pay',
    keys: ['TIPTOPPAY_PUBLIC_ID', 'TIPTOPPAY_API_SECRET'],
  },
} as const;

interface PaymentEnv {
  readonly PAYMENT_PROVIDER?: PaymentProviderName | undefined;
  readonly XENDIT_SECRET_KEY?: string | undefined;
  readonly XENDIT_CALLBACK_TOKEN?: string | undefined;
  readonly TIPTOPPAY_PUBLIC_ID?: string | undefined;
  readonly TIPTOPPAY_API_SECRET?: string | undefined;
}

/**
 * Which provider takes the customers' money, or why the gateway must not start: production never
 * falls back to the simulator silently (its account numbers would be shown to real buyers), and a
 * named provider needs its keys, each missing one named.
 */
export function paymentSettings(
  env: PaymentEnv,
  production: boolean,
  market: MarketId = 'id',
): ProviderSettings<PaymentProviderName> {
  const own = MARKET_PROVIDER[market];
  const missing = (provider: keyof typeof PROVIDER_KEYS) =>
    PROVIDER_KEYS[provider].keys.filter((name) => !env[name]);
  const secretSet = Boolean(env.XENDIT_SECRET_KEY || env.TIPTOPPAY_API_SECRET);
  const provider =
    env.PAYMENT_PROVIDER ??
    (env.TIPTOPPAY_API_SECRET ? 'tiptoppay' : env.XENDIT_SECRET_KEY ? 'xendit' : null);
  if (provider === 'simulator') {
    if (secretSet) {
      const named = env.XENDIT_SECRET_KEY ? 'XENDIT_SECRET_KEY' : 'TIPTOPPAY_API_SECRET';
      return {
        issue: {
          path: 'PAYMENT_PROVIDER',
          message: `names the simulator while ${named} is set: keep one of them`,
        },
      };
    }
    return { settings: 'simulator' };
  }
  if (provider === null) {
    if (!production) return { settings: 'simulator' };
    const { name, keys } = PROVIDER_KEYS[own];
    return {
      issue: {
        path: keys.join(', '),
        message: `production takes payments through ${name}: set ${keys.join(' and ')}, or PAYMENT_PROVIDER=simulator for a test deployment where no money moves`,
      },
    };
  }
  const keys = missing(provider);
  if (keys.length > 0) {
    return {
      issue: {
        path: keys.join(', '),
        message: `required to take payments through ${PROVIDER_KEYS[provider].name}`,
      },
    };
  }
  // Xendit does not operate in Kazakhstan, nor TipTop Pay elsewhere (decision 294).
  if (provider !== own) {
    return {
      issue: {
        path: 'PAYMENT_PROVIDER',
        message: `${PROVIDER_KEYS[provider].name} does not take payments in market ${market}: use ${own}`,
      },
    };
  }
  return { settings: provider };
}
