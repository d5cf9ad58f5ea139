import { useResetPasswordMutation } from '@storefront/api';
import { FIELD_LIMITS, resetPasswordFormSchema } from '@storefront/domain';
import type { ResetPasswordForm } from '@storefront/domain';
import { Alert, Button, TextField } from '@storefront/ui-kit';
import {
  applyServerFieldErrors,
  fieldErrorResolver,
  TextLink,
  toApiError,
} from '@storefront/ui-support';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { enqueueToast } from '../../shared/notify';
import { AuthLayout } from './components/auth-layout';
import { useLanguage, useLocalePath } from '../../shared/routing';

/** The page of the e-mailed reset link (`reset-password?token=`): a new password, typed twice. */
export default function ResetPasswordScreen() {
  const intl = useIntl();
  const language = useLanguage();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: fieldErrorResolver(resetPasswordFormSchema, language),
    defaultValues: { password: '', passwordConfirm: '' },
  });

  const submit = handleSubmit(async ({ password, passwordConfirm }) => {
    setFailure(null);
    const result = await resetPassword({
      body: { token, password_new: password, password_confirm: passwordConfirm },
    });
    if (result.error === undefined) {
      enqueueToast(intl.formatMessage({ id: 'auth.reset.done' }), { variant: 'success' });
      void navigate(localePath('login'), { replace: true });
      return;
    }
    const error = toApiError(result.error, intl.formatMessage({ id: 'auth.error.generic' }));
    const fields = { password_new: 'password', password_confirm: 'passwordConfirm' } as const;
    if (!applyServerFieldErrors(error, fields, setError, language)) setFailure(error.message);
  });

  const requestNewLink = (
    <TextLink to={localePath('forgot-password')}>
      <FormattedMessage id="auth.reset.newLink" />
    </TextLink>
  );

  return (
    <AuthLayout title={<FormattedMessage id="auth.reset.title" />} footer={requestNewLink}>
      {token === '' ? (
        <Alert tone="error">
          <FormattedMessage id="auth.link.incomplete" />
        </Alert>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          {failure && <Alert tone="error">{failure}</Alert>}
          <TextField
            {...register('password')}
            type="password"
            autoComplete="new-password"
            label={intl.formatMessage({ id: 'auth.field.passwordNew' })}
            hint={intl.formatMessage(
              { id: 'auth.field.passwordHint' },
              { min: FIELD_LIMITS.passwordMin },
            )}
            error={errors.password?.message}
            required
          />
          <TextField
            {...register('passwordConfirm')}
            type="password"
            autoComplete="new-password"
            label={intl.formatMessage({ id: 'auth.field.passwordConfirm' })}
            error={errors.passwordConfirm?.message}
            required
          />
          <Button type="submit" loading={isLoading} fullWidth>
            <FormattedMessage id="auth.reset.submit" />
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
