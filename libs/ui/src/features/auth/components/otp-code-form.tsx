import type { ApiError } from '@storefront/api';
import { FIELD_LIMITS, otpFormSchema } from '@storefront/domain';
import { Button, TextField } from '@storefront/ui-kit';
import { useLayoutEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSchemaForm } from '@storefront/ui-support';
import { resendWaitSeconds, splitWait } from '../support/otp-resend';
import { useCountdown } from '../support/use-countdown';
import { useLanguage } from '../../../shared/routing';

/** Where a code went and when the next one may be asked (the contract's otpDispatchSchema). */
export interface OtpDispatch {
  readonly sent_to: string;
  readonly resend_at: string;
}

export interface OtpCodeFormProps {
  readonly dispatch: OtpDispatch;
  /** Checks the code; answers the refusal to show under the input, or null when it passed. */
  readonly onVerify: (otp: string) => Promise<ApiError | null>;
  /**
   * Asks for a new code; the parent passes the new dispatch back in, restarting the wait, and
   * answers the refusal (shown by the parent) or null.
   */
  readonly onResend: () => Promise<ApiError | null>;
  readonly verifying: boolean;
  readonly resending: boolean;
}

/**
 * The 6-digit code step: where the code went, the code box, and "send again" once the wait
 * after the last code is over (SPEC §5, decision 111). A refusal that names its wait (the
 * gateway's lock after too many wrong codes, a send limit) restarts the wait at the gateway's
 * time, and while a lock lasts no code can be checked (decision 285). Used by the code sign-in
 * and the phone verification alike.
 */
export function OtpCodeForm({
  dispatch,
  onVerify,
  onResend,
  verifying,
  resending,
}: OtpCodeFormProps) {
  const intl = useIntl();
  const language = useLanguage();
  const { secondsLeft, start } = useCountdown();
  // Set by a lock (otp_attempts_exceeded): it ends with the wait, as the gateway's does.
  const [lockedByGateway, setLockedByGateway] = useState(false);
  const locked = lockedByGateway && secondsLeft > 0;
  const { register, setError, resetField, errors, submitHandler } = useSchemaForm(
    otpFormSchema,
    language,
    { otp: '' },
  );

  // Every new code restarts the wait and empties the box (the old code no longer works). Before
  // the new dispatch is painted: a plain effect runs after paint and would leave "send again"
  // clickable meanwhile.
  useLayoutEffect(() => {
    start(resendWaitSeconds(dispatch.resend_at, new Date()));
    resetField('otp');
  }, [dispatch, start, resetField]);

  /** Waits as long as the gateway said, never less than the wait already running. */
  function waitForGateway(refusal: ApiError | null): boolean {
    if (refusal?.retryAfterSeconds === undefined) return false;
    start(Math.max(secondsLeft, refusal.retryAfterSeconds));
    return true;
  }

  const submit = submitHandler(async ({ otp }) => {
    const refusal = await onVerify(otp);
    if (!refusal) return;
    if (waitForGateway(refusal)) setLockedByGateway(true);
    setError('otp', { type: 'server', message: refusal.message }, { shouldFocus: true });
  });

  async function resend() {
    waitForGateway(await onResend());
  }

  const wait = splitWait(secondsLeft);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-neutral-700">
        <FormattedMessage
          id="auth.otp.sentTo"
          values={{ phone: <bdi className="font-semibold">{dispatch.sent_to}</bdi> }}
        />
      </p>
      <TextField
        {...register('otp')}
        label={intl.formatMessage({ id: 'auth.otp.code' })}
        hint={intl.formatMessage({ id: 'auth.otp.codeHint' })}
        error={errors.otp?.message}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={FIELD_LIMITS.otpLength}
        dir="ltr"
        required
        className="text-center text-lg tracking-[0.5em]"
      />
      <Button type="submit" loading={verifying} disabled={locked} fullWidth>
        <FormattedMessage id="auth.otp.verify" />
      </Button>
      <div className="text-center text-sm">
        {secondsLeft > 0 ? (
          <p className="text-neutral-600">
            <FormattedMessage
              id={locked ? 'auth.otp.lockedFor' : 'auth.otp.resendIn'}
              values={{
                time: `${intl.formatNumber(wait.minutes)}:${intl.formatNumber(wait.seconds, {
                  minimumIntegerDigits: 2,
                })}`,
              }}
            />
          </p>
        ) : (
          <Button variant="ghost" size="sm" loading={resending} onClick={() => void resend()}>
            <FormattedMessage id="auth.otp.resend" />
          </Button>
        )}
      </div>
    </form>
  );
}
