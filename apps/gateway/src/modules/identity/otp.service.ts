import { FIELD_ERRORS } from '@storefront/domain';
import { and, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app';
import { customers, otpAttempts, otpCodes } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { identityMessage } from './identity.messages';
import type { Executor, Transaction } from './identity.repo';
import { findLiveCustomerByEmail, lockLiveCustomer } from './identity.repo';
import { createOtpCode, deriveOtpKey, hashOtpCode, otpCodeMatches } from './one-time-secret';
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

/** The refusal of a phone number that another account has already verified. */
function phoneTaken(): AppError {
  return new AppError('validation_failed', undefined, { telepon: FIELD_ERRORS.invalid });
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
        if (!decision.ok) throw new AppError(decision.code);
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
  /** Wrong guesses within the window for the account and for the phone, in one query. */
  async function wrongGuessesSince(
    tx: Executor,
    customerId: string,
    phone: string,
    windowStart: Date,
  ): Promise<{ account: number; phone: number }> {
    const [row] = await tx
      .select({
        account:
          sql<number>`count(*) filter (where ${otpAttempts.customerId} = ${customerId})`.mapWith(
            Number,
          ),
        phone: sql<number>`count(*) filter (where ${otpAttempts.phone} = ${phone})`.mapWith(Number),
      })
      .from(otpAttempts)
      .where(
        and(
          or(eq(otpAttempts.customerId, customerId), eq(otpAttempts.phone, phone)),
          eq(otpAttempts.succeeded, false),
          gt(otpAttempts.at, windowStart),
        ),
      );
    return { account: row?.account ?? 0, phone: row?.phone ?? 0 };
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
    onSuccess: (tx: Transaction, now: Date) => Promise<CustomerRow>,
  ): Promise<CustomerRow> {
    const now = context.now();
    const windowStart = new Date(now.getTime() - policy.windowMs);
    // Fast path for an account already cut off (a guessing run spends most calls here): counts
    // only fall as the window slides, so a cut-off read without locks is still a cut-off.
    const unlocked = await wrongGuessesSince(db, customerId, phone, windowStart);
    if (Math.max(unlocked.account, unlocked.phone) >= policy.wrongGuessesPerWindow) {
      throw new AppError('otp_attempts_exceeded');
    }
    const outcome = await db.transaction(async (tx) => {
      if (!(await lockLiveCustomer(tx, customerId))) return { error: new AppError('unauthorized') };
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
          wrongGuessesInWindow: await wrongGuessesSince(tx, customerId, phone, windowStart),
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
        return { error: new AppError(decision.code) };
      }
      // judgeOtpGuess accepts only a stored code; the check keeps the compiler sure of it too.
      if (!code) return { error: new AppError('otp_invalid') };
      await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, code.id));
      await tx.insert(otpAttempts).values({ customerId, phone, succeeded: true, at: now });
      return { customer: await onSuccess(tx, now) };
    });
    if ('error' in outcome) throw outcome.error;
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
    /** Public: a code to the phone of the account with this e-mail (OTP sign-in). */
    async requestOtp(email: string): Promise<OtpDispatch> {
      const customer = await findLiveCustomerByEmail(db, email);
      if (!customer?.telepon) throw new AppError('not_found');
      return sendCode(customer, customer.telepon, 'login');
    },

    /** Public: the code of requestOtp; proves the phone and signs the account in. */
    async validateOtp(email: string, typed: string): Promise<CustomerSession> {
      const customer = await findLiveCustomerByEmail(db, email);
      // Without an account or phone no code exists; the per-address limiter bounds such calls.
      if (!customer?.telepon) throw new AppError('otp_invalid');
      const phone = customer.telepon;
      const verified = await checkCode(customer.id, phone, 'login', typed, (tx, now) =>
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

    async verifyPhone(customerId: string, phone: string, typed: string): Promise<CustomerSession> {
      const verified = await checkCode(
        customerId,
        phone,
        'verify_phone',
        typed,
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
