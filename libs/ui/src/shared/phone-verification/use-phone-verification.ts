import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizedPath, loginPathFor } from '../routing/locale-paths';
import { RETURN_PATH_PARAM, ROUTE_PATHS } from '../routing/route-paths';
import { useLocale } from '../routing/use-locale';
import { useSession } from '../session/use-session';
import { isPhoneVerificationError, phoneGate } from './phone-verification';

export interface PhoneVerification {
  /** False while the customer has no phone on the account (or is a guest). */
  readonly phoneVerified: boolean;
  /**
   * Runs `action` when the customer may act; otherwise opens the step that is missing (the
   * login, or the phone's one-time-code step) and brings the customer back here afterwards.
   */
  readonly ensureVerifiedPhone: (action: () => void) => void;
  /** Opens the phone's one-time-code step now (e.g. after the gateway refused an action). */
  readonly openVerification: () => void;
  /**
   * For a failed call: when the gateway answered `phone_not_verified`, opens the step and answers
   * true (the caller then shows nothing else); false for any other failure.
   */
  readonly handleVerificationError: (error: unknown) => boolean;
}

/**
 * The gate before actions that need a verified phone (SPEC §6). The code step is the auth
 * feature's verify-phone screen (one code form for the whole product); it returns here through
 * `?next=` once the phone is proved, and the customer repeats the action.
 */
export function usePhoneVerification(): PhoneVerification {
  const session = useSession();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const gate = phoneGate(session);

  const openVerification = useCallback(() => {
    const step = localizedPath(locale, ROUTE_PATHS.verifyPhone);
    void navigate(`${step}?${RETURN_PATH_PARAM}=${encodeURIComponent(here)}`);
  }, [here, locale, navigate]);

  const ensureVerifiedPhone = useCallback(
    (action: () => void) => {
      if (gate === 'go') action();
      else if (gate === 'verify_phone') openVerification();
      else void navigate(loginPathFor(locale, here));
    },
    [gate, here, locale, navigate, openVerification],
  );

  const handleVerificationError = useCallback(
    (error: unknown) => {
      if (!isPhoneVerificationError(error)) return false;
      openVerification();
      return true;
    },
    [openVerification],
  );

  return {
    phoneVerified: gate === 'go',
    ensureVerifiedPhone,
    openVerification,
    handleVerificationError,
  };
}
