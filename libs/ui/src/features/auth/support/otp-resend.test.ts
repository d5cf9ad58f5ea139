import { describe, expect, it } from 'vitest';
import {
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_RESEND_WAIT_MAX_SECONDS,
  resendWaitSeconds,
  splitWait,
} from './otp-resend';

const NOW = new Date('2025-05-01T03:00:00.000Z');
const inSeconds = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();

describe('resendWaitSeconds', () => {
  it.each([
    ['the gateway says exactly 60 s', inSeconds(60), 60],
    ['the gateway says 59 s (its clock is behind ours)', inSeconds(59), 60],
    ['the gateway says 61 s', inSeconds(61), 61],
    ['a part second rounds up', inSeconds(60.2), 61],
    ['resend_at already passed (our clock is ahead)', inSeconds(-30), 60],
    ['the hourly cap: 20 minutes', inSeconds(1200), 1200],
    ['exactly one hour', inSeconds(3600), 3600],
    ['one second over the hour (a clock far behind)', inSeconds(3601), 3600],
    ['an unreadable instant', 'not a date', 60],
  ])('%s (%s) → %d s', (_name, resendAt, expected) => {
    expect(resendWaitSeconds(resendAt, NOW)).toBe(expected);
  });

  it('uses the 60 s of the brief and the hour of the gateway', () => {
    expect(OTP_RESEND_COOLDOWN_SECONDS).toBe(60);
    expect(OTP_RESEND_WAIT_MAX_SECONDS).toBe(3600);
  });
});

describe('splitWait', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [59, 0, 59],
    [60, 1, 0],
    [61, 1, 1],
    [3599, 59, 59],
    [3600, 60, 0],
    [0.4, 0, 1],
    [-5, 0, 0],
  ])('%d s → %d:%d', (seconds, minutes, rest) => {
    expect(splitWait(seconds)).toEqual({ minutes, seconds: rest });
  });
});
