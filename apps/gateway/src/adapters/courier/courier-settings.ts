import type { MarketId } from '@storefront/domain';
import { z } from 'zod';
import type { ProviderSettings } from '../provider-settings';

/** Komerce's RajaOngkir API v2 (rajaongkir.com/docs, "RajaOngkir API V2"). */
export const RAJAONGKIR_API_URL = 'https://rajaongkir.komerce.id/api/v1';

/** The couriers asked for when none are configured: the ones that reach every province. */
export const RAJAONGKIR_DEFAULT_COURIERS = ['jne', 'jnt', 'sicepat', 'pos', 'tiki'] as const;

export const COURIER_PROVIDERS = ['rajaongkir', 'local'] as const;

/** Courier codes as RajaOngkir takes them: lower-case letters, joined by ':' ("jne:jnt"). */
const courierList = z
  .string()
  .transform((value) =>
    value
      .split(/[:,]/)
      .map((code) => code.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((codes) => codes.length > 0 && codes.every((code) => /^[a-z0-9_]+$/.test(code)), {
    message: 'RAJAONGKIR_COURIERS must be courier codes joined by ":" (jne:jnt:sicepat)',
  });

/**
 * The environment variables of domestic courier rates and tracking (listed in the README's
 * configuration table), part of config.ts's schema.
 */
export const COURIER_ENV = {
  /**
   * `rajaongkir` (Indonesia only) or `local` (the zone table). Default: `rajaongkir` when
   * RAJAONGKIR_API_KEY is set, else `local`; an Indonesian production starts on the table only
   * with `local` named here.
   */
  COURIER_RATES: z.enum(COURIER_PROVIDERS).optional(),
  /** The Komerce RajaOngkir API key (sent in the `key` header). */
  RAJAONGKIR_API_KEY: z.string().min(1).optional(),
  /** RajaOngkir's API base address (a test double in tests). */
  RAJAONGKIR_API_URL: z.string().url().default(RAJAONGKIR_API_URL),
  /** The warehouse's RajaOngkir destination id (from its domestic-destination search). */
  RAJAONGKIR_ORIGIN_ID: z
    .string()
    .regex(/^\d+$/, { message: 'a RajaOngkir destination id' })
    .optional(),
  /** The couriers offered, joined by ':'. */
  RAJAONGKIR_COURIERS: courierList.optional(),
};

type CourierEnv = {
  [K in keyof typeof COURIER_ENV]?: z.output<(typeof COURIER_ENV)[K]> | undefined;
};

export type CourierSettings =
  | {
      readonly provider: 'rajaongkir';
      readonly apiKey: string;
      readonly apiUrl: string;
      readonly originId: string;
      readonly couriers: readonly string[];
    }
  | { readonly provider: 'local' };

/** The courier provider the settings choose, or the problem that names what is missing. */
export function courierSettings(
  env: CourierEnv,
  production: boolean,
  market: MarketId,
): ProviderSettings<CourierSettings> {
  const provider = env.COURIER_RATES ?? (env.RAJAONGKIR_API_KEY ? 'rajaongkir' : null);
  const missing = (['RAJAONGKIR_API_KEY', 'RAJAONGKIR_ORIGIN_ID'] as const).filter(
    (name) => !env[name],
  );
  if (provider === null || provider === 'local') {
    // Indonesian customers would pay the table's estimate instead of the couriers' own price.
    if (provider === null && production && market === 'id') {
      return {
        issue: {
          path: missing.join(', '),
          message:
            'production in Indonesia prices delivery with RajaOngkir: set RAJAONGKIR_API_KEY and RAJAONGKIR_ORIGIN_ID, or COURIER_RATES=local to use the zone table',
        },
      };
    }
    return { settings: { provider: 'local' } };
  }
  if (market !== 'id') {
    return { issue: { path: 'COURIER_RATES', message: 'RajaOngkir delivers in Indonesia only' } };
  }
  if (!env.RAJAONGKIR_API_KEY || !env.RAJAONGKIR_ORIGIN_ID) {
    return {
      issue: { path: missing.join(', '), message: 'required to price delivery with RajaOngkir' },
    };
  }
  return {
    settings: {
      provider,
      apiKey: env.RAJAONGKIR_API_KEY,
      apiUrl: env.RAJAONGKIR_API_URL ?? RAJAONGKIR_API_URL,
      originId: env.RAJAONGKIR_ORIGIN_ID,
      couriers: env.RAJAONGKIR_COURIERS ?? RAJAONGKIR_DEFAULT_COURIERS,
    },
  };
}
