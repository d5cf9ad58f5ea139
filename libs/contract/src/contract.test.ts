import { describe, expect, it } from 'vitest';
import { CONTRACT, CONTRACT_BY_ID } from './contract';
import { AUTH_KINDS, HTTP_METHODS, isMultipart, pathPlaceholders } from './define-endpoint';

/**
 * The calls SPEC §6 (and the product's own additions) open to guests, by the reason they are
 * open. Everything else needs a customer or staff token.
 */
const PUBLIC_BY_REASON = {
  registration: ['register', 'registerSeminar'],
  // The challenge the guest forms' captcha solves (decision 286).
  captcha: ['getCaptchaChallenge'],
  otpVerification: ['requestOtp', 'validateOtp'],
  passwordReset: ['sendPasswordReset', 'resetPassword'],
  emailVerification: ['verifyEmail', 'sendVerificationEmail'],
  faqCmsAndWebConfig: ['getSiteContent'],
  trackingOctf: ['trackOctf', 'trackOctfRedirect'],
  currency: ['getCurrency'],
  areaLookup: [
    'listAreaRegions',
    'listAreaProvinces',
    'listAreaCities',
    'listAreaDistricts',
    'listAreaSubdistricts',
  ],
  catalogue: ['searchCatalog', 'getCatalogProduct'],
  login: ['login', 'loginWithGoogle', 'staffLogin'],
  simulatedCardIssuer: ['confirmDevCardOtp'],
  simulatedEwallet: ['finishDevEwallet'],
} as const;

const PUBLIC_IDS = Object.values(PUBLIC_BY_REASON).flat();

function routeKey(entry: { method: string; path: string }): string {
  return `${entry.method} ${entry.path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':')}`;
}

describe('every contract entry', () => {
  it('has a unique id', () => {
    const ids = CONTRACT.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a unique method and path (placeholder names aside)', () => {
    const keys = CONTRACT.map(routeKey);
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
  });

  it.each(CONTRACT.map((entry) => [entry.id, entry] as const))(
    '%s: params keys equal the path placeholders',
    (_id, entry) => {
      const keys = 'params' in entry ? Object.keys(entry.params.shape) : [];
      expect(keys.sort()).toEqual(pathPlaceholders(entry.path).sort());
    },
  );

  it.each(CONTRACT.map((entry) => [entry.id, entry] as const))(
    '%s: is well-formed (id, method, path, auth, summary, no GET body)',
    (_id, entry) => {
      expect(entry.id).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      expect(HTTP_METHODS).toContain(entry.method);
      expect(entry.path).toMatch(/^\/[a-z0-9\-/:A-Z_]*$/);
      expect(AUTH_KINDS).toContain(entry.auth);
      expect(entry.summary.length).toBeGreaterThan(10);
      if (entry.method === 'GET') expect('body' in entry).toBe(false);
    },
  );

  it('uses the same id in CONTRACT_BY_ID', () => {
    for (const entry of CONTRACT) {
      expect(CONTRACT_BY_ID[entry.id]).toBe(entry);
    }
    expect(Object.keys(CONTRACT_BY_ID)).toHaveLength(CONTRACT.length);
  });
});

describe('auth', () => {
  it('opens exactly the public calls to guests', () => {
    const publicIds = CONTRACT.filter((entry) => entry.auth === 'public').map((entry) => entry.id);
    expect(publicIds.sort()).toEqual([...PUBLIC_IDS].sort());
  });

  // The payment simulator's card-issuer step stands for a third party's page (3-D Secure), which
  // the cardholder reaches without our session; the one-time password itself guards it. Its
  // e-wallet page stands for the wallet's app, reached the same way (development only).
  it('keeps every /admin and /dev entry for staff, but the staff login and the simulated issuer', () => {
    const backOffice = CONTRACT.filter(
      (entry) => entry.path.startsWith('/admin/') || entry.path.startsWith('/dev/'),
    );
    expect(backOffice.length).toBeGreaterThan(15);
    const notStaff = backOffice.filter((entry) => entry.auth !== 'staff').map((entry) => entry.id);
    expect(notStaff.sort()).toEqual(['confirmDevCardOtp', 'finishDevEwallet', 'staffLogin']);
  });

  it('never lets staff calls live outside /admin and /dev', () => {
    const stray = CONTRACT.filter(
      (entry) =>
        entry.auth === 'staff' &&
        !entry.path.startsWith('/admin/') &&
        !entry.path.startsWith('/dev/'),
    );
    expect(stray).toEqual([]);
  });
});

describe('multipart entries', () => {
  const uploads = CONTRACT.filter(isMultipart);

  it('are the logo, the product photo, the profile photo, the refund photos and a staff product picture', () => {
    expect(uploads.map((entry) => entry.id).sort()).toEqual([
      'createImageProductRequest',
      'editIdentity',
      'requestRefund',
      'uploadCartLogo',
      'uploadCatalogImage',
    ]);
  });

  it.each(uploads.map((entry) => [entry.id, entry] as const))(
    '%s names its file fields and the rules they obey',
    (_id, entry) => {
      expect(entry.method).not.toBe('GET');
      expect(entry.files.length).toBeGreaterThan(0);
      for (const file of entry.files) {
        expect(file.name).toMatch(/^[a-z_]+$/);
        expect(file.rules.maxFiles).toBeGreaterThan(0);
        expect(file.rules.types.length).toBeGreaterThan(0);
      }
    },
  );

  it('only multipart entries have file fields', () => {
    const withFiles = CONTRACT.filter((entry) => 'files' in entry);
    expect(withFiles).toEqual(uploads);
  });
});
