/**
 * A production start that names every local stand-in (mail dropped, files on this machine's
 * disk, the zone rate table, the payment simulator), so it starts: what a test of production behaviour builds on. A test
 * of a refused start takes the setting it is about out of it.
 */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-32-characters!',
  MAIL_TRANSPORT: 'none',
  FILE_STORAGE: 'local',
  COURIER_RATES: 'local',
  PAYMENT_PROVIDER: 'simulator',
} as const satisfies Record<string, string>;
