import { describe, expect, it } from 'vitest';
import { adjustmentFormSchema } from './adjustment-form-schema';

describe('adjustmentFormSchema', () => {
  const schema = adjustmentFormSchema('THB', 'en-US');

  it('turns the typed amount into the body addOrderAdjustment takes', () => {
    expect(schema.parse({ amount: '125.50', reason: ' Extra duty ' })).toEqual({
      amount: { amount: 12550, currency: 'THB' },
      reason: 'Extra duty',
    });
  });

  it('puts every problem of the amount on the amount', () => {
    const issues = (amount: string) =>
      schema
        .safeParse({ amount, reason: 'x' })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues('')).toEqual([['amount', 'field.required']]);
    expect(issues('12,50')).toEqual([['amount', 'field.number']]);
    expect(issues('0')).toEqual([['amount', 'field.invalid']]);
    expect(issues('-5')).toEqual([['amount', 'field.not_negative']]);
  });
});
