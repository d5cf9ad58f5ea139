import { STOREFRONT_TIME_ZONE } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zoned-date-time';

describe('zoned datetime-local values', () => {
  it('reads a wall-clock time in the market zone, whatever zone the computer is in', () => {
    expect(fromZonedInput('2025-05-01T00:00', STOREFRONT_TIME_ZONE)).toBe(
      '2025-04-30T16:00:00.000Z',
    );
    expect(fromZonedInput('2025-05-01T00:00', 'Asia/Almaty')).toBe('2025-04-30T19:00:00.000Z');
  });

  it('shows an instant as that zone’s wall clock', () => {
    expect(toZonedInput('2025-04-30T16:00:00.000Z', STOREFRONT_TIME_ZONE)).toBe('2025-05-01T00:00');
    expect(toZonedInput('2025-05-01T03:00:00.000Z', STOREFRONT_TIME_ZONE)).toBe('2025-05-01T11:00');
  });

  it('keeps daylight-saving zones right away from the switch', () => {
    expect(fromZonedInput('2025-07-01T12:00', 'Europe/Berlin')).toBe('2025-07-01T10:00:00.000Z');
    expect(fromZonedInput('2025-01-01T12:00', 'Europe/Berlin')).toBe('2025-01-01T11:00:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(fromZonedInput('', STOREFRONT_TIME_ZONE)).toBeNull();
    expect(fromZonedInput('2025-02-30T10:00', STOREFRONT_TIME_ZONE)).toBeNull();
    expect(fromZonedInput('tomorrow', STOREFRONT_TIME_ZONE)).toBeNull();
  });
});
