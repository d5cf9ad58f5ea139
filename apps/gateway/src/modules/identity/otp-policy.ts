import type { ErrorCode } from '@storefront/domain';

/**
 * The limits on one-time codes sent over WhatsApp (decisions 061, 222). Sends and the guesses at
 * one code are counted in the database, whatever address they come from; the hourly cut-off of
 * wrong guesses is per account and source (address), so that a stranger's guesses cannot lock the
 * owner out of the code sign-in for an hour.
 */
export interface OtpPolicy {
  /** How long a code works after it is sent. */
  readonly lifetimeMs: number;
  /** Shortest gap between two sends to one account or one phone. */
  readonly resendIntervalMs: number;
  /** Most sends to one account or one phone within a window. */
  readonly sendsPerWindow: number;
  /** Wrong guesses after which a code dies. */
  readonly wrongGuessesPerCode: number;
  /** Wrong guesses for one account from one source within a window before its guesses are refused. */
  readonly wrongGuessesPerWindow: number;
  /** The sliding window the two counters above are measured over. */
  readonly windowMs: number;
}

const MINUTE = 60_000;

export const OTP_POLICY: OtpPolicy = {
  lifetimeMs: 10 * MINUTE,
  resendIntervalMs: MINUTE,
  sendsPerWindow: 5,
  wrongGuessesPerCode: 5,
  wrongGuessesPerWindow: 10,
  windowMs: 60 * MINUTE,
};

export type OtpSendDecision =
  | { readonly ok: true; readonly expiresAt: Date; readonly resendAt: Date }
  | {
      readonly ok: false;
      readonly code: Extract<ErrorCode, 'too_many_requests'>;
      readonly retryAt: Date;
    };

/** Sends still inside the window ending at `now`, oldest first (one exactly a window old is out). */
function insideWindow(sends: readonly Date[], now: Date, policy: OtpPolicy): Date[] {
  const start = now.getTime() - policy.windowMs;
  return sends.filter((sent) => sent.getTime() > start).sort((a, b) => a.getTime() - b.getTime());
}

/** When enough of `sends` (oldest first) have left the window for one more send to fit. */
function windowFreesAt(sends: readonly Date[], policy: OtpPolicy): Date | null {
  if (sends.length < policy.sendsPerWindow) return null;
  const mustLeave = sends[sends.length - policy.sendsPerWindow];
  return mustLeave ? new Date(mustLeave.getTime() + policy.windowMs) : null;
}

/**
 * May a code be sent now, given the earlier sends to the same account (or the same phone)?
 * Exactly `resendIntervalMs` after the last send is allowed; so is the send that fills the window.
 * The answer says when the code expires and when the next send will be allowed.
 */
export function decideOtpSend(
  earlierSends: readonly Date[],
  now: Date,
  policy: OtpPolicy = OTP_POLICY,
): OtpSendDecision {
  const recent = insideWindow(earlierSends, now, policy);
  const last = recent.at(-1);
  if (last && now.getTime() - last.getTime() < policy.resendIntervalMs) {
    return {
      ok: false,
      code: 'too_many_requests',
      retryAt: new Date(last.getTime() + policy.resendIntervalMs),
    };
  }
  const full = windowFreesAt(recent, policy);
  if (full) return { ok: false, code: 'too_many_requests', retryAt: full };

  const nextInterval = now.getTime() + policy.resendIntervalMs;
  const nextWindow = windowFreesAt([...recent, now], policy)?.getTime() ?? 0;
  return {
    ok: true,
    expiresAt: new Date(now.getTime() + policy.lifetimeMs),
    resendAt: new Date(Math.max(nextInterval, nextWindow)),
  };
}

/** The latest live code of an account and phone, as stored. */
export interface StoredOtpCode {
  readonly expiresAt: Date;
  readonly wrongGuesses: number;
}

export interface OtpGuess {
  /** Wrong guesses within the window ending now, for the account from the guess's source. */
  readonly wrongGuessesInWindow: number;
  /** The newest unused code for this account and phone, or null when none was sent. */
  readonly code: StoredOtpCode | null;
  /** Whether the typed code equals the stored one (compared in constant time by the caller). */
  readonly matches: boolean;
}

export type OtpGuessDecision =
  | { readonly ok: true }
  /** `countsAsWrong`: the guess is recorded against the account and phone (and the code). */
  | {
      readonly ok: false;
      readonly code: Extract<ErrorCode, 'otp_attempts_exceeded' | 'otp_invalid' | 'otp_expired'>;
      readonly countsAsWrong: boolean;
    };

/**
 * Judges a typed code. The cut-off comes first, so once a source has used up its wrong guesses at
 * an account for the window even the right code is refused from there, and such refusals are not
 * recorded (recording them would keep the source locked for ever). A code that has expired or died of
 * wrong guesses answers otp_expired, which tells the user to ask for a new one. A code is valid
 * strictly before its expiry instant.
 */
export function judgeOtpGuess(
  guess: OtpGuess,
  now: Date,
  policy: OtpPolicy = OTP_POLICY,
): OtpGuessDecision {
  if (guess.wrongGuessesInWindow >= policy.wrongGuessesPerWindow) {
    return { ok: false, code: 'otp_attempts_exceeded', countsAsWrong: false };
  }
  const { code } = guess;
  if (!code) return { ok: false, code: 'otp_invalid', countsAsWrong: true };
  if (
    now.getTime() >= code.expiresAt.getTime() ||
    code.wrongGuesses >= policy.wrongGuessesPerCode
  ) {
    return { ok: false, code: 'otp_expired', countsAsWrong: true };
  }
  if (!guess.matches) return { ok: false, code: 'otp_invalid', countsAsWrong: true };
  return { ok: true };
}

/**
 * The phone as the answer of a send shows it: country code and last four digits, the rest as
 * bullets, so that a guest who types someone's e-mail does not learn their number.
 */
export function maskPhone(e164: string): string {
  const visibleHead = 3;
  const visibleTail = 4;
  if (e164.length <= visibleHead + visibleTail) return e164;
  const hidden = e164.length - visibleHead - visibleTail;
  return `${e164.slice(0, visibleHead)}${'•'.repeat(hidden)}${e164.slice(-visibleTail)}`;
}
