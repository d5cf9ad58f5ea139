import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../http/app-error';
import type { RateLimiters } from '../../plugins/rate-limiters';
import { consumeLimit, limitKeyOf, peekLimit } from '../../plugins/rate-limiters';

/**
 * Wrong passwords per account and per address (decision 221). ASVS 2.2.1 allows at most 100
 * failures an hour per account; growing delays well before that keep a guessing run near 17 an
 * hour, so the hard cap only matters for guesses that arrive all at once.
 */
export interface SignInPolicy {
  /** Failed passwords per account within the hour (counted from the first failure). */
  readonly failuresPerHour: number;
  /** Failed passwords from one address within the hour, whatever the accounts. */
  readonly failuresPerHourPerAddress: number;
  /** Failures before the first delay: a customer who mistypes a few times never waits. */
  readonly freeFailures: number;
  /** The delay after the first failure past the free ones; it doubles with each further one. */
  readonly firstDelaySeconds: number;
  /** The longest delay. */
  readonly maxDelaySeconds: number;
}

export const SIGN_IN_POLICY: SignInPolicy = {
  failuresPerHour: 100,
  failuresPerHourPerAddress: 100,
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
};

const HOUR_SECONDS = 3600;

/** Seconds an account must wait after its `failures`-th failure in the hour (0: none). */
export function delayAfterFailures(
  failures: number,
  policy: SignInPolicy = SIGN_IN_POLICY,
): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = failures - policy.freeFailures;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** doublings);
}

/** A wait that refuses even the right password: the envelope says when to come back. */
function retryLater(retryAfterMs: number): AppError {
  return new AppError('too_many_requests').retryAfter(retryAfterMs);
}

export type SignInKind = 'customer' | 'staff';

/**
 * Counts wrong passwords per account (customers and staff apart) and per address, with growing
 * delays. The account is keyed on the e-mail as typed (trimmed, lower case), so an address with no
 * account is limited exactly like one with an account and the limits reveal nothing. While an
 * account waits even the right password is refused (otherwise the wait would be an oracle); the
 * one-time-code sign-in has its own counters, so a stranger who makes a customer wait cannot lock
 * them out of every way in.
 */
export function createSignInGuard(
  limiters: RateLimiters,
  log: FastifyBaseLogger,
  policy: SignInPolicy = SIGN_IN_POLICY,
) {
  const perKind = (kind: SignInKind) => ({
    failures: limiters.create({
      name: `sign-in-failures-${kind}`,
      points: policy.failuresPerHour,
      durationSeconds: HOUR_SECONDS,
    }),
    // Only ever blocked: a block is a counter past its points until the delay is over.
    wait: limiters.create({ name: `sign-in-wait-${kind}`, points: 1, durationSeconds: 1 }),
  });
  const accounts: Record<SignInKind, ReturnType<typeof perKind>> = {
    customer: perKind('customer'),
    staff: perKind('staff'),
  };
  const addresses = limiters.create({
    name: 'sign-in-failures-address',
    points: policy.failuresPerHourPerAddress,
    durationSeconds: HOUR_SECONDS,
  });

  async function quietly(what: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, `sign-in limiter: ${what} failed`);
    }
  }

  function refusal(limiter: RateLimiterAbstract, state: Awaited<ReturnType<typeof peekLimit>>) {
    return state !== null && state.consumedPoints >= limiter.points && state.msBeforeNext > 0
      ? retryLater(state.msBeforeNext)
      : null;
  }

  return {
    /**
     * Checks the limits, runs `verify` (which pays for a password verification whatever the
     * outcome) and counts a failure. `verify` answers null for a wrong e-mail or password.
     */
    async attempt<T>(
      kind: SignInKind,
      email: string,
      address: string,
      verify: () => Promise<T | null>,
    ): Promise<T> {
      const { failures, wait } = accounts[kind];
      const account = limitKeyOf(email);
      const waiting =
        refusal(wait, await peekLimit(wait, account, log)) ??
        refusal(addresses, await peekLimit(addresses, address, log));
      if (waiting) throw waiting;
      // Counted before the password is checked, so that the hourly cap holds however many
      // guesses arrive at once; a success takes the count back.
      const reserved = await consumeLimit(failures, account, log);
      if (!reserved.allowed) throw retryLater(reserved.retryAfterMs);

      const result = await verify();
      if (result !== null) {
        await quietly('reset', () => Promise.all([failures.delete(account), wait.delete(account)]));
        return result;
      }
      const failed = policy.failuresPerHour - reserved.remaining;
      await consumeLimit(addresses, address, log);
      const delay = delayAfterFailures(failed, policy);
      if (delay > 0) await quietly('delay', () => wait.block(account, delay));
      throw new AppError('invalid_credentials');
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
