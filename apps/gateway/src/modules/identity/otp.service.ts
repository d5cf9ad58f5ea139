import { FIELD_ERRORS } from '@storefront/domain';
import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { customers, otpAttempts, otpCodes } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { consumeLimit, peekLimit } from '../../plugins/rate-limiters';
import { identityMessage } from './identity.messages';
import type { Executor, Transaction } from './identity.repo';
import { findLiveCustomerByEmail, lockLiveCustomer } from './identity.repo';
import {
  createOtpCode,
  deriveOtpKey,
  hashOtpCode,
  otpCodeMatches,
} from '../../security/one-time-secret';
import type { OtpPolicy } from './otp-policy';
import { OTP_POLICY, decideOtpSend, judgeOtpGuess, maskPhone } from './otp-policy';
import type { CustomerSession } from './session';
import { issueCustomerSession } from './session';
import type { CustomerRow } from './session-identity';

type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

export interface OtpDispatch {
  sent_to: string;
  expires_at: string;
  resend_at: string;
}

/**
 * What the public sign-in answer shows as the phone: nothing of it, so that the answer is the same
 * for an e-mail with an account, one without, and one whose account has no phone.
 */
const HIDDEN_PHONE = '••••••••';

/** The refusal of a phone number that another account has already verified. */
function phoneTaken(): AppError {
  return new AppError('validation_failed', undefined, { telepon: FIELD_ERRORS.invalid });
}

/**
 * The refusal of a source cut off from guessing: the text names the minutes left, and the answer
 * carries the seconds (Retry-After, `retry_after`), so the code screen counts down to them.
 */
function attemptsExceeded(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('otp_attempts_exceeded', { minutes: Math.ceil(seconds / 60) }).retryAfter(
    seconds * 1000,
  );
}

/**
 * Phone verification by a 6-digit code over WhatsApp (decision 061). Sends and guesses of one
 * account are serialised by a lock on its row, those of one phone by an advisory lock on the
 * number, so the counters in the database hold under any concurrency and from any address.
 */
export function createOtpService(
  context: AppContext,
  log: FastifyBaseLogger,
  policy: OtpPolicy = OTP_POLICY,
) {
  const { db, adapters } = context;
  const key = deriveOtpKey(context.config.jwtSecret);
  const wrongGuesses = context.rateLimiters.create({
    name: 'otp-wrong-guesses',
    points: policy.wrongGuessesPerWindow,
    durationSeconds: policy.windowMs / 1000,
  });
  /** Sign-in codes still being sent after their answer went out; awaited when the app closes. */
  const sending = new Set<Promise<void>>();

  async function lockPhone(tx: Transaction, phone: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
  }

  /** Whether an account other than `customerId` has already verified this number. */
  async function phoneVerifiedElsewhere(
    tx: Executor,
    phone: string,
    customerId: string,
  ): Promise<boolean> {
    const [other] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.telepon, phone),
          isNotNull(customers.phoneVerifiedAt),
          isNull(customers.deletedAt),
          ne(customers.id, customerId),
        ),
      )
      .limit(1);
    return other !== undefined;
  }

  async function sendCode(
    customer: CustomerRow,
    phone: string,
    purpose: OtpPurpose,
  ): Promise<OtpDispatch> {
    const now = context.now();
    const windowStart = new Date(now.getTime() - policy.windowMs);
    const sent = await db.transaction(async (tx) => {
      if (!(await lockLiveCustomer(tx, customer.id))) throw new AppError('unauthorized');
      await lockPhone(tx, phone);
      if (purpose === 'verify_phone' && (await phoneVerifiedElsewhere(tx, phone, customer.id))) {
        throw phoneTaken();
      }
      const sendsOf = (where: ReturnType<typeof eq>) =>
        tx
          .select({ at: otpCodes.createdAt })
          .from(otpCodes)
          .where(and(where, gt(otpCodes.createdAt, windowStart)));
      const decisions = [
        decideOtpSend(
          (await sendsOf(eq(otpCodes.customerId, customer.id))).map((row) => row.at),
          now,
          policy,
        ),
        decideOtpSend(
          (await sendsOf(eq(otpCodes.phone, phone))).map((row) => row.at),
          now,
          policy,
        ),
      ];
      let resendAt = now;
      let expiresAt = now;
      for (const decision of decisions) {
        if (!decision.ok) {
          throw new AppError(decision.code).retryAfter(decision.retryAt.getTime() - now.getTime());
        }
        if (decision.resendAt > resendAt) resendAt = decision.resendAt;
        expiresAt = decision.expiresAt;
      }
      // Only the newest code works: asking again retires the one before.
      await tx
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(otpCodes.customerId, customer.id),
            eq(otpCodes.purpose, purpose),
            isNull(otpCodes.consumedAt),
          ),
        );
      const id = randomUUID();
      const code = createOtpCode();
      await tx.insert(otpCodes).values({
        id,
        customerId: customer.id,
        phone,
        purpose,
        codeHash: hashOtpCode(key, id, code),
        expiresAt,
        createdAt: now,
      });
      return { id, code, expiresAt, resendAt };
    });

    try {
      await adapters.whatsapp.send({
        to: phone,
        body: identityMessage('otpText', customer.language, {
          code: sent.code,
          minutes: policy.lifetimeMs / 60_000,
        }),
        otp: { code: sent.code, language: customer.language },
      });
    } catch (error) {
      // A code the customer never received must not count against their sends.
      log.error({ err: error, customerId: customer.id }, 'one-time code not sent');
      await db.delete(otpCodes).where(eq(otpCodes.id, sent.id));
      throw new AppError('generic_retry');
    }
    return {
      sent_to: maskPhone(phone),
      expires_at: sent.expiresAt.toISOString(),
      resend_at: sent.resendAt.toISOString(),
    };
  }

  /**
   * Judges a typed code for an account and phone and, when it is right, runs `onSuccess` in the
   * same transaction. Wrong guesses are recorded before the refusal is thrown, outside the
   * transaction, so that a refusal never rolls its own record back.
   */
  async function checkCode(
    customerId: string,
    phone: string,
    purpose: OtpPurpose,
    typed: string,
    source: string,
    onSuccess: (tx: Transaction, now: Date) => Promise<CustomerRow>,
  ): Promise<CustomerRow> {
    const now = context.now();
    // The hourly cut-off counts this account's wrong guesses from this source only (decision 222):
    // a stranger's guesses cut the stranger off, not the owner. What bounds guessing from many
    // sources is per code (five wrong guesses kill it) and per send (five codes an hour).
    const sourceKey = `${customerId}:${source}`;
    const cutOff = await peekLimit(wrongGuesses, sourceKey, log);
    const wrongFromSource = cutOff?.consumedPoints ?? 0;
    // The limiter's window runs from the source's first wrong guess: its end is when guessing
    // from there works again.
    const cutOffEndsInMs = cutOff?.msBeforeNext ?? policy.windowMs;
    if (wrongFromSource >= policy.wrongGuessesPerWindow) {
      throw attemptsExceeded(cutOffEndsInMs);
    }
    const outcome = await db.transaction(async (tx) => {
      if (!(await lockLiveCustomer(tx, customerId))) {
        return { error: new AppError('unauthorized'), countsAsWrong: false };
      }
      await lockPhone(tx, phone);
      const [code] = await tx
        .select()
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.customerId, customerId),
            eq(otpCodes.phone, phone),
            eq(otpCodes.purpose, purpose),
            isNull(otpCodes.consumedAt),
          ),
        )
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      const decision = judgeOtpGuess(
        {
          wrongGuessesInWindow: wrongFromSource,
          code: code ? { expiresAt: code.expiresAt, wrongGuesses: code.wrongAttempts } : null,
          matches: code ? otpCodeMatches(key, code.id, typed, code.codeHash) : false,
        },
        now,
        policy,
      );
      if (!decision.ok) {
        if (decision.countsAsWrong) {
          await tx.insert(otpAttempts).values({ customerId, phone, succeeded: false, at: now });
          if (code) {
            await tx
              .update(otpCodes)
              .set({ wrongAttempts: sql`${otpCodes.wrongAttempts} + 1` })
              .where(eq(otpCodes.id, code.id));
          }
        }
        const error =
          decision.code === 'otp_attempts_exceeded'
            ? attemptsExceeded(cutOffEndsInMs)
            : new AppError(decision.code);
        return { error, countsAsWrong: decision.countsAsWrong };
      }
      // judgeOtpGuess accepts only a stored code; the check keeps the compiler sure of it too.
      if (!code) return { error: new AppError('otp_invalid'), countsAsWrong: false };
      await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, code.id));
      await tx.insert(otpAttempts).values({ customerId, phone, succeeded: true, at: now });
      return { customer: await onSuccess(tx, now) };
    });
    if ('error' in outcome) {
      if (outcome.countsAsWrong) await consumeLimit(wrongGuesses, sourceKey, log);
      throw outcome.error;
    }
    return outcome.customer;
  }

  async function markPhoneVerified(
    tx: Transaction,
    customerId: string,
    phone: string,
    now: Date,
  ): Promise<CustomerRow> {
    const [updated] = await tx
      .update(customers)
      .set({ telepon: phone, phoneVerifiedAt: now, updatedAt: now })
      .where(eq(customers.id, customerId))
      .returning();
    if (!updated) throw new AppError('unauthorized');
    return updated;
  }

  return {
    /**
     * Public: a code to the phone of the account with this e-mail (OTP sign-in). The answer is the
     * same with or without such an account, and comes before the code is sent (decision 222): its
     * status, body and time tell a stranger nothing. A send the account's limits refuse, or that
     * WhatsApp fails, is logged; the owner asks again after `resend_at`.
     */
    async requestOtp(email: string): Promise<OtpDispatch> {
      const now = context.now();
      const customer = await findLiveCustomerByEmail(db, email);
      if (customer?.telepon) {
        const phone = customer.telepon;
        const send = sendCode(customer, phone, 'login').then(
          () => undefined,
          (error: unknown) => {
            if (error instanceof AppError) {
              log.info({ customerId: customer.id, code: error.code }, 'sign-in code not sent');
            } else log.error({ err: error, customerId: customer.id }, 'sign-in code not sent');
          },
        );
        sending.add(send);
        void send.finally(() => sending.delete(send));
      }
      return {
        sent_to: HIDDEN_PHONE,
        expires_at: new Date(now.getTime() + policy.lifetimeMs).toISOString(),
        resend_at: new Date(now.getTime() + policy.resendIntervalMs).toISOString(),
      };
    },

    /** Resolves when every sign-in code already asked for has been sent (or has failed). */
    async settled(): Promise<void> {
      await Promise.allSettled([...sending]);
    },

    /**
     * Public: the code of requestOtp; proves the phone and signs the account in. `source`: the
     * caller's (trusted) address, which the hourly cut-off of wrong guesses is counted on.
     */
    async validateOtp(email: string, typed: string, source: string): Promise<CustomerSession> {
      const customer = await findLiveCustomerByEmail(db, email);
      // Without an account or phone no code exists; the per-address limiter bounds such calls.
      if (!customer?.telepon) throw new AppError('otp_invalid');
      const phone = customer.telepon;
      const verified = await checkCode(customer.id, phone, 'login', typed, source, (tx, now) =>
        markPhoneVerified(tx, customer.id, phone, now),
      );
      return issueCustomerSession(context, verified);
    },

    async checkPhoneAvailable(customerId: string, phone: string) {
      return { telepon: phone, available: !(await phoneVerifiedElsewhere(db, phone, customerId)) };
    },

    async sendPhoneCode(customerId: string, phone: string): Promise<OtpDispatch> {
      const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
      if (!customer) throw new AppError('unauthorized');
      return sendCode(customer, phone, 'verify_phone');
    },

    async verifyPhone(
      customerId: string,
      phone: string,
      typed: string,
      source: string,
    ): Promise<CustomerSession> {
      const verified = await checkCode(
        customerId,
        phone,
        'verify_phone',
        typed,
        source,
        async (tx, now) => {
          // Another account may have verified the number since the code was sent.
          if (await phoneVerifiedElsewhere(tx, phone, customerId)) throw phoneTaken();
          return markPhoneVerified(tx, customerId, phone, now);
        },
      );
      return issueCustomerSession(context, verified);
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
