import { useResetPasswordMutation } from '@storefront/api';
import { resetPasswordFormSchema } from '@storefront/domain';
import { Alert, Button } from '@storefront/ui-kit';
import { TextLink, toApiError, useSchemaForm } from '@storefront/ui-support';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../shared/form-fields';
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
  const { register, errors, failure, refuse, submitHandler } = useSchemaForm(
    resetPasswordFormSchema,
    language,
    { password: '', passwordConfirm: '' },
  );

  const submit = submitHandler(async ({ password, passwordConfirm }) => {
    const result = await resetPassword({
      body: { token, password_new: password, password_confirm: passwordConfirm },
    });
    if (result.error === undefined) {
      enqueueToast(intl.formatMessage({ id: 'auth.reset.done' }), { variant: 'success' });
      void navigate(localePath('login'), { replace: true });
      return;
    }
    refuse(toApiError(result.error, intl.formatMessage({ id: 'auth.error.generic' })), {
      password_new: 'password',
      password_confirm: 'passwordConfirm',
    });
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
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {failure && <Alert tone="error">{failure}</Alert>}
          <NewPasswordFields
            password={{
              ...register('password'),
              label: intl.formatMessage({ id: 'auth.field.passwordNew' }),
              error: errors.password?.message,
            }}
            confirm={{
              ...register('passwordConfirm'),
              label: intl.formatMessage({ id: 'auth.field.passwordConfirm' }),
              error: errors.passwordConfirm?.message,
            }}
            hintId="auth.field.passwordHint"
          />
          <Button type="submit" loading={isLoading} fullWidth>
            <FormattedMessage id="auth.reset.submit" />
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
