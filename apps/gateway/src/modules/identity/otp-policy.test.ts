import { describe, expect, it } from 'vitest';
import { OTP_POLICY, decideOtpSend, judgeOtpGuess, maskPhone } from './otp-policy';

const MINUTE = 60_000;
const NOW = new Date('2026-03-02T03:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describe('decideOtpSend', () => {
  it.each([
    ['no earlier send', [], true],
    ['last send one millisecond short of a minute ago', [ago(MINUTE - 1)], false],
    ['last send exactly a minute ago', [ago(MINUTE)], true],
    [
      'four sends this hour, the last two minutes ago',
      [50, 40, 30, 2].map((m) => ago(m * MINUTE)),
      true,
    ],
    ['five sends this hour', [50, 40, 30, 20, 2].map((m) => ago(m * MINUTE)), false],
    [
      'five sends, the oldest exactly an hour ago (out of the window)',
      [60, 40, 30, 20, 2].map((m) => ago(m * MINUTE)),
      true,
    ],
    [
      'five sends, the oldest one millisecond inside the hour',
      [ago(60 * MINUTE - 1), ...[40, 30, 20, 2].map((m) => ago(m * MINUTE))],
      false,
    ],
  ])('%s: allowed %s', (_label, sends, allowed) => {
    expect(decideOtpSend(sends, NOW).ok).toBe(allowed);
  });

  it('says when the code expires and when the next send is allowed', () => {
    expect(decideOtpSend([], NOW)).toEqual({
      ok: true,
      expiresAt: new Date(at(10 * MINUTE)),
      resendAt: new Date(at(MINUTE)),
    });
  });

  it('the send that fills the hour moves the next one to when the oldest leaves', () => {
    const sends = [50, 40, 30, 20].map((m) => ago(m * MINUTE));
    const decision = decideOtpSend(sends, NOW);
    expect(decision.ok && decision.resendAt.toISOString()).toBe(at(10 * MINUTE));
  });

  it.each([
    ['too soon', [ago(20_000)], at(40_000)],
    ['hour full', [50, 40, 30, 20, 2].map((m) => ago(m * MINUTE)), at(10 * MINUTE)],
  ])('a refusal (%s) says when to retry', (_label, sends, retryAt) => {
    const decision = decideOtpSend(sends, NOW);
    expect(decision).toEqual({ ok: false, code: 'too_many_requests', retryAt: new Date(retryAt) });
  });
});

describe('judgeOtpGuess', () => {
  const live = { expiresAt: new Date(at(MINUTE)), wrongGuesses: 0 };
  const guess = (overrides: Partial<Parameters<typeof judgeOtpGuess>[0]> = {}) => ({
    wrongGuessesInWindow: 0,
    code: live,
    matches: true,
    ...overrides,
  });

  it.each([
    ['the right live code', guess(), { ok: true }],
    [
      'a wrong code',
      guess({ matches: false }),
      { ok: false, code: 'otp_invalid', countsAsWrong: true },
    ],
    [
      'no code sent',
      guess({ code: null }),
      { ok: false, code: 'otp_invalid', countsAsWrong: true },
    ],
    [
      'the right code one millisecond before expiry',
      guess({ code: { ...live, expiresAt: new Date(NOW.getTime() + 1) } }),
      { ok: true },
    ],
    [
      'the right code exactly at expiry',
      guess({ code: { ...live, expiresAt: NOW } }),
      { ok: false, code: 'otp_expired', countsAsWrong: true },
    ],
    [
      'the right code after four wrong guesses',
      guess({ code: { ...live, wrongGuesses: OTP_POLICY.wrongGuessesPerCode - 1 } }),
      { ok: true },
    ],
    [
      'the right code after five wrong guesses (dead)',
      guess({ code: { ...live, wrongGuesses: OTP_POLICY.wrongGuessesPerCode } }),
      { ok: false, code: 'otp_expired', countsAsWrong: true },
    ],
    [
      'the right code with nine wrong guesses this hour',
      guess({ wrongGuessesInWindow: 9 }),
      { ok: true },
    ],
    [
      'the right code with ten wrong guesses this hour from this source',
      guess({ wrongGuessesInWindow: 10 }),
      { ok: false, code: 'otp_attempts_exceeded', countsAsWrong: false },
    ],
  ])('%s', (_label, input, expected) => {
    expect(judgeOtpGuess(input, NOW)).toEqual(expected);
  });
});

describe('maskPhone', () => {
  it.each([
    ['+6281234567890', '+62•••••••7890'],
    ['+66812345678', '+66•••••5678'],
    ['+77012345678', '+77•••••5678'],
    ['+1234567', '+12•4567'],
    ['+123456', '+123456'],
  ])('%s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});
