import { ORDER_STATUSES } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { canAddAdjustment, staffMoveOptions } from './staff-moves';

describe('staffMoveOptions', () => {
  it('offers shipping with a tracking number from In process, and nothing that needs a charge', () => {
    expect(staffMoveOptions('in_process')).toEqual([{ to: 'shipping', needsTracking: true }]);
  });

  it('offers cancelling an unpaid order and delivering a shipped one', () => {
    expect(staffMoveOptions('waiting_payment')).toEqual([{ to: 'canceled', needsTracking: false }]);
    expect(staffMoveOptions('shipping')).toEqual([{ to: 'delivered', needsTracking: false }]);
  });

  it('leaves returning orders to the refund decision and quotes to the quote screen', () => {
    expect(staffMoveOptions('returning')).toEqual([]);
    expect(staffMoveOptions('calculating')).toEqual([]);
  });

  it('offers nothing from the statuses only customers, payments and jobs leave', () => {
    for (const status of ['adjustment', 'delivered', 'completed', 'canceled'] as const) {
      expect(staffMoveOptions(status), status).toEqual([]);
    }
  });
});

describe('canAddAdjustment', () => {
  it('is open only while the order is in process', () => {
    expect(ORDER_STATUSES.filter(canAddAdjustment)).toEqual(['in_process']);
  });
});
