import { describe, expect, it } from 'vitest';
import { bpsToPercentText, parsePercentInput } from './percent-input';

describe('parsePercentInput', () => {
  it('turns a typed percent into exact basis points', () => {
    expect(parsePercentInput('5')).toEqual({ ok: true, bps: 500 });
    expect(parsePercentInput(' 12.5 ')).toEqual({ ok: true, bps: 1250 });
    expect(parsePercentInput('0.29')).toEqual({ ok: true, bps: 29 });
    expect(parsePercentInput('100')).toEqual({ ok: true, bps: 10_000 });
  });

  it('refuses blanks, signs, separators and a finer share than a basis point', () => {
    expect(parsePercentInput('')).toEqual({ ok: false, id: 'field.required' });
    expect(parsePercentInput('-5')).toEqual({ ok: false, id: 'field.number' });
    expect(parsePercentInput('12,5')).toEqual({ ok: false, id: 'field.number' });
    expect(parsePercentInput('1.125')).toEqual({ ok: false, id: 'field.number' });
  });
});

describe('bpsToPercentText', () => {
  it('is the inverse for the form', () => {
    expect([500, 1250, 29, 10_000, 5].map(bpsToPercentText)).toEqual([
      '5',
      '12.5',
      '0.29',
      '100',
      '0.05',
    ]);
  });
});
