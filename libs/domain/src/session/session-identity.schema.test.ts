import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readSessionIdentity } from './session-identity';
import { sessionIdentitySchema } from './session-identity.schema';

const IDENTITY = {
  is_verified: true,
  date_birth: '1990-04-17',
  level: 'gold',
  userName: 'Sari Wulandari',
  photo: null,
  email: 'sari@example.co.id',
  gender: 'female',
  telepon: '+6281234567890',
  nama_sales: null,
  is_first_time: false,
  ktp_verified: true,
  total_order: 150_000_000,
} as const;

describe('sessionIdentitySchema: the identity on the wire', () => {
  it('decodes as the browser reads a token: older empty texts as absent, other claims dropped', () => {
    const payload = { ...IDENTITY, photo: '', date_birth: '', exp: 1 };
    const decoded = sessionIdentitySchema.parse(payload);
    expect(decoded).toEqual({ ...IDENTITY, photo: null, date_birth: null });
    expect(decoded).toEqual(readSessionIdentity(payload));
  });

  it.each<[string, unknown]>([
    ['nothing', undefined],
    ['a missing claim', { ...IDENTITY, ktp_verified: undefined }],
    ['an invalid email', { ...IDENTITY, email: 'sari@' }],
    ['a fractional total', { ...IDENTITY, total_order: 10.5 }],
  ])('refuses to decode %s', (_name, payload) => {
    expect(sessionIdentitySchema.safeParse(payload).success).toBe(false);
  });

  it('encodes the claims as they are, in order, without other fields', () => {
    const encoded = z.encode(sessionIdentitySchema, { ...IDENTITY, gender: '', typ: 'x' } as never);
    expect(encoded).toEqual({ ...IDENTITY, gender: '' });
    expect(Object.keys(encoded as object)).toEqual(Object.keys(IDENTITY));
  });

  it.each<[string, unknown]>([
    ['an empty birth date', { ...IDENTITY, date_birth: '' }],
    ['a negative total', { ...IDENTITY, total_order: -1 }],
    ['an empty user name', { ...IDENTITY, userName: '' }],
  ])('refuses to encode %s', (_name, identity) => {
    expect(z.safeEncode(sessionIdentitySchema, identity as never).success).toBe(false);
  });
});
