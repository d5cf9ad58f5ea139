import { useSendPasswordResetMutation } from '@storefront/api';
import { forgotPasswordFormSchema } from '@storefront/domain';
import { Alert, Button, TextField } from '@storefront/ui-kit';
import { TextLink, toApiError, useSchemaForm } from '@storefront/ui-support';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { AuthLayout } from './components/auth-layout';
import { CaptchaField, useCaptcha } from './components/captcha-field';
import { useLanguage, useLocalePath } from '../../shared/routing';

/**
 * Asks for the reset link. The gateway answers the same whether or not the address has an
 * account, so the confirmation never says that one exists.
 */
export default function ForgotPasswordScreen() {
  const intl = useIntl();
  const language = useLanguage();
  const localePath = useLocalePath();
  const [searchParams] = useSearchParams();
  const [sendReset, { isLoading }] = useSendPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const captcha = useCaptcha();
  const { register, errors, failure, refuse, submitHandler } = useSchemaForm(
    forgotPasswordFormSchema,
    language,
    { email: searchParams.get('email') ?? '' },
  );

  const submit = submitHandler(async ({ email }) => {
    const solution = await captcha.solution();
    if (!solution) return;
    const result = await sendReset({ params: { email }, body: { captcha: solution } });
    if (result.error === undefined) {
      setSentTo(email);
      return;
    }
    const error = toApiError(result.error, intl.formatMessage({ id: 'auth.error.generic' }));
    if (!captcha.refused(error)) refuse(error, { email: 'email' });
  });

  return (
    <AuthLayout
      title={<FormattedMessage id="auth.forgot.title" />}
      description={<FormattedMessage id="auth.forgot.description" />}
      footer={
        <TextLink to={localePath('login')}>
          <FormattedMessage id="auth.forgot.backToLogin" />
        </TextLink>
      }
    >
      {sentTo !== null ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">
            <FormattedMessage
              id="auth.forgot.sent"
              values={{ email: <bdi className="font-semibold">{sentTo}</bdi> }}
            />
          </Alert>
          <Button variant="ghost" onClick={() => setSentTo(null)}>
            <FormattedMessage id="auth.forgot.again" />
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {failure && <Alert tone="error">{failure}</Alert>}
          <TextField
            {...register('email')}
            type="email"
            autoComplete="email"
            label={intl.formatMessage({ id: 'auth.field.email' })}
            error={errors.email?.message}
            required
          />
          <CaptchaField captcha={captcha} />
          <Button type="submit" loading={isLoading} fullWidth>
            <FormattedMessage id="auth.forgot.submit" />
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
