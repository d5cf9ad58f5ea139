import { describe, expect, it } from 'vitest';
import {
  FALLBACK_IDENTITY,
  isGuest,
  parseSessionIdentity,
  readSessionIdentity,
  sessionIdentityClaims,
} from './session-identity';

const TOKEN_PAYLOAD = {
  is_verified: true,
  date_birth: '1990-04-17',
  level: 'gold',
  userName: 'Sari Wulandari',
  photo: 'https://cdn.example.com/u/42.jpg',
  email: 'sari@example.co.id',
  gender: 'female',
  telepon: '+6281234567890',
  nama_sales: { nama: 'Budi', telepon: '+6281100000000' },
  is_first_time: false,
  ktp_verified: true,
  total_order: 150_000_000,
  iat: 1_750_000_000,
  exp: 1_750_086_400,
};

describe('parseSessionIdentity', () => {
  it('reads a complete token identity with its own field names, dropping other claims', () => {
    const identity = parseSessionIdentity(TOKEN_PAYLOAD);
    const { iat: _iat, exp: _exp, ...expected } = TOKEN_PAYLOAD;
    expect(identity).toEqual(expected);
    expect(isGuest(identity)).toBe(false);
  });

  it('reads a new customer with nothing optional filled in', () => {
    const identity = parseSessionIdentity({
      ...TOKEN_PAYLOAD,
      level: 'silver',
      date_birth: '',
      photo: null,
      gender: '',
      telepon: null,
      nama_sales: null,
      is_first_time: true,
      total_order: 0,
    });
    expect(identity).toMatchObject({
      level: 'silver',
      date_birth: null,
      photo: null,
      gender: null,
      telepon: null,
      nama_sales: null,
      total_order: 0,
    });
    expect(isGuest(identity)).toBe(false);
  });

  it.each<[string, unknown]>([
    ['no token at all', undefined],
    ['null', null],
    ['a string', 'eyJhbGciOi'],
    ['an empty object', {}],
    ['an unknown level', { ...TOKEN_PAYLOAD, level: 'platinum' }],
    ['a missing field', { ...TOKEN_PAYLOAD, ktp_verified: undefined }],
    ['a boolean as a string', { ...TOKEN_PAYLOAD, is_verified: 'true' }],
    ['an invalid email', { ...TOKEN_PAYLOAD, email: 'sari@' }],
    ['an empty user name', { ...TOKEN_PAYLOAD, userName: '' }],
    ['a negative total', { ...TOKEN_PAYLOAD, total_order: -1 }],
    ['a fractional total', { ...TOKEN_PAYLOAD, total_order: 10.5 }],
    ['a malformed birth date', { ...TOKEN_PAYLOAD, date_birth: '17/04/1990' }],
    ['a sales contact without a phone', { ...TOKEN_PAYLOAD, nama_sales: { nama: 'Budi' } }],
    ['an array', [TOKEN_PAYLOAD]],
    ['a missing sales contact', { ...TOKEN_PAYLOAD, nama_sales: undefined }],
    ['a missing photo (absent is null, not left out)', { ...TOKEN_PAYLOAD, photo: undefined }],
    ['a photo that is a number', { ...TOKEN_PAYLOAD, photo: 42 }],
    ['a total that is not a number', { ...TOKEN_PAYLOAD, total_order: '150000000' }],
    ['a total beyond safe integers', { ...TOKEN_PAYLOAD, total_order: 2 ** 53 }],
    ['an infinite total', { ...TOKEN_PAYLOAD, total_order: Number.POSITIVE_INFINITY }],
    ['a birth date that does not exist', { ...TOKEN_PAYLOAD, date_birth: '1990-02-30' }],
    ['a user name that is null', { ...TOKEN_PAYLOAD, userName: null }],
  ])('falls back to a silver guest for %s', (_name, payload) => {
    const identity = parseSessionIdentity(payload);
    expect(identity).toBe(FALLBACK_IDENTITY);
    expect(identity.level).toBe('silver');
    expect(isGuest(identity)).toBe(true);
  });

  it('keeps the fallback immutable', () => {
    expect(Object.isFrozen(FALLBACK_IDENTITY)).toBe(true);
  });

  it('reads the edges that are still an identity', () => {
    expect(readSessionIdentity({ ...TOKEN_PAYLOAD, date_birth: '2000-02-29' })).toBeDefined();
    expect(readSessionIdentity({ ...TOKEN_PAYLOAD, total_order: 2 ** 53 - 1 })).toBeDefined();
    expect(readSessionIdentity({ ...TOKEN_PAYLOAD, userName: ' ' })).toBeDefined();
  });

  it('keeps only the sales contact name and phone', () => {
    const identity = readSessionIdentity({
      ...TOKEN_PAYLOAD,
      nama_sales: { nama: 'Budi', telepon: '+6281100000000', id: 7 },
    });
    expect(identity?.nama_sales).toEqual({ nama: 'Budi', telepon: '+6281100000000' });
  });
});

describe('sessionIdentityClaims: an identity about to be signed', () => {
  const { iat: _iat, exp: _exp, ...identity } = TOKEN_PAYLOAD;

  it('keeps the claims as they are, in the token order, without other fields', () => {
    const claims = sessionIdentityClaims({ typ: 'customer', ...identity, gender: '' });
    expect(claims).toEqual({ ...identity, gender: '' });
    expect(Object.keys(claims ?? {})).toEqual(Object.keys(identity));
  });

  it.each<[string, unknown]>([
    ['an empty birth date', { ...identity, date_birth: '' }],
    ['an unknown level', { ...identity, level: 'platinum' }],
    ['an invalid email', { ...identity, email: 'sari@' }],
  ])('refuses %s', (_name, value) => {
    expect(sessionIdentityClaims(value)).toBeUndefined();
  });
});
