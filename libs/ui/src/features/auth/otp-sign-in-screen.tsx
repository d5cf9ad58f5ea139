import { useRequestOtpMutation, useValidateOtpMutation } from '@storefront/api';
import { forgotPasswordFormSchema } from '@storefront/domain';
import { Alert, Button, TextField } from '@storefront/ui-kit';
import { TextLink, toApiError, useSchemaForm } from '@storefront/ui-support';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { enqueueToast } from '../../shared/notify';
import { AuthLayout } from './components/auth-layout';
import { OtpCodeForm } from './components/otp-code-form';
import type { OtpDispatch } from './components/otp-code-form';
import { useAfterLoginRedirect, useReturnPath } from '../../shared/auth';
import { useLanguage, useLocalePath } from '../../shared/routing';

/**
 * Sign-in with a 6-digit code sent over WhatsApp to the phone of the account (SPEC §2): first
 * the account's email, then the code. The code is sent only when the user asks, so opening or
 * reloading the page never spends one of the hour's sends.
 */
export default function OtpSignInScreen() {
  const intl = useIntl();
  const language = useLanguage();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const returnAfterLogin = useAfterLoginRedirect();
  const [searchParams] = useSearchParams();
  const [requestOtp, { isLoading: sending }] = useRequestOtpMutation();
  const [validateOtp, { isLoading: verifying }] = useValidateOtpMutation();
  const [sent, setSent] = useState<{ email: string; dispatch: OtpDispatch } | null>(null);
  const generic = intl.formatMessage({ id: 'auth.error.generic' });
  const { register, errors, failure, refuse, submitHandler } = useSchemaForm(
    forgotPasswordFormSchema,
    language,
    { email: searchParams.get('email') ?? '' },
  );

  const send = submitHandler(async ({ email }) => {
    const result = await requestOtp({ body: { email } });
    if (result.error === undefined) {
      setSent({ email, dispatch: result.data });
      return;
    }
    refuse(toApiError(result.error, generic), { email: 'email' });
  });

  async function resend(email: string) {
    const result = await requestOtp({ body: { email } });
    if (result.error === undefined) {
      setSent({ email, dispatch: result.data });
      enqueueToast(intl.formatMessage({ id: 'auth.otp.resent' }), { variant: 'success' });
      return null;
    }
    const refusal = toApiError(result.error, generic);
    enqueueToast(refusal.message, { variant: 'error' });
    return refusal;
  }

  async function verify(email: string, otp: string) {
    const result = await validateOtp({ body: { email, otp } });
    if (result.error !== undefined) return toApiError(result.error, generic);
    const { identity } = result.data;
    enqueueToast(intl.formatMessage({ id: 'auth.login.welcome' }, { name: identity.userName }), {
      variant: 'success',
    });
    if (identity.is_first_time) {
      void navigate(localePath(`welcome?next=${encodeURIComponent(returnPath)}`), {
        replace: true,
      });
    } else {
      returnAfterLogin();
    }
    return null;
  }

  return (
    <AuthLayout
      title={<FormattedMessage id="auth.otp.title" />}
      description={<FormattedMessage id="auth.otp.description" />}
      footer={
        <TextLink to={localePath('login')}>
          <FormattedMessage id="auth.otp.withPassword" />
        </TextLink>
      }
    >
      {sent === null ? (
        <form noValidate onSubmit={send} className="flex flex-col gap-4">
          {failure && <Alert tone="error">{failure}</Alert>}
          <TextField
            {...register('email')}
            type="email"
            autoComplete="email"
            label={intl.formatMessage({ id: 'auth.field.email' })}
            hint={intl.formatMessage({ id: 'auth.otp.emailHint' })}
            error={errors.email?.message}
            required
          />
          <Button type="submit" loading={sending} fullWidth>
            <FormattedMessage id="auth.otp.send" />
          </Button>
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <OtpCodeForm
            dispatch={sent.dispatch}
            verifying={verifying}
            resending={sending}
            onVerify={(otp) => verify(sent.email, otp)}
            onResend={() => resend(sent.email)}
          />
          <Button variant="ghost" size="sm" onClick={() => setSent(null)}>
            <FormattedMessage id="auth.otp.otherEmail" />
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
