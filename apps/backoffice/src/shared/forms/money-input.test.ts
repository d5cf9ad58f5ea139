import { FIELD_ERRORS, MAX_MONEY_AMOUNT } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it('reads a plain decimal into exact minor units of the currency', () => {
    expect(parseMoneyInput(' 125000 ', 'IDR')).toEqual({
      ok: true,
      money: { amount: 125000, currency: 'IDR' },
    });
    expect(parseMoneyInput('0.29', 'THB')).toEqual({
      ok: true,
      money: { amount: 29, currency: 'THB' },
    });
  });

  it('says which rule an entry breaks', () => {
    expect(parseMoneyInput('', 'IDR')).toEqual({ ok: false, id: FIELD_ERRORS.required });
    expect(parseMoneyInput('1.000,50', 'IDR')).toEqual({ ok: false, id: FIELD_ERRORS.number });
    expect(parseMoneyInput('0.005', 'THB')).toEqual({ ok: false, id: FIELD_ERRORS.number });
    // parseMoney alone would read these as 250 rupiah and 12.5 baht.
    expect(parseMoneyInput('250.000', 'IDR')).toEqual({ ok: false, id: FIELD_ERRORS.number });
    expect(parseMoneyInput('12.500', 'THB')).toEqual({ ok: false, id: FIELD_ERRORS.number });
    expect(parseMoneyInput('-5', 'IDR')).toEqual({ ok: false, id: FIELD_ERRORS.notNegative });
    // Past the contract's bound on one amount (decision 227): 2^53 - 1 was a 500 before.
    expect(parseMoneyInput('9007199254740991', 'IDR')).toEqual({
      ok: false,
      id: FIELD_ERRORS.invalid,
    });
    expect(parseMoneyInput(String(MAX_MONEY_AMOUNT), 'IDR')).toMatchObject({ ok: true });
  });
});
