import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TABS, type OrderStatus } from './order-status';
import { ORDER_TAB_STATUSES, tabForStatus, type OrderStatusTab } from './order-tabs';

describe('ORDER_TAB_STATUSES', () => {
  it("lists every status under 'all'", () => {
    expect([...ORDER_TAB_STATUSES.all].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(ORDER_STATUSES.map((s) => [s]))('puts %s in exactly one other tab', (status) => {
    const tabs = ORDER_TABS.filter((t) => t !== 'all' && ORDER_TAB_STATUSES[t].includes(status));
    expect(tabs).toHaveLength(1);
  });

  it('has no tab that lists nothing', () => {
    for (const tab of ORDER_TABS) expect(ORDER_TAB_STATUSES[tab].length).toBeGreaterThan(0);
  });
});

describe('tabForStatus', () => {
  it.each<[OrderStatus, OrderStatusTab]>([
    ['calculating', 'processed'],
    ['waiting_payment', 'to_pay'],
    ['adjustment', 'adjustment'],
    ['in_process', 'processed'],
    ['shipping', 'shipped'],
    ['delivered', 'delivered'],
    ['completed', 'completed'],
    ['returning', 'return_refund'],
    ['partially_refunded', 'return_refund'],
    ['refunded', 'return_refund'],
    ['canceled', 'cancelled'],
  ])('%s -> %s', (status, tab) => {
    expect(tabForStatus(status)).toBe(tab);
    expect(ORDER_TAB_STATUSES[tab]).toContain(status);
  });
});
