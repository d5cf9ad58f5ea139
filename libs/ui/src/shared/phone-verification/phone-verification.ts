import { isApiError } from '@storefront/api';
import type { SessionState } from '@storefront/api';
import { isGuest } from '@storefront/domain';

/** What an action needing a verified phone must do first. */
export type PhoneGate = 'sign_in' | 'verify_phone' | 'go';

/**
 * The client's reading of "this customer may act": signed in with a token, and a phone on the
 * account. The session token carries no phone-verified flag (only `telepon`), so a phone that
 * was changed and not yet proved is caught by the gateway's `phone_not_verified` answer instead
 * (isPhoneVerificationError), which sends the customer to the same step.
 */
export function phoneGate(session: SessionState): PhoneGate {
  if (session.via !== 'token' || isGuest(session.identity)) return 'sign_in';
  return session.identity.telepon ? 'go' : 'verify_phone';
}

/** The gateway refused an action because the phone is not verified (SPEC §6). */
export function isPhoneVerificationError(error: unknown): boolean {
  return isApiError(error) && error.code === 'phone_not_verified';
}
