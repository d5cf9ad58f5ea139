import { useChangePasswordMutation, useConfirmPasswordMutation } from '@storefront/api';
import { changePasswordFormSchema, existingPasswordSchema } from '@storefront/domain';
import { Alert, Button, Card, TextField } from '@storefront/ui-kit';
import { toApiError, useSchemaForm } from '@storefront/ui-support';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { NewPasswordFields } from '../../shared/form-fields';
import { enqueueToast } from '../../shared/notify';
import { useLanguage, useLocalePath } from '../../shared/routing';
import { useApiClient } from '../../shared/session';
import { AccountPage } from './components/account-page';

const securityCheckSchema = z.object({ passwordCurrent: existingPasswordSchema });

/** Step 1, the security check: the current password, checked by the gateway before anything else. */
function SecurityCheck({ onPassed }: { readonly onPassed: (passwordCurrent: string) => void }) {
  const intl = useIntl();
  const language = useLanguage();
  const [confirm, { isLoading }] = useConfirmPasswordMutation();
  const { register, setError, errors, failure, refuse, submitHandler } = useSchemaForm(
    securityCheckSchema,
    language,
    { passwordCurrent: '' },
  );

  const submit = submitHandler(async ({ passwordCurrent }) => {
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
    } else {
      refuse(error, { password_current: 'passwordCurrent' });
    }
  });

  return (
    <Card title={<FormattedMessage id="account.password.checkTitle" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
  const { register, errors, failure, refuse, submitHandler } = useSchemaForm(
    changePasswordFormSchema,
    language,
    { passwordCurrent, passwordNew: '', passwordConfirm: '' },
  );

  const submit = submitHandler(async (form) => {
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
      refuse(error, { password_new: 'passwordNew', password_confirm: 'passwordConfirm' });
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
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <NewPasswordFields
          password={{
            ...register('passwordNew'),
            label: intl.formatMessage({ id: 'account.field.passwordNew' }),
            error: errors.passwordNew?.message,
          }}
          confirm={{
            ...register('passwordConfirm'),
            label: intl.formatMessage({ id: 'account.field.passwordConfirm' }),
            error: errors.passwordConfirm?.message,
          }}
          hintId="account.field.passwordHint"
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
