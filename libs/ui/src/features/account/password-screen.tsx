import { useChangePasswordMutation, useConfirmPasswordMutation } from '@storefront/api';
import { changePasswordFormSchema, existingPasswordSchema, FIELD_LIMITS } from '@storefront/domain';
import type { ChangePasswordForm } from '@storefront/domain';
import { Alert, Button, Card, TextField } from '@storefront/ui-kit';
import { applyServerFieldErrors, fieldErrorResolver, toApiError } from '@storefront/ui-support';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { enqueueToast } from '../../shared/notify';
import { useLanguage, useLocalePath } from '../../shared/routing';
import { useApiClient } from '../../shared/session';
import { AccountPage } from './components/account-page';

const securityCheckSchema = z.object({ passwordCurrent: existingPasswordSchema });
type SecurityCheckForm = z.infer<typeof securityCheckSchema>;

/** Step 1, the security check: the current password, checked by the gateway before anything else. */
function SecurityCheck({ onPassed }: { readonly onPassed: (passwordCurrent: string) => void }) {
  const intl = useIntl();
  const language = useLanguage();
  const [confirm, { isLoading }] = useConfirmPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SecurityCheckForm>({
    resolver: fieldErrorResolver(securityCheckSchema, language),
    defaultValues: { passwordCurrent: '' },
  });

  const submit = handleSubmit(async ({ passwordCurrent }) => {
    setFailure(null);
    const result = await confirm({ body: { password_current: passwordCurrent } });
    if (result.error === undefined) {
      onPassed(passwordCurrent);
      return;
    }
    const error = toApiError(result.error, intl.formatMessage({ id: 'account.error.generic' }));
    if (error.code === 'password_current_wrong') {
      setError(
        'passwordCurrent',
        { type: 'server', message: error.message },
        { shouldFocus: true },
      );
    } else if (
      !applyServerFieldErrors(error, { password_current: 'passwordCurrent' }, setError, language)
    ) {
      setFailure(error.message);
    }
  });

  return (
    <Card title={<FormattedMessage id="account.password.checkTitle" />}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <p className="text-sm text-neutral-700">
          <FormattedMessage id="account.password.checkText" />
        </p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          {...register('passwordCurrent')}
          type="password"
          autoComplete="current-password"
          label={intl.formatMessage({ id: 'account.field.passwordCurrent' })}
          error={errors.passwordCurrent?.message}
          required
        />
        <div>
          <Button type="submit" loading={isLoading}>
            <FormattedMessage id="account.password.continue" />
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Step 2: the new password twice. The checked current password travels along, unseen. */
function NewPassword({
  passwordCurrent,
  onCurrentRejected,
}: {
  readonly passwordCurrent: string;
  readonly onCurrentRejected: () => void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const client = useApiClient();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: fieldErrorResolver(changePasswordFormSchema, language),
    defaultValues: { passwordCurrent, passwordNew: '', passwordConfirm: '' },
  });

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const result = await change({
      body: {
        password_current: form.passwordCurrent,
        password_new: form.passwordNew,
        password_confirm: form.passwordConfirm,
      },
    });
    if (result.error !== undefined) {
      const error = toApiError(result.error, intl.formatMessage({ id: 'account.error.generic' }));
      // Changed elsewhere since the check: the check has to be passed again.
      if (error.code === 'password_current_wrong') {
        enqueueToast(error.message, { variant: 'error' });
        onCurrentRejected();
        return;
      }
      const fields = { password_new: 'passwordNew', password_confirm: 'passwordConfirm' } as const;
      if (!applyServerFieldErrors(error, fields, setError, language)) setFailure(error.message);
      return;
    }
    // The change ended every older session, this one's token included (decision 070): keep the
    // tab signed in with the fresh session the answer carries.
    client.startSession(result.data);
    enqueueToast(intl.formatMessage({ id: 'account.password.changed' }), {
      variant: 'success',
    });
    void navigate(localePath('account'), { replace: true });
  });

  return (
    <Card title={<FormattedMessage id="account.password.newTitle" />}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          {...register('passwordNew')}
          type="password"
          autoComplete="new-password"
          label={intl.formatMessage({ id: 'account.field.passwordNew' })}
          hint={intl.formatMessage(
            { id: 'account.field.passwordHint' },
            { min: FIELD_LIMITS.passwordMin },
          )}
          error={errors.passwordNew?.message}
          required
        />
        <TextField
          {...register('passwordConfirm')}
          type="password"
          autoComplete="new-password"
          label={intl.formatMessage({ id: 'account.field.passwordConfirm' })}
          error={errors.passwordConfirm?.message}
          required
        />
        <div>
          <Button type="submit" loading={isLoading}>
            <FormattedMessage id="account.password.submit" />
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * Password change with the security check (SPEC §2): the current password first, then the new
 * one. Other browsers are signed out by the change; this one stays signed in.
 */
export default function PasswordScreen() {
  const [checked, setChecked] = useState<string | null>(null);
  return (
    <AccountPage
      title={<FormattedMessage id="account.password.title" />}
      description={<FormattedMessage id="account.password.description" />}
    >
      {checked === null ? (
        <SecurityCheck onPassed={setChecked} />
      ) : (
        <NewPassword passwordCurrent={checked} onCurrentRejected={() => setChecked(null)} />
      )}
    </AccountPage>
  );
}
