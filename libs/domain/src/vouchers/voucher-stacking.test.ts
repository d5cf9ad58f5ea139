import { describe, expect, it } from 'vitest';
import { checkVoucherStacking } from './voucher-stacking';

const stack = (title: string) => ({ title, stackable: true });
const solo = (title: string) => ({ title, stackable: false });

describe('checkVoucherStacking', () => {
  it.each<[string, { title: string; stackable: boolean }[], unknown]>([
    ['nothing selected', [], { ok: true }],
    ['one stackable alone', [stack('Free shipping')], { ok: true }],
    ['one non-stackable alone', [solo('Payday 50K')], { ok: true }],
    [
      'a non-stackable with a stackable',
      [stack('Free shipping'), solo('Payday 50K')],
      { ok: false, code: 'voucher_not_stackable', params: { title: 'Payday 50K' } },
    ],
    [
      'two non-stackable: the first selected is named',
      [solo('Payday 50K'), solo('New member 10%')],
      { ok: false, code: 'voucher_not_stackable', params: { title: 'Payday 50K' } },
    ],
    [
      'two non-stackable, selected the other way round',
      [solo('New member 10%'), solo('Payday 50K')],
      { ok: false, code: 'voucher_not_stackable', params: { title: 'New member 10%' } },
    ],
    [
      'three stackable',
      [stack('Free shipping'), stack('Cashback 5%'), stack('Logo free')],
      { ok: true },
    ],
  ])('%s', (_label, selected, expected) => {
    expect(checkVoucherStacking(selected)).toEqual(expected);
  });
});
