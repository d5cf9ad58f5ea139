import { describe, expect, it } from 'vitest';
import { slaCountdown } from './sla';

const due = '2026-11-24T12:00:00.000Z';

describe('slaCountdown', () => {
  it('counts the hours and minutes left until the gateway’s deadline', () => {
    expect(slaCountdown(due, false, new Date('2026-11-22T13:29:30.000Z'))).toEqual({
      overdue: false,
      hours: 46,
      minutes: 30,
    });
  });

  it('is on time at the due instant itself, late right after it', () => {
    expect(slaCountdown(due, false, new Date(due)).overdue).toBe(false);
    expect(slaCountdown(due, false, new Date('2026-11-24T12:00:00.001Z')).overdue).toBe(true);
  });

  it('counts how late an overdue one is', () => {
    expect(slaCountdown(due, true, new Date('2026-11-24T15:07:00.000Z'))).toEqual({
      overdue: true,
      hours: 3,
      minutes: 7,
    });
  });

  it('trusts the gateway’s overdue flag even when the browser clock is behind', () => {
    expect(slaCountdown(due, true, new Date('2026-11-24T11:00:00.000Z'))).toEqual({
      overdue: true,
      hours: 0,
      minutes: 0,
    });
  });
});
