import { MARKET_IDS } from '@storefront/domain';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { fcmServiceAccountText } from './adapters/push/fcm-service-account.schema';
import { FILE_STORAGE_ENV, fileStorageSettings } from './adapters/storage/file-storage-settings';
import { MAIL_ENV, mailSettings } from './adapters/mail/mail-settings';
import { COURIER_ENV, courierSettings } from './adapters/courier/courier-settings';
import { PAYMENT_ENV, paymentSettings } from './adapters/payment/payment-settings';
import type { ProviderSettings } from './adapters/provider-settings';
import { PUBLIC_PAGE_MAX_AGE_SECONDS } from './render/render-page';

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

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** A hop count, or a list of proxy addresses / CIDR ranges; empty means trust nobody. */
const trustProxyText = z.string().transform((value, ctx): false | number | string[] => {
  const text = value.trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isProxyAddressOrRange(entry));
  if (wrong !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be a hop count or a list of addresses and CIDR ranges (not "${wrong}")`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify refuses a bare hop count (it cannot tell a proxy
 * from a client that typed enough hops), so a count becomes proxy-addr's own rule: the socket's
 * peer and the N-1 hops before it are proxies. Only safe when nothing reaches the gateway but
 * those proxies; a list of their addresses is safe anywhere.
 */
export function trustProxyOption(
  trust: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

const DEVELOPMENT_JWT_SECRET = 'development-only-signing-key-not-for-production';

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
    /**
     * Secret that signs captcha challenges (ALTCHA, decision 286), at least 32 characters and the
     * same on every replica. Default: derived from JWT_SECRET (which production requires).
     */
    CAPTCHA_HMAC_KEY: z.string().min(32).optional(),
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
    /**
     * Whose X-Forwarded-For the gateway believes (decision 220): a hop count (the proxies in front
     * of it) or a comma-separated list of proxy addresses and CIDR ranges. Default: nobody's, so a
     * client cannot pick the address its limits are counted on.
     */
    TRUST_PROXY: trustProxyText.optional(),
    /** Requests per minute per account (or per address for guests) on ordinary calls. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
    /** Requests per minute on authentication and one-time-code calls. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /**
     * Public address of the storefront, used in e-mailed links and catalogue image URLs. Without
     * it, this machine at PORT: a gateway started on another port still shows its own images.
     */
    PUBLIC_URL: z.string().url().optional(),
    /**
     * Whether search engines may index this deployment (robots.txt, sitemap.xml, X-Robots-Tag;
     * decision 246). Default: on in production only; a staging deployment sets it to false.
     */
    SEARCH_INDEXING: booleanText.optional(),
    /** Most URLs in one child sitemap of /sitemap.xml (the protocol allows 50,000; decision 245). */
    SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(10_000),
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
    /**
     * Xendit (Payments API v3): the secret API key and the webhook verification token, both or
     * neither. With them, payments go through Xendit and its callbacks are accepted at
     * POST /webhooks/xendit; without them, through the local payment simulator.
     */
    XENDIT_SECRET_KEY: z.string().min(1).optional(),
    XENDIT_CALLBACK_TOKEN: z.string().min(16).optional(),
    /** Xendit's API base address (a test double in tests). */
    XENDIT_API_URL: z.string().url().default('https://api.xendit.co'),
    /**
     * PAYMENT_PROVIDER (Xendit, TipTop Pay or the local simulator) and the TIPTOPPAY_*
     * settings (adapters/payment/payment-settings.ts).
     */
    ...PAYMENT_ENV,
    /**
     * Xendit's publishable (public) key: Xendit.js tokenizes cards with it in the browser, so no
     * card number reaches the gateway (decision 280). Without it, Xendit takes no cards.
     */
    XENDIT_PUBLIC_KEY: z.string().min(1).optional(),
    /** Where the storefront loads Xendit.js v3 (Xendit requires its CDN copy, never a local one). */
    XENDIT_JS_URL: z.string().url().default('https://js.xendit.co/v3/xendit.min.js'),
    /** Products the local catalogue is seeded with on a fresh database (0: none). */
    CATALOG_SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(1_000),
    /** Seeds development-only demo accounts on a fresh database (never in production). */
    SEED_DEMO: booleanText.optional(),
    /**
     * The built storefront the gateway serves beside the API (decision 107); empty: the API only.
     * Default: apps/storefront-<MARKET>/dist when it has been built (never in tests).
     */
    STOREFRONT_DIR: z.string().optional(),
    /**
     * The built back-office served at /admin/ (decision 217); empty: not served.
     * Default: apps/backoffice/dist when it has been built (never in tests).
     */
    BACKOFFICE_DIR: z.string().optional(),
    /**
     * Seconds between runs of the sweep that cancels unpaid orders at their payment deadline
     * (0: off). Every replica may run it (row locks with SKIP LOCKED). Off by default under test,
     * where suites call the sweep themselves.
     */
    ORDER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    /**
     * Seconds a guest's server-rendered page is kept and answered again without rendering (0:
     * off; decision 273). At most the pages' own `max-age` (`PUBLIC_PAGE_MAX_AGE_SECONDS`). Off
     * by default under test, where suites change the catalogue between two looks at a page.
     */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(PUBLIC_PAGE_MAX_AGE_SECONDS).optional(),
    /** FILE_STORAGE and the S3_* settings (adapters/storage/file-storage-settings.ts). */
    ...FILE_STORAGE_ENV,
    /** MAIL_TRANSPORT, SMTP_URL and MAIL_FROM (adapters/mail/mail-settings.ts). */
    ...MAIL_ENV,
    /** COURIER_RATES and the RAJAONGKIR_* settings (adapters/courier/courier-settings.ts). */
    ...COURIER_ENV,
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
    const storefrontDir = resolveBuiltAppDir(
      env.STOREFRONT_DIR,
      `storefront-${env.MARKET}`,
      env.NODE_ENV,
    );
    if (storefrontDir === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['STOREFRONT_DIR'],
        message: 'STOREFRONT_DIR must be a built storefront folder (with index.html)',
      });
      return z.NEVER;
    }
    const backofficeDir = resolveBuiltAppDir(env.BACKOFFICE_DIR, 'backoffice', env.NODE_ENV);
    if (backofficeDir === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['BACKOFFICE_DIR'],
        message: 'BACKOFFICE_DIR must be a built back-office folder (with index.html)',
      });
      return z.NEVER;
    }
    if (Boolean(env.XENDIT_SECRET_KEY) !== Boolean(env.XENDIT_CALLBACK_TOKEN)) {
      // A key without a token would take payments whose callbacks are all refused.
      ctx.addIssue({
        code: 'custom',
        path: [env.XENDIT_SECRET_KEY ? 'XENDIT_CALLBACK_TOKEN' : 'XENDIT_SECRET_KEY'],
        message: 'XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN are set together',
      });
      return z.NEVER;
    }
    if (production && env.XENDIT_SECRET_KEY && !env.XENDIT_PUBLIC_KEY) {
      // Every market offers cards, and Xendit takes them only as tokens made in the browser.
      ctx.addIssue({
        code: 'custom',
        path: ['XENDIT_PUBLIC_KEY'],
        message: 'XENDIT_PUBLIC_KEY is required with XENDIT_SECRET_KEY in production (cards)',
      });
      return z.NEVER;
    }
    // Each provider's settings, or the reason the start is refused, naming its variables.
    const settled = <Settings>(read: ProviderSettings<Settings>): Settings | undefined => {
      if ('settings' in read) return read.settings;
      ctx.addIssue({ code: 'custom', path: [read.issue.path], message: read.issue.message });
      return undefined;
    };
    const fileStorage = settled(fileStorageSettings(env, production));
    const mail = settled(mailSettings(env, production));
    const courier = settled(courierSettings(env, production, env.MARKET));
    const paymentProvider = settled(paymentSettings(env, production, env.MARKET));
    if (!fileStorage || !mail || !courier || !paymentProvider) return z.NEVER;
    return {
      nodeEnv: env.NODE_ENV,
      production,
      market: env.MARKET,
      host: env.HOST,
      port: env.PORT,
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      // Development and tests get a fixed, clearly non-secret key so that a restart keeps sessions.
      jwtSecret: env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
      jwtTtlHours: env.JWT_TTL_HOURS,
      captchaHmacKey: env.CAPTCHA_HMAC_KEY ?? captchaKeyFrom(env.JWT_SECRET),
      corsOrigins: env.CORS_ORIGINS,
      redisUrl: env.REDIS_URL,
      trustProxy: env.TRUST_PROXY ?? false,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      searchIndexing: env.SEARCH_INDEXING ?? production,
      sitemapUrlsPerFile: env.SITEMAP_URLS_PER_FILE,
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
      paymentProvider,
      xendit:
        paymentProvider === 'xendit' && env.XENDIT_SECRET_KEY && env.XENDIT_CALLBACK_TOKEN
          ? {
              secretKey: env.XENDIT_SECRET_KEY,
              callbackToken: env.XENDIT_CALLBACK_TOKEN,
              apiUrl: env.XENDIT_API_URL,
              publicKey: env.XENDIT_PUBLIC_KEY ?? null,
              jsUrl: env.XENDIT_JS_URL,
            }
          : null,
      tipTopPay:
        paymentProvider === 'tiptoppay' && env.TIPTOPPAY_PUBLIC_ID && env.TIPTOPPAY_API_SECRET
          ? {
              publicId: env.TIPTOPPAY_PUBLIC_ID,
              apiSecret: env.TIPTOPPAY_API_SECRET,
              apiUrl: env.TIPTOPPAY_API_URL,
              scriptUrl: env.TIPTOPPAY_SCRIPT_URL,
            }
          : null,
      catalogSeedProducts: env.CATALOG_SEED_PRODUCTS,
      fileStorage,
      mail,
      courier,
      seedDemo: env.SEED_DEMO ?? !production,
      storefrontDir,
      backofficeDir,
      orderSweepIntervalMs:
        (env.ORDER_SWEEP_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 60)) * 1000,
      pageCacheMs: (env.PAGE_CACHE_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 10)) * 1000,
      logLevel: env.LOG_LEVEL,
    };
  });

/**
 * The captcha's signing key when none is set: an HMAC of the session-signing secret under its own
 * label (the one-time codes' key is made the same way), so production's required JWT_SECRET
 * covers it and a captcha signature never doubles as a session signature. Outside production the
 * session key's fixed development value gives a fixed development key.
 */
function captchaKeyFrom(jwtSecret: string | undefined): string {
  return createHmac('sha256', jwtSecret ?? DEVELOPMENT_JWT_SECRET)
    .update('captcha-challenge-signing')
    .digest('hex');
}

/**
 * A built app's folder to serve (the market's storefront, the back-office): null for none,
 * undefined when the one asked for is not a built app. The default sits beside the gateway in the workspace (src/ and the bundled dist/ are at the
 * same depth); a missing default build only means the API is served alone, while a folder named
 * explicitly must exist. Tests get the API alone unless they name a folder.
 */
function resolveBuiltAppDir(
  given: string | undefined,
  app: string,
  nodeEnv: string,
): string | null | undefined {
  const built = (dir: string) => existsSync(join(dir, 'index.html'));
  if (given === '') return null;
  if (given !== undefined) return built(given) ? resolve(given) : undefined;
  if (nodeEnv === 'test') return null;
  const fallback = resolve(import.meta.dirname, `../../${app}/dist`);
  return built(fallback) ? fallback : null;
}

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
