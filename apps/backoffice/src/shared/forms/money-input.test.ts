import { FIELD_ERRORS, MAX_MONEY_AMOUNT } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { moneyInputText, parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it.each<[string, 'IDR' | 'THB', string, number]>([
    [' 125000 ', 'IDR', 'en-US', 125_000],
    ['125,000', 'IDR', 'en-US', 125_000],
    ['1,250,000', 'IDR', 'en-US', 1_250_000],
    ['0.29', 'THB', 'en-US', 29],
    ['1,000.50', 'THB', 'en-US', 100_050],
    ['125000', 'IDR', 'id-ID', 125_000],
    // What an Indonesian reader means by '250.000': 250 thousand.
    ['250.000', 'IDR', 'id-ID', 250_000],
    ['1.250.000', 'IDR', 'id-ID', 1_250_000],
    ['12,50', 'THB', 'id-ID', 1_250],
    ['1.000,50', 'THB', 'id-ID', 100_050],
    ['1 000', 'IDR', 'id-ID', 1_000],
  ])('reads %s (%s, %s) as %i minor units', (text, currency, locale, amount) => {
    expect(parseMoneyInput(text, currency, locale)).toEqual({
      ok: true,
      money: { amount, currency },
    });
  });

  it.each<[string, 'IDR' | 'THB', string, string]>([
    ['', 'IDR', 'en-US', FIELD_ERRORS.required],
    ['   ', 'IDR', 'id-ID', FIELD_ERRORS.required],
    ['abc', 'IDR', 'en-US', FIELD_ERRORS.number],
    // Groups are whole thousands; anything else is not guessed at.
    ['1,00', 'IDR', 'en-US', FIELD_ERRORS.number],
    ['12,5000', 'IDR', 'en-US', FIELD_ERRORS.number],
    // A mark of the other language: '12.50' is not a number in Indonesian.
    ['12.50', 'THB', 'id-ID', FIELD_ERRORS.number],
    // More fraction digits than the currency has: refused, never rounded.
    ['0.005', 'THB', 'en-US', FIELD_ERRORS.number],
    ['250.000', 'IDR', 'en-US', FIELD_ERRORS.number],
    ['12,500', 'THB', 'id-ID', FIELD_ERRORS.number],
    ['1.000,50', 'IDR', 'id-ID', FIELD_ERRORS.number],
    ['-5', 'IDR', 'en-US', FIELD_ERRORS.notNegative],
    // Past the contract's bound on one amount (decision 227): 2^53 - 1 was a 500 before.
    ['9007199254740991', 'IDR', 'en-US', FIELD_ERRORS.invalid],
  ])('refuses %s (%s, %s) with %s', (text, currency, locale, id) => {
    expect(parseMoneyInput(text, currency, locale)).toEqual({ ok: false, id });
  });

  it('takes the largest amount the contract takes', () => {
    expect(parseMoneyInput(String(MAX_MONEY_AMOUNT), 'IDR', 'en-US')).toMatchObject({ ok: true });
  });
});

describe('moneyInputText', () => {
  it.each<[number, 'IDR' | 'THB', string, string]>([
    [125_000, 'IDR', 'id-ID', '125000'],
    [1_250, 'THB', 'id-ID', '12,50'],
    [1_250, 'THB', 'en-US', '12.50'],
  ])('writes %i %s in %s as %s, which reads back the same', (amount, currency, locale, text) => {
    expect(moneyInputText({ amount, currency }, locale)).toBe(text);
    expect(parseMoneyInput(text, currency, locale)).toEqual({
      ok: true,
      money: { amount, currency },
    });
  });
});
