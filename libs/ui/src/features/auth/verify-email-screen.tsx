import { useSendVerificationEmailMutation, useVerifyEmailMutation } from '@storefront/api';
import { forgotPasswordFormSchema } from '@storefront/domain';
import { Alert, Button, Spinner, TextField } from '@storefront/ui-kit';
import { TextLink, toApiError, useSchemaForm } from '@storefront/ui-support';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { AuthLayout } from './components/auth-layout';
import { useLanguage, useLocalePath } from '../../shared/routing';

type Outcome =
  | { readonly state: 'verifying' }
  | { readonly state: 'verified'; readonly email: string }
  | { readonly state: 'failed'; readonly message: string };

/** Asks for a new verification link: the form behind a used, expired or broken one. */
function ResendVerification() {
  const intl = useIntl();
  const language = useLanguage();
  const [send, { isLoading }] = useSendVerificationEmailMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The form is the forgot-password one: a single, required, valid email.
  const { register, errors, failure, refuse, submitHandler } = useSchemaForm(
    forgotPasswordFormSchema,
    language,
    { email: '' },
  );

  const submit = submitHandler(async ({ email }) => {
    const result = await send({ params: { email } });
    if (result.error === undefined) {
      setSentTo(email);
      return;
    }
    refuse(toApiError(result.error, intl.formatMessage({ id: 'auth.error.generic' })), {
      email: 'email',
    });
  });

  if (sentTo !== null) {
    return (
      <Alert tone="success">
        <FormattedMessage
          id="auth.verifyEmail.resent"
          values={{ email: <bdi className="font-semibold">{sentTo}</bdi> }}
        />
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <h2 className="text-base font-semibold text-neutral-900">
        <FormattedMessage id="auth.verifyEmail.resendTitle" />
      </h2>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        {...register('email')}
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'auth.field.email' })}
        error={errors.email?.message}
        required
      />
      <Button type="submit" loading={isLoading}>
        <FormattedMessage id="auth.verifyEmail.resend" />
      </Button>
    </form>
  );
}

/** The page of the e-mailed verification link (`verify-email?token=`): verifies on arrival. */
export default function VerifyEmailScreen() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [verifyEmail] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  // The link works once: a second call (React's strict-mode double effect) would spend it.
  const started = useRef(false);

  useEffect(() => {
    if (token === '' || started.current) return;
    started.current = true;
    void verifyEmail({ query: { token } }).then((result) => {
      if (result.error === undefined) {
        setOutcome({ state: 'verified', email: result.data.email });
      } else {
        const fallback = intl.formatMessage({ id: 'auth.error.generic' });
        setOutcome({ state: 'failed', message: toApiError(result.error, fallback).message });
      }
    });
  }, [token, verifyEmail, intl]);

  return (
    <AuthLayout title={<FormattedMessage id="auth.verifyEmail.title" />}>
      <div className="flex flex-col gap-6">
        {token === '' ? (
          <Alert tone="error">
            <FormattedMessage id="auth.link.incomplete" />
          </Alert>
        ) : outcome.state === 'verifying' ? (
          <Spinner label={intl.formatMessage({ id: 'auth.verifyEmail.verifying' })} size="lg" />
        ) : outcome.state === 'verified' ? (
          <div className="flex flex-col gap-4">
            <Alert tone="success">
              <FormattedMessage
                id="auth.verifyEmail.done"
                values={{ email: <bdi className="font-semibold">{outcome.email}</bdi> }}
              />
            </Alert>
            <TextLink to={localePath('login')}>
              <FormattedMessage id="auth.verifyEmail.toLogin" />
            </TextLink>
          </div>
        ) : (
          <Alert tone="error">{outcome.message}</Alert>
        )}
        {(token === '' || outcome.state === 'failed') && <ResendVerification />}
      </div>
    </AuthLayout>
  );
}
