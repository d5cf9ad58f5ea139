import { FIELD_ERRORS } from '@storefront/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { customers, seminarRegistrations } from '../../db/schema';
import { AppError } from '../../http/app-error';

export interface SeminarSignUp {
  seminar_id: string;
  nama_lengkap: string;
  email: string;
  telepon: string;
  company: string;
}

function referralRefused(): AppError {
  return new AppError('validation_failed', undefined, { referral_code: FIELD_ERRORS.invalid });
}

/** Seminar sign-up, the referral code and the end of the first-time-customer flow. */
export function createOnboardingService(context: AppContext) {
  const { db } = context;

  return {
    /**
     * A visitor signs up for a seminar without an account. Signing up twice with one e-mail for
     * one seminar answers the first registration instead of counting the visitor twice.
     */
    async registerSeminar(input: SeminarSignUp) {
      const [existing] = await db
        .select({ id: seminarRegistrations.id })
        .from(seminarRegistrations)
        .where(
          and(
            eq(seminarRegistrations.email, input.email),
            eq(seminarRegistrations.seminar, input.seminar_id),
          ),
        )
        .limit(1);
      if (existing) return { registration_id: existing.id };
      const [created] = await db
        .insert(seminarRegistrations)
        .values({
          nama: input.nama_lengkap,
          email: input.email,
          telepon: input.telepon,
          company: input.company || null,
          seminar: input.seminar_id,
          createdAt: context.now(),
        })
        .returning({ id: seminarRegistrations.id });
      if (!created) throw new Error('the seminar registration returned no row');
      return { registration_id: created.id };
    },

    /**
     * Records who invited the caller: once per account, never the caller's own code. An unknown
     * code is not_found; codes are handed out upper-case, so the typed case does not matter.
     */
    async applyReferral(customerId: string, referralCode: string): Promise<null> {
      const [referrer] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(eq(customers.referralCode, referralCode.toUpperCase()), isNull(customers.deletedAt)),
        );
      if (!referrer) throw new AppError('not_found');
      if (referrer.id === customerId) throw referralRefused();
      // The condition on referred_by makes "once" hold under concurrency too.
      const [applied] = await db
        .update(customers)
        .set({ referredBy: referrer.id, updatedAt: context.now() })
        .where(and(eq(customers.id, customerId), isNull(customers.referredBy)))
        .returning({ id: customers.id });
      if (!applied) throw referralRefused();
      return null;
    },

    async completeFirstTimeCustomer(customerId: string) {
      await db
        .update(customers)
        .set({ isFirstTime: false, updatedAt: context.now() })
        .where(eq(customers.id, customerId));
      return { is_first_time: false as const };
    },
  };
}
