import type {
  addressSchema,
  bankAccountSchema,
  profileSchema,
  sessionSchema,
  staffSessionSchema,
} from '@storefront/contract';
import type { SessionIdentity } from '@storefront/domain';
import type { z } from 'zod';
import { hoursFromNow, idr, MOCK_NOW, personAt } from './primitives.factory';

export type Address = z.output<typeof addressSchema>;
export type BankAccount = z.output<typeof bankAccountSchema>;
export type Profile = z.output<typeof profileSchema>;
export type Session = z.output<typeof sessionSchema>;
export type StaffSession = z.output<typeof staffSessionSchema>;

export function makeAddress(index = 0, overrides: Partial<Address> = {}): Address {
  const person = personAt(index);
  return {
    id: `adr-${index + 1}`,
    label: index === 0 ? 'Home' : 'Office',
    nama_depan: person.first,
    nama_belakang: person.last,
    telepon: '+6281234567890',
    email: null,
    alamat: 'Jl. Kebon Jeruk Raya No. 27',
    building_name: index === 0 ? '' : 'Gedung Graha Niaga Lt. 5',
    notes: '',
    id_provinsi: '31',
    provinsi: 'DKI Jakarta',
    id_kabupaten: '3174',
    kabupaten: 'Jakarta Barat',
    id_kecamatan: '3174040',
    kecamatan: 'Kebon Jeruk',
    id_kelurahan: '3174040001',
    kelurahan: 'Kebon Jeruk',
    kota: 'Jakarta Barat',
    kode_pos: '11530',
    is_main: index === 0,
    is_complete: true,
    ...overrides,
  };
}

export function makeBankAccount(index = 0, overrides: Partial<BankAccount> = {}): BankAccount {
  const person = personAt(index);
  const banks = ['BCA', 'Mandiri', 'BNI', 'BRI'];
  return {
    id: `bank-${index + 1}`,
    bank_name: banks[index % banks.length] ?? 'BCA',
    account_number: String(5_270_012_345 + index),
    account_holder: `${person.first} ${person.last}`,
    ...overrides,
  };
}

/** The identity a signed-in gold customer's token carries (SPEC §3). */
export function makeSessionIdentity(overrides: Partial<SessionIdentity> = {}): SessionIdentity {
  return {
    is_verified: true,
    date_birth: '1990-04-17',
    level: 'gold',
    userName: 'Sari Wulandari',
    photo: null,
    email: 'sari.wulandari@example.co.id',
    gender: 'female',
    telepon: '+6281234567890',
    nama_sales: { nama: 'Budi Santoso', telepon: '+6281100000000' },
    is_first_time: false,
    ktp_verified: true,
    total_order: 150_000_000,
    ...overrides,
  };
}

function base64Url(json: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A JWT carrying the identity, shaped like the gateway's (HS256 header, iat/exp claims). The
 * signature is a placeholder: the client never verifies it, and the mock gateway does not either.
 */
export function makeSessionToken(
  identity: SessionIdentity = makeSessionIdentity(),
  expiresAt: string = hoursFromNow(24),
): string {
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({
    ...identity,
    iat: Math.floor(Date.parse(MOCK_NOW) / 1000),
    exp: Math.floor(Date.parse(expiresAt) / 1000),
  });
  return `${header}.${payload}.bW9jay1zaWduYXR1cmU`;
}

/**
 * When a session issued now expires. The one value counted from the real clock: a browser drops a
 * cookie whose expiry has passed, so a session dated in the mock world's past could never sign
 * anyone in. Fake timers make it deterministic where a test needs that.
 */
export function sessionExpiry(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

export function makeSession(identity: SessionIdentity = makeSessionIdentity()): Session {
  const expiresAt = sessionExpiry(24);
  return { token: makeSessionToken(identity, expiresAt), expires_at: expiresAt, identity };
}

export function makeStaffSession(): StaffSession {
  const expiresAt = sessionExpiry(12);
  return {
    token: makeSessionToken(makeSessionIdentity({ userName: 'Dewi Lestari' }), expiresAt),
    expires_at: expiresAt,
    staff: { id: 'staff-1', email: 'dewi.lestari@storefront.test', name: 'Dewi Lestari' },
  };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  const identity = makeSessionIdentity();
  return {
    id: 'cus-1',
    email: identity.email,
    nama: identity.userName,
    namaDepan: 'Sari',
    namaBelakang: 'Wulandari',
    nama_lengkap: 'Sari Wulandari',
    date_birth: identity.date_birth,
    gender: identity.gender,
    telepon: identity.telepon,
    photo: null,
    level: identity.level,
    is_active: true,
    is_verified: identity.is_verified,
    change_language: 'id',
    notes: '',
    sales: identity.nama_sales,
    source: null,
    tanggal: '2024-02-12T02:15:00.000Z',
    total: idr('150000000'),
    submissions: { limit: 100, used: 3, remaining: 97, next_month_at: '2026-11-30T16:00:00.000Z' },
    Alamat: [makeAddress(0), makeAddress(1)],
    ...overrides,
  };
}
