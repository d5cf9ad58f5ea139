import { describe, expect, it } from 'vitest';
import { rateFormSchema } from './rate-form-schema';

describe('rateFormSchema', () => {
  const schema = rateFormSchema('THB');

  it('sends the typed rate for the market currency', () => {
    expect(schema.parse({ rate: ' 4.85 ' })).toEqual({ from: 'CNY', to: 'THB', rate: '4.85' });
  });

  it('asks for a rate and refuses what the contract refuses', () => {
    const first = (rate: string) => schema.safeParse({ rate }).error?.issues[0]?.message;
    expect(first('')).toBe('field.required');
    expect(first('0')).toBe('field.invalid');
    expect(first('0.000')).toBe('field.invalid');
    expect(first('4,85')).toBe('field.invalid');
    expect(first('-1')).toBe('field.invalid');
  });
});
