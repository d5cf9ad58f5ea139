import { describe, expect, it } from 'vitest';
import { QUOTE_SLA_HOURS, quoteDueAt, quoteSlaStatus } from './quote-sla';

const submittedAt = new Date('2024-05-10T15:30:00.000Z');
const due = '2024-05-12T15:30:00.000Z';

describe('quote SLA', () => {
  it('is due 2x24 hours after submission', () => {
    expect(QUOTE_SLA_HOURS).toBe(48);
    expect(quoteDueAt(submittedAt).toISOString()).toBe(due);
  });

  it.each([
    ['right after submission', '2024-05-10T15:30:00.000Z', 48 * 3_600_000, false],
    ['the last minute', '2024-05-12T15:29:00.000Z', 60_000, false],
    ['one ms before', '2024-05-12T15:29:59.999Z', 1, false],
    ['exactly at 48 h', due, 0, false],
    ['one ms after', '2024-05-12T15:30:00.001Z', 0, true],
    ['a day late', '2024-05-13T15:30:00.000Z', 0, true],
  ])('%s: remaining %s ms, overdue %s', (_label, now, remainingMs, overdue) => {
    expect(quoteSlaStatus(submittedAt, new Date(now))).toEqual({
      dueAt: new Date(due),
      remainingMs,
      overdue,
    });
  });
});
