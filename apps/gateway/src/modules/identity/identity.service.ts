import { localeForLanguageCode, resolveLanguage } from '@storefront/domain';
import type { LanguageCode } from '@storefront/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { auditLog, customers, emailTokens, otpCodes } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { renderMail } from '../../adapters/mail/mail-template';
import { IDENTITY_MESSAGES } from './identity.messages';
import type { Executor, Transaction } from './identity.repo';
import {
  findLiveCustomerByEmail,
  findStaffByEmail,
  insertCustomer,
  lockLiveCustomer,
  violatedUniqueIndex,
} from './identity.repo';
import { createLinkToken, hashLinkToken } from '../../security/one-time-secret';
import { hashPassword, verifyPassword } from './password-hashing';
import { createSignInGuard } from './sign-in-guard';
import type { CustomerSession } from './session';
import { issueCustomerSession, issueStaffSession } from './session';
import type { CustomerRow } from './session-identity';
import { displayName } from './session-identity';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Lifetimes of the e-mailed links and the least gap between two e-mails of one kind. */
export const EMAIL_LINK_POLICY = {
  verifyEmailLifetimeMs: 24 * HOUR,
  resetPasswordLifetimeMs: HOUR,
  /** Stops the "send again" buttons from being used to flood someone's inbox. */
  resendIntervalMs: MINUTE,
} as const;

type LinkPurpose = (typeof emailTokens.$inferSelect)['purpose'];

const LINK_PAGES: Readonly<Record<LinkPurpose, string>> = {
  verify_email: 'verify-email',
  reset_password: 'reset-password',
};

const LINK_LIFETIMES: Readonly<Record<LinkPurpose, number>> = {
  verify_email: EMAIL_LINK_POLICY.verifyEmailLifetimeMs,
  reset_password: EMAIL_LINK_POLICY.resetPasswordLifetimeMs,
};

const EMAIL_INDEX = 'customers_email_active';
const GOOGLE_SUBJECT_INDEX = 'customers_google_subject';

export interface RegisterInput {
  namaDepan: string;
  namaBelakang: string;
  email: string;
  telepon: string;
  password: string;
  referral_code?: string | undefined;
}

/**
 * Registration, e-mail links, password sign-in, Google sign-in, account deletion and the staff
 * sign-in. Every multi-row write runs in one transaction; e-mails go out after the commit, so a
 * mail provider's hiccup never undoes an account (the customer can ask for the link again).
 */
export function createIdentityService(context: AppContext, log: FastifyBaseLogger) {
  const { db, market, config, adapters } = context;
  // Wrong passwords per account and per address, with growing delays (decision 221).
  const signIn = createSignInGuard(context.rateLimiters, log);

  /** The page in the mail's own language, so an English mail does not open an Indonesian page. */
  function linkFor(purpose: LinkPurpose, token: string, language: string): string {
    const base = config.publicUrl.replace(/\/+$/, '');
    const locale = localeForLanguageCode(language, market) ?? market.defaultLocale;
    return `${base}/${locale}/${LINK_PAGES[purpose]}?token=${encodeURIComponent(token)}`;
  }

  /** A new single-use link; earlier unused links of the same kind stop working. */
  async function issueLink(
    tx: Executor,
    customerId: string,
    purpose: LinkPurpose,
    now: Date,
  ): Promise<string> {
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.customerId, customerId),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
        ),
      );
    const { token, hash } = createLinkToken();
    await tx.insert(emailTokens).values({
      customerId,
      purpose,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + LINK_LIFETIMES[purpose]),
      createdAt: now,
    });
    return token;
  }

  /** Uses a link up, atomically: of two simultaneous clicks only one gets the customer. */
  async function consumeLink(
    tx: Transaction,
    purpose: LinkPurpose,
    token: string,
    now: Date,
  ): Promise<CustomerRow | undefined> {
    const [used] = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, hashLinkToken(token)),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning({ customerId: emailTokens.customerId });
    return used ? lockLiveCustomer(tx, used.customerId) : undefined;
  }

  async function sendLinkMail(customer: CustomerRow, purpose: LinkPurpose, token: string) {
    const link = linkFor(purpose, token, customer.language);
    const name = displayName(customer);
    const texts = IDENTITY_MESSAGES[resolveLanguage(customer.language)];
    const mail = renderMail(
      purpose === 'verify_email'
        ? {
            language: customer.language,
            subject: texts.verifyEmailSubject,
            body: texts.verifyEmailBody,
            params: { name, link, hours: EMAIL_LINK_POLICY.verifyEmailLifetimeMs / HOUR },
            links: ['link'],
          }
        : {
            language: customer.language,
            subject: texts.resetPasswordSubject,
            body: texts.resetPasswordBody,
            params: { name, link, minutes: EMAIL_LINK_POLICY.resetPasswordLifetimeMs / MINUTE },
            links: ['link'],
          },
    );
    try {
      await adapters.mail.send({ to: customer.email, ...mail });
    } catch (error) {
      log.error({ err: error, customerId: customer.id, purpose }, 'link e-mail not sent');
    }
  }

  /**
   * The "send the link again" calls: answered the same whether or not the address has an account,
   * and at most one e-mail of a kind per account per resend interval.
   */
  async function resendLink(email: string, purpose: LinkPurpose): Promise<null> {
    const now = context.now();
    const issued = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.email, email), isNull(customers.deletedAt)));
      const customer = found ? await lockLiveCustomer(tx, found.id) : undefined;
      if (!customer) return null;
      if (purpose === 'verify_email' && customer.emailVerifiedAt !== null) return null;
      const [latest] = await tx
        .select({ createdAt: emailTokens.createdAt })
        .from(emailTokens)
        .where(and(eq(emailTokens.customerId, customer.id), eq(emailTokens.purpose, purpose)))
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      if (
        latest &&
        now.getTime() - latest.createdAt.getTime() < EMAIL_LINK_POLICY.resendIntervalMs
      ) {
        return null;
      }
      return { customer, token: await issueLink(tx, customer.id, purpose, now) };
    });
    if (issued) await sendLinkMail(issued.customer, purpose, issued.token);
    return null;
  }

  return {
    async register(
      input: RegisterInput,
      language: LanguageCode,
    ): Promise<CustomerSession & { customer_id: string; email: string }> {
      if (!market.showRegisterButton) throw new AppError('registration_disabled');
      let referredBy: string | null = null;
      if (input.referral_code) {
        const [referrer] = await db
          .select({ id: customers.id })
          .from(customers)
          .where(
            and(
              eq(customers.referralCode, input.referral_code.toUpperCase()),
              isNull(customers.deletedAt),
            ),
          );
        if (!referrer) throw new AppError('not_found');
        referredBy = referrer.id;
      }
      // Checked before the slow hash to answer a taken e-mail quickly; the index decides races.
      if (await findLiveCustomerByEmail(db, input.email)) throw new AppError('email_registered');
      const passwordHash = await hashPassword(input.password);
      const now = context.now();
      try {
        const { customer, token } = await db.transaction(async (tx) => {
          const created = await insertCustomer(tx, {
            email: input.email,
            passwordHash,
            namaDepan: input.namaDepan,
            namaBelakang: input.namaBelakang,
            telepon: input.telepon,
            language,
            referredBy,
            source: referredBy ? 'referral' : null,
            createdAt: now,
            updatedAt: now,
          });
          return {
            customer: created,
            token: await issueLink(tx, created.id, 'verify_email', now),
          };
        });
        await sendLinkMail(customer, 'verify_email', token);
        // Registering signs the new customer in, as a sign-in would (issue 14): the e-mail link
        // and the phone code prove the account later, when an action needs them.
        const session = await issueCustomerSession(context, customer);
        return { ...session, customer_id: customer.id, email: customer.email };
      } catch (error) {
        if (violatedUniqueIndex(error) === EMAIL_INDEX) throw new AppError('email_registered');
        throw error;
      }
    },

    async verifyEmail(token: string) {
      const now = context.now();
      const customer = await db.transaction(async (tx) => {
        const found = await consumeLink(tx, 'verify_email', token, now);
        if (!found) return undefined;
        if (found.emailVerifiedAt === null) {
          await tx
            .update(customers)
            .set({ emailVerifiedAt: now, updatedAt: now })
            .where(eq(customers.id, found.id));
        }
        return found;
      });
      if (!customer) throw new AppError('account_verification_failed');
      return { email: customer.email, is_verified: true as const };
    },

    sendVerificationEmail: (email: string) => resendLink(email, 'verify_email'),

    sendPasswordReset: (email: string) => resendLink(email, 'reset_password'),

    async resetPassword(token: string, password: string): Promise<null> {
      const passwordHash = await hashPassword(password);
      const now = context.now();
      const customer = await db.transaction(async (tx) => {
        const found = await consumeLink(tx, 'reset_password', token, now);
        if (!found) return undefined;
        // The link proved the mailbox, so the address counts as verified; a new version ends
        // every session opened with the old password.
        await tx
          .update(customers)
          .set({
            passwordHash,
            tokenVersion: sql`${customers.tokenVersion} + 1`,
            emailVerifiedAt: found.emailVerifiedAt ?? now,
            updatedAt: now,
          })
          .where(eq(customers.id, found.id));
        await tx
          .update(emailTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailTokens.customerId, found.id),
              eq(emailTokens.purpose, 'reset_password'),
              isNull(emailTokens.usedAt),
            ),
          );
        return found;
      });
      if (!customer) throw new AppError('account_verification_failed');
      return null;
    },

    /** `address`: the caller's (trusted) address, for the per-address count of failures. */
    async login(email: string, password: string, address: string): Promise<CustomerSession> {
      const customer = await signIn.attempt('customer', email, address, async () => {
        const found = await findLiveCustomerByEmail(db, email);
        // Verified even without an account, so both failures take the same time.
        const matches = await verifyPassword(found?.passwordHash, password);
        return found && matches ? found : null;
      });
      return issueCustomerSession(context, customer);
    },

    async loginWithGoogle(idToken: string, language: LanguageCode): Promise<CustomerSession> {
      const verifier = adapters.google;
      if (!market.googleLogin || !verifier) throw new AppError('google_login_disabled');
      const google = await verifier.verify(idToken);
      // An address Google has not verified could belong to anyone: neither linked nor created.
      if (!google || !google.emailVerified) throw new AppError('account_verification_failed');
      const email = google.email.toLowerCase();

      const signIn = async (): Promise<CustomerRow> => {
        const now = context.now();
        return db.transaction(async (tx) => {
          const [known] = await tx
            .select()
            .from(customers)
            .where(and(eq(customers.googleSubject, google.subject), isNull(customers.deletedAt)));
          if (known) return known;
          const byEmail = await findLiveCustomerByEmail(tx, email);
          if (byEmail) {
            // The same Google user, committed by a parallel first sign-in between the two reads
            // (each statement sees the latest commits): that account is this one.
            if (byEmail.googleSubject === google.subject) return byEmail;
            // Another Google account already owns this address: do not hand it over.
            if (byEmail.googleSubject !== null) throw new AppError('account_verification_failed');
            const [linked] = await tx
              .update(customers)
              .set({
                googleSubject: google.subject,
                emailVerifiedAt: byEmail.emailVerifiedAt ?? now,
                photo: byEmail.photo ?? google.picture,
                updatedAt: now,
              })
              .where(eq(customers.id, byEmail.id))
              .returning();
            return linked ?? byEmail;
          }
          return insertCustomer(tx, {
            email,
            passwordHash: null,
            googleSubject: google.subject,
            namaDepan: (google.givenName || email.split('@')[0] || email).slice(0, 50),
            namaBelakang: google.familyName.slice(0, 50),
            photo: google.picture,
            emailVerifiedAt: now,
            language,
            source: 'google',
            createdAt: now,
            updatedAt: now,
          });
        });
      };

      let customer: CustomerRow;
      try {
        customer = await signIn();
      } catch (error) {
        // Two first sign-ins at once: the loser finds the winner's account on the second pass.
        const index = violatedUniqueIndex(error);
        if (index !== GOOGLE_SUBJECT_INDEX && index !== EMAIL_INDEX) throw error;
        customer = await signIn();
      }
      return issueCustomerSession(context, customer);
    },

    /**
     * Soft delete: orders and invoices keep their customer row, but the personal data and every
     * credential go, the e-mail becomes registrable again and all sessions end (decision 062).
     */
    async deleteAccount(customerId: string): Promise<null> {
      const now = context.now();
      await db.transaction(async (tx) => {
        const customer = await lockLiveCustomer(tx, customerId);
        if (!customer) throw new AppError('unauthorized');
        await tx
          .update(customers)
          .set({
            deletedAt: now,
            tokenVersion: sql`${customers.tokenVersion} + 1`,
            email: `deleted-${customer.id}@deleted.invalid`,
            passwordHash: null,
            googleSubject: null,
            namaDepan: '',
            namaBelakang: '',
            telepon: null,
            phoneVerifiedAt: null,
            photo: null,
            gender: null,
            dateBirth: null,
            updatedAt: now,
          })
          .where(eq(customers.id, customer.id));
        await tx.delete(emailTokens).where(eq(emailTokens.customerId, customer.id));
        await tx.delete(otpCodes).where(eq(otpCodes.customerId, customer.id));
        await tx.insert(auditLog).values({
          actorType: 'customer',
          actorId: customer.id,
          action: 'account.deleted',
          subject: customer.id,
          at: now,
        });
      });
      return null;
    },

    async staffLogin(email: string, password: string, address: string) {
      const staff = await signIn.attempt('staff', email, address, async () => {
        const found = await findStaffByEmail(db, email);
        const matches = await verifyPassword(found?.passwordHash, password);
        return found && matches ? found : null;
      });
      return issueStaffSession(context, staff);
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
