import { describe, expect, it } from 'vitest';
import { CONTRACT } from './contract';

/**
 * Every call of SPEC §7, written as the spec writes it ({a}/{b} placeholders, query strings
 * left on). The area lookup's later levels are written relative to /address/area in the spec
 * ("then /address/area/{region}/province, /province/{p}/city, ..."); they are spelled out here.
 */
const SPEC_CALLS = [
  // Wishlist
  'GET /oci/profile/wishlist',
  'POST /oci/profile/wishlist',
  'DELETE /oci/orders/wishlist/{a}/{b}',
  'GET /oci/profile/wishlist/link',
  // Inquiry and cart
  'GET /oci/orders/inquiry',
  'GET /oci/orders/inquiry/canceled',
  'POST /oci/orders/inquiry',
  'POST /oci/orders/inquiry/image',
  'GET /oci/orders/cart',
  'PUT /oci/orders/cart',
  'POST /oci/orders/cart',
  'DELETE /oci/orders/cart/{id}',
  'DELETE /oci/orders/cart/variant/{a}/{b}',
  'POST /oci/orders/cart/logo',
  'POST /oci/orders/sync',
  'GET /oci/sync/all/{id}',
  'DELETE /oci/quotation/delete/{id}',
  'POST /oci/product-request',
  // Addresses
  'GET /oci/customer/alamat',
  'POST /oci/customer/alamat',
  'PUT /oci/customer/alamat',
  'DELETE /oci/customer/alamat/{id}',
  'GET /address/area',
  'GET /address/area/{region}/province',
  'GET /address/area/province/{p}/city',
  'GET /address/area/city/{c}/district',
  'GET /address/area/district/{d}/subdistrict',
  // Bank
  'GET /oci/profile/bank/list',
  'GET /oci/profile/bank',
  'PUT /oci/profile/bank/create',
  'PUT /oci/profile/bank/update',
  'DELETE /oci/profile/bank/delete',
  // Checkout and payment
  'GET /oci/checkout/{id}',
  'POST /oci/checkout',
  'POST /oci/checkout-save-note',
  'GET /oci/rajaongkir/courier',
  'GET /oci/pembayaran/{id}',
  'POST /oci/pembayaran/creditcard/xendit',
  // Vouchers
  'GET /oci/profile/vouchers',
  'GET /oci/voucher/list/{id}',
  'POST /oci/voucher',
  'POST /oci/profile/vouchers/use',
  // Orders
  'GET /oci/orders/transaction-list/{a}/{b}',
  'GET /oci/orders/transaction-detail/{a}/{b}',
  'GET /oci/orders/tracking/{id}',
  'POST /oci/orders/refund',
  'GET /oci/orders/buy-again',
  // Profile
  'GET /oci/profile',
  'PUT /oci/profile/edit-identity',
  'POST /oci/referal',
  'PUT /oci/profile/confirm-password',
  'PUT /oci/profile/change-password',
  'PUT /oci/profile/change-language',
  'DELETE /oci/auth/delete',
  // Auth and verification
  'POST /v1/auth/registration',
  'POST /v1/auth/register/seminar',
  'POST /v1/auth/verify-email?token=',
  'POST /v1/auth/send/{x}/verification',
  'POST /v1/auth/send/{x}/reset-password',
  'PUT /v1/auth/reset-password',
  'POST /auth/validation-otp',
  'POST /auth/otp',
  'POST /oci/customer/validate',
  'POST /oci/customer/sendwhatsapp',
  'POST /oci/customer/phonevalidation',
  'POST /oci/register-device',
  // Other
  'GET /tracking',
  'GET /oci/tracking-octf',
  'GET /oci/tracking-octf/redirect?email',
  'GET /oci/notes',
  'POST /oci/notes',
  'GET /oci/notes/{id}',
  'POST /oci/notes/{id}',
  'PUT /oci/first-time-customer',
  'POST /oci/new-event',
  'GET /oci/get-currency?id',
  'GET /oci/cms/seo',
  // Notifications
  'GET /oci/notification',
  'GET /oci/notification/read?email&page&limit=10',
  'GET /oci/notification/read/{id}',
  'GET /oci/notification/new',
  'GET /oci/notification/test',
  'GET /oci/customer/counter',
] as const;

/** Query string dropped, every `{x}` or `:x` segment turned into one placeholder. */
function normalise(call: string): string {
  const [method = '', path = ''] = call.split(' ');
  const bare = path.split('?')[0] ?? '';
  return `${method} ${bare.replace(/\{[^}]+\}|:[A-Za-z_][A-Za-z0-9_]*/g, '{}')}`;
}

/** The spec calls with no entry of the same method and path shape. */
function missingCalls(entries: readonly { method: string; path: string }[]): string[] {
  const shapes = new Set(entries.map((entry) => normalise(`${entry.method} ${entry.path}`)));
  return SPEC_CALLS.filter((call) => !shapes.has(normalise(call)));
}

describe('SPEC §7 coverage', () => {
  it('normalises both placeholder spellings and drops the query string', () => {
    expect(normalise('GET /oci/orders/transaction-list/{a}/{b}')).toBe(
      normalise('GET /oci/orders/transaction-list/:tab/:dateFilter'),
    );
    expect(normalise('GET /oci/notification/read?email&page&limit=10')).toBe(
      'GET /oci/notification/read',
    );
    expect(normalise('GET /oci/notes/{id}')).not.toBe(normalise('POST /oci/notes/{id}'));
  });

  it('lists every call of the spec once', () => {
    expect(new Set(SPEC_CALLS.map(normalise)).size).toBe(SPEC_CALLS.length);
  });

  it.each(SPEC_CALLS)('%s has a contract entry', (call) => {
    expect(missingCalls(CONTRACT)).not.toContain(call);
  });

  it('notices a missing entry', () => {
    const withoutCart = CONTRACT.filter((entry) => entry.id !== 'removeCartVariant');
    expect(missingCalls(withoutCart)).toEqual(['DELETE /oci/orders/cart/variant/{a}/{b}']);
  });
});
