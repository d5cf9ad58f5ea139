import { useStaffLoginMutation } from '@storefront/api';
import { staffLogin } from '@storefront/contract';
import { Alert, Button, Card } from '@storefront/ui-kit';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { SignInFields, toApiError, useSchemaForm } from '@storefront/ui-support';
import { useBackofficeLocale, useLanguage } from '../../shared/locale';
import { isStaffSignedIn, rememberStaffName, useApiClient } from '../../shared/session';
import { LanguageSelect } from '../layout/signed-in-layout';
import { safeNext } from './login-path';

/** The back-office home after a sign-in without a `next`: the inquiry queue. */
const HOME = '/inquiries';

/** Staff sign-in with email and password; afterwards back to the screen that asked for it. */
export function LoginScreen() {
  const intl = useIntl();
  const language = useLanguage();
  const { locale, setLocale } = useBackofficeLocale();
  const client = useApiClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'), HOME);
  const [login, { isLoading }] = useStaffLoginMutation();
  const { register, errors, failure, refuse, submitHandler } = useSchemaForm(
    staffLogin.body,
    language,
    { email: '', password: '' },
  );

  // Already signed in (a bookmarked login link): straight on.
  useEffect(() => {
    if (isStaffSignedIn(client)) void navigate(next, { replace: true });
  }, [client, navigate, next]);

  const submit = submitHandler(async (body) => {
    const result = await login({ body });
    if (result.error !== undefined) {
      const fallback = intl.formatMessage({ id: 'backoffice.common.genericError' });
      refuse(toApiError(result.error, fallback), { email: 'email', password: 'password' });
      return;
    }
    // libs/api has stored the token in the staff jar; the name is not in the token.
    rememberStaffName(result.data.staff.name);
    void navigate(next, { replace: true });
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-neutral-50 p-4">
      <div className="flex w-full max-w-sm flex-col gap-4">
        <div className="self-end">
          <LanguageSelect locale={locale} onChange={setLocale} />
        </div>
        <Card padding="md">
          <h1 className="text-2xl font-bold text-neutral-900">
            <FormattedMessage id="backoffice.login.title" />
          </h1>
          <p className="mt-1 mb-4 text-sm text-neutral-600">
            <FormattedMessage id="backoffice.login.description" />
          </p>
          {failure && (
            <Alert tone="error" className="mb-4">
              {failure}
            </Alert>
          )}
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <SignInFields
              register={register}
              errors={errors}
              labels={{
                email: intl.formatMessage({ id: 'backoffice.login.email' }),
                password: intl.formatMessage({ id: 'backoffice.login.password' }),
              }}
              emailAutoComplete="username"
            />
            <Button type="submit" loading={isLoading} fullWidth>
              <FormattedMessage id="backoffice.login.submit" />
            </Button>
          </form>
        </Card>
      </div>
    </main>
  );
}
