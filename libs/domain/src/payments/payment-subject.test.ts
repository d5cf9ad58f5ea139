import { describe, expect, it } from 'vitest';
import { paymentSubjectKindOf } from './payment-subject';

describe('paymentSubjectKindOf', () => {
  it.each([
    ['3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c', 'adjustment'],
    ['3F2B8C1E-9A4D-4C7E-8B1A-2D3E4F5A6B7C', 'adjustment'],
    ['00000000-0000-0000-0000-000000000000', 'adjustment'],
    ['IDL-G-261124-0001', 'order_group'],
    ['IDL2611240001', 'order_group'],
    ['3f2b8c1e9a4d4c7e8b1a2d3e4f5a6b7c', 'order_group'],
    ['3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7', 'order_group'],
    [' 3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c', 'order_group'],
    ['', 'order_group'],
  ])('%j names an %s', (id, kind) => {
    expect(paymentSubjectKindOf(id)).toBe(kind);
  });
});
