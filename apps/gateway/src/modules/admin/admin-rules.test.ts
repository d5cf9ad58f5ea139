import { describe, expect, it } from 'vitest';
import { parseSubject, subjectText } from './audit';
import { escapeLike, phoneFragment } from './customer-lookup.service';
import { exchangeRateFieldError } from './exchange-rate.service';

describe('audit subjects', () => {
  it.each([
    [{ entity: 'voucher', id: 'a1' }, 'voucher:a1'],
    [{ entity: 'order', id: 'IDL-1:2' }, 'order:IDL-1:2'],
    [{ entity: 'exchange_rate', id: '' }, 'exchange_rate:'],
  ])('writes %j as %s and reads it back', (subject, text) => {
    expect(subjectText(subject)).toBe(text);
    expect(parseSubject(text)).toEqual(subject);
  });

  it.each(['', 'a:b'])('refuses the entity name %j', (entity) => {
    expect(() => subjectText({ entity, id: '1' })).toThrow(/audit entity/);
  });

  it.each([
    [null, { entity: '', id: '' }],
    [
      '3f0c6a8e-9d1b-4c2e-8f7a-1b2c3d4e5f60',
      { entity: '', id: '3f0c6a8e-9d1b-4c2e-8f7a-1b2c3d4e5f60' },
    ],
    [':leading', { entity: '', id: ':leading' }],
  ])('reads the bare subject %j of an older row', (text, subject) => {
    expect(parseSubject(text)).toEqual(subject);
  });
});

describe('phoneFragment', () => {
  it.each([
    ['0812-3456-7890', '81234567890'],
    ['+62 812 3456', '628123456'],
    ['(021) 555', '21555'],
    ['00628', '628'],
    ['123', '123'],
    ['12', null],
    ['012', null],
    ['0', null],
    ['--', null],
    ['budi', null],
    ['0812a', null],
  ])('%j -> %j', (search, expected) => {
    expect(phoneFragment(search)).toBe(expected);
  });
});

describe('escapeLike', () => {
  it.each([
    ['plain', 'plain'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
  ])('%j -> %j', (text, escaped) => {
    expect(escapeLike(text)).toBe(escaped);
  });
});

describe('exchangeRateFieldError', () => {
  it.each([
    ['a rate into the market currency', 'IDR', '2250.5', null],
    ['a rate into another currency', 'THB', '4.55', { to: 'field.invalid' }],
    ['exactly 32 characters', 'IDR', `1.${'0'.repeat(29)}1`, null],
    ['33 characters', 'IDR', `1.${'0'.repeat(30)}1`, { rate: 'field.too_long' }],
    // 1,000,000 CNY at this rate is 9,007,199,254,740,991 rupiah: the last exact integer.
    ['the largest rate that keeps prices exact', 'IDR', '9007199254.740991', null],
    ['one step above it', 'IDR', '9007199254.740992', { rate: 'field.invalid' }],
    ['malformed text', 'IDR', '2.2.9', { rate: 'field.invalid' }],
  ] as const)('%s', (_label, to, rate, expected) => {
    expect(exchangeRateFieldError({ from: 'CNY', to, rate }, 'IDR')).toEqual(expected);
  });
});
