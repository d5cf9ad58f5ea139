/**
 * The development accounts a fresh gateway seeds (apps/gateway/src/db/seed/demo-accounts.ts and
 * the seed README). An app cannot be imported from here (module boundaries), so they are
 * repeated once, overridable for a gateway seeded differently.
 */
export const DEMO_STAFF = {
  email: process.env['E2E_STAFF_EMAIL'] ?? 'demo.staff@example.com',
  password: process.env['E2E_STAFF_PASSWORD'] ?? 'Staff12345',
} as const;

/**
 * The verified demo customer: the only way into a market that closes self-registration
 * (Thailand: `showRegisterButton: false`, enforced by the gateway too) on a local gateway,
 * where Google sign-in is off.
 */
export const DEMO_CUSTOMER_EMAIL = process.env['E2E_CUSTOMER_EMAIL'] ?? 'demo.customer@example.com';
export const DEMO_CUSTOMER_PASSWORD = process.env['E2E_CUSTOMER_PASSWORD'] ?? 'Demo12345';
