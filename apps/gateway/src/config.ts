import { MARKET_IDS } from '@storefront/domain';
import { z } from 'zod';
import { fcmServiceAccountText } from './adapters/push/fcm-service-account.schema';

/**
 * The gateway's whole configuration, read once from the environment. Every variable is listed in
 * the README's configuration table; secrets come only from here, never from code or the database.
 */
const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const listText = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    MARKET: z.enum(MARKET_IDS).default('id'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** PostgreSQL server; when absent the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    /** Folder of the embedded database; one sub-folder per market. */
    DATA_DIR: z.string().default('./data'),
    /** Secret that signs session tokens (HS256). At least 32 characters in production. */
    JWT_SECRET: z.string().min(16).optional(),
    /** Lifetime of a session token. */
    JWT_TTL_HOURS: z.coerce
      .number()
      .int()
      .positive()
      .default(24 * 7),
    /** Comma-separated storefront origins allowed by CORS. */
    CORS_ORIGINS: listText.default([]),
    /** Shares rate-limit counters between replicas. */
    REDIS_URL: z.string().url().optional(),
    /** Requests per minute per account (or per address for guests) on ordinary calls. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
    /** Requests per minute on authentication and one-time-code calls. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /** Public address of the storefront, used in e-mailed links. */
    PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    /** Google sign-in: the OAuth client id whose ID tokens are accepted (off when absent). */
    GOOGLE_CLIENT_ID: z.string().optional(),
    /**
     * WhatsApp Cloud API: a system-user access token and the sending phone number's id. When both
     * are set, one-time codes go out over WhatsApp; otherwise to the local outbox.
     */
    WHATSAPP_TOKEN: z.string().min(1).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
    /** An approved authentication template for one-time codes (plain text when absent). */
    WHATSAPP_OTP_TEMPLATE: z.string().min(1).optional(),
    /** The Graph API base address (a different version or a test double). */
    WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v20.0'),
    /**
     * Firebase Cloud Messaging: the service-account JSON (the whole key file as one value). When
     * set, push notifications go through FCM HTTP v1; when absent, to the local outbox.
     */
    FCM_SERVICE_ACCOUNT_JSON: fcmServiceAccountText.optional(),
    /**
     * The marketplace product-data service (Onebound's API shape, decision 152): its base URL,
     * key and secret. With URL and key set, search and product data come from it; otherwise
     * from the seeded local catalogue.
     */
    CATALOG_API_URL: z.string().url().optional(),
    CATALOG_API_KEY: z.string().min(1).optional(),
    CATALOG_API_SECRET: z.string().min(1).optional(),
    /** Products the local catalogue is seeded with on a fresh database (0: none). */
    CATALOG_SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(1_000),
    /** Seeds development-only demo accounts on a fresh database (never in production). */
    SEED_DEMO: booleanText.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .transform((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    if (production && (!env.JWT_SECRET || env.JWT_SECRET.length < 32)) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET of at least 32 characters is required in production',
      });
      return z.NEVER;
    }
    return {
      nodeEnv: env.NODE_ENV,
      production,
      market: env.MARKET,
      host: env.HOST,
      port: env.PORT,
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      // Development and tests get a fixed, clearly non-secret key so that a restart keeps sessions.
      jwtSecret: env.JWT_SECRET ?? 'development-only-signing-key-not-for-production',
      jwtTtlHours: env.JWT_TTL_HOURS,
      corsOrigins: env.CORS_ORIGINS,
      redisUrl: env.REDIS_URL,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
      publicUrl: env.PUBLIC_URL,
      googleClientId: env.GOOGLE_CLIENT_ID,
      whatsapp:
        env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
          ? {
              token: env.WHATSAPP_TOKEN,
              phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
              otpTemplate: env.WHATSAPP_OTP_TEMPLATE,
              apiUrl: env.WHATSAPP_API_URL,
            }
          : null,
      fcmServiceAccount: env.FCM_SERVICE_ACCOUNT_JSON,
      catalogApi:
        env.CATALOG_API_URL && env.CATALOG_API_KEY
          ? { url: env.CATALOG_API_URL, key: env.CATALOG_API_KEY, secret: env.CATALOG_API_SECRET }
          : null,
      catalogSeedProducts: env.CATALOG_SEED_PRODUCTS,
      seedDemo: env.SEED_DEMO ?? !production,
      logLevel: env.LOG_LEVEL,
    };
  });

export type GatewayConfig = z.output<typeof configSchema>;

/** Reads the environment; a wrong value stops the process with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
