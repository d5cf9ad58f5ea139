import { PUSH_TOKEN_TTL_MS } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import {
  needsRegistration,
  PUSH_REGISTRATION_KEY,
  readPushRegistration,
  writePushRegistration,
} from './push-registration';
import type { KeyValueStore, PushRegistration } from './push-registration';

const NOW = new Date('2025-05-01T03:00:00.000Z');
const EMAIL = 'sari.wulandari@example.co.id';
const last = (ageMs: number, overrides: Partial<PushRegistration> = {}): PushRegistration => ({
  token: 'token-a',
  email: EMAIL,
  registeredAt: NOW.getTime() - ageMs,
  ...overrides,
});

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & {
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('needsRegistration', () => {
  it.each<[string, PushRegistration | null, boolean]>([
    ['never registered', null, true],
    ['registered a minute ago', last(60_000), false],
    ['one millisecond before 7 days', last(PUSH_TOKEN_TTL_MS - 1), false],
    ['exactly 7 days old', last(PUSH_TOKEN_TTL_MS), true],
    ['one millisecond past 7 days', last(PUSH_TOKEN_TTL_MS + 1), true],
    ['registered "in the future" (the clock moved back)', last(-60_000), true],
    ['another token (the SDK replaced it)', last(60_000, { token: 'token-b' }), true],
    ['another account on this browser', last(60_000, { email: 'budi@example.co.id' }), true],
  ])('%s → %s', (_case, record, expected) => {
    expect(needsRegistration(record, { token: 'token-a', email: EMAIL }, NOW)).toBe(expected);
  });
});

describe('the stored registration', () => {
  it('round-trips through the store', () => {
    const store = memoryStore();
    writePushRegistration(store, last(0));
    expect(readPushRegistration(store)).toEqual(last(0));
  });

  it.each([
    ['nothing stored', memoryStore()],
    ['damaged JSON', memoryStore({ [PUSH_REGISTRATION_KEY]: '{not json' })],
    ['a wrong shape', memoryStore({ [PUSH_REGISTRATION_KEY]: '{"token":""}' })],
    ['no storage at all', undefined],
  ])('reads %s as never registered', (_case, store) => {
    expect(readPushRegistration(store)).toBeNull();
  });

  it('treats storage that throws as empty, and writing to it as a no-op', () => {
    const blocked: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readPushRegistration(blocked)).toBeNull();
    expect(() => writePushRegistration(blocked, last(0))).not.toThrow();
  });
});
