import type { EndpointDefinition } from '@storefront/contract';
import { CONTRACT_BY_ID } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, customerAuth, createStaff, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { gambirAddress } from './testing/account-fixtures';

/** Every entry this module binds. */
const ACCOUNT_ENTRIES = [
  'getProfile',
  'editIdentity',
  'confirmPassword',
  'changePassword',
  'changeLanguage',
  'getCounters',
  'listAddresses',
  'createAddress',
  'updateAddress',
  'deleteAddress',
  'listAreaRegions',
  'listAreaProvinces',
  'listAreaCities',
  'listAreaDistricts',
  'listAreaSubdistricts',
  'listBanks',
  'listBankAccounts',
  'createBankAccount',
  'updateBankAccount',
  'deleteBankAccount',
  'listNotes',
  'createNote',
  'getNote',
  'updateNote',
] as const satisfies ReadonlyArray<keyof typeof CONTRACT_BY_ID>;

const entries: EndpointDefinition[] = ACCOUNT_ENTRIES.map((id) => CONTRACT_BY_ID[id]);
const customerEntries = entries.filter((entry) => entry.auth === 'customer');
const strictEntries = new Set(['confirmPassword', 'changePassword']);

const NO_ROW = '00000000-0000-4000-8000-000000000000';

/**
 * A body each entry's schema accepts: validation runs before the auth guard, so a guest must send
 * a well-formed request to be told to log in.
 */
const VALID_BODIES: Partial<Record<(typeof ACCOUNT_ENTRIES)[number], object>> = {
  editIdentity: { namaDepan: 'Budi', namaBelakang: 'Santoso', telepon: '+6281234567890' },
  confirmPassword: { password_current: 'Rahasia123' },
  changePassword: {
    password_current: 'Rahasia123',
    password_new: 'Rahasia456',
    password_confirm: 'Rahasia456',
  },
  changeLanguage: { change_language: 'en' },
  createAddress: gambirAddress(),
  updateAddress: { ...gambirAddress(), id: NO_ROW },
  createBankAccount: {
    bank_name: 'Bank Mandiri',
    account_number: '1300012345678',
    account_holder: 'Budi Santoso',
  },
  updateBankAccount: {
    id: NO_ROW,
    bank_name: 'Bank Mandiri',
    account_number: '1300012345678',
    account_holder: 'Budi Santoso',
  },
  deleteBankAccount: { id: NO_ROW },
  createNote: { content: 'Catatan' },
  updateNote: { content: 'Catatan' },
};

function payloadOf(entry: EndpointDefinition): { payload?: object } {
  if (entry.method === 'GET') return {};
  return { payload: VALID_BODIES[entry.id as keyof typeof VALID_BODIES] ?? {} };
}

/** The entry's path with every placeholder filled by an id that names nothing. */
function urlOf(entry: EndpointDefinition): string {
  return entry.path.replace(/:[A-Za-z]+/g, NO_ROW);
}

describe.each(TEST_DATABASE_KINDS)('account routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { RATE_LIMIT_PER_MINUTE: '3', AUTH_RATE_LIMIT_PER_MINUTE: '2' },
    });
  });
  afterAll(() => t.close());

  it('binds every entry of the module, the area lookup public and the rest for customers', () => {
    expect(entries.filter((entry) => entry.auth === 'public').map((entry) => entry.id)).toEqual([
      'listAreaRegions',
      'listAreaProvinces',
      'listAreaCities',
      'listAreaDistricts',
      'listAreaSubdistricts',
    ]);
    for (const entry of entries) {
      expect(t.app.hasRoute({ method: entry.method, url: entry.path }), entry.id).toBe(true);
    }
  });

  it.each(customerEntries.map((entry) => [entry.id, entry] as const))(
    '%s asks for a login without a token, or with a staff token',
    async (_id, entry) => {
      const staff = await staffAuth(t, await createStaff(t));
      for (const headers of [{}, staff, { authorization: 'Bearer not-a-token' }]) {
        const answer = await t.call({
          method: entry.method,
          url: urlOf(entry),
          headers,
          remoteAddress: `10.1.${customerEntries.indexOf(entry)}.1`,
          ...payloadOf(entry),
        });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({
          status: 401,
          message: 'Silahkan login',
          data: { code: 'unauthorized' },
        });
      }
    },
  );

  it.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s cuts a caller off over its rate limit with 429',
    async (_id, entry) => {
      const headers =
        entry.auth === 'customer' ? await customerAuth(t, await createCustomer(t)) : {};
      const limit = strictEntries.has(entry.id) ? 2 : 3;
      const statuses: number[] = [];
      for (let call = 0; call <= limit; call += 1) {
        const answer = await t.call({
          method: entry.method,
          url: `${urlOf(entry)}?langcode=en`,
          headers,
          remoteAddress: `10.2.${entries.indexOf(entry)}.1`,
          ...payloadOf(entry),
        });
        statuses.push(answer.status);
        if (answer.status === 429) {
          expect(answer.body).toEqual({
            status: 429,
            message: 'Too many requests. Please wait a moment and try again',
            data: { code: 'too_many_requests' },
          });
        }
      }
      expect(statuses.slice(0, limit)).not.toContain(429);
      expect(statuses[limit]).toBe(429);
    },
  );
});
