import {
  useGetSiteContentQuery,
  useLoginMutation,
  useLoginWithGoogleMutation,
} from '@storefront/api';
import { loginFormSchema } from '@storefront/domain';
import type { SessionIdentity } from '@storefront/domain';
import { Alert, Button } from '@storefront/ui-kit';
import { SignInFields, TextLink, toApiError, useSchemaForm } from '@storefront/ui-support';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { enqueueToast } from '../../shared/notify';
import { AuthLayout } from './components/auth-layout';
import { GoogleSignInButton } from './components/google-sign-in-button';
import { useAfterLoginRedirect, useReturnPath } from '../../shared/auth';
import { useLanguage, useLocalePath } from '../../shared/routing';
import { useMarket } from '../../shared/session';

/** Sign-in with email and password, or Google where the web configuration turns it on. */
export default function LoginScreen() {
  const intl = useIntl();
  const language = useLanguage();
  const market = useMarket();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const returnAfterLogin = useAfterLoginRedirect();
  const [searchParams] = useSearchParams();
  const { data: site } = useGetSiteContentQuery();
  const [login, { isLoading }] = useLoginMutation();
  const [loginWithGoogle, { isLoading: googleLoading }] = useLoginWithGoogleMutation();
  const { register, errors, failure, setFailure, refuse, submitHandler } = useSchemaForm(
    loginFormSchema,
    language,
    { email: searchParams.get('email') ?? '', password: '' },
  );

  /** The token cookie is already stored by libs/api; a first-time customer sees the welcome. */
  function signedIn(identity: SessionIdentity) {
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
  }

  const submit = submitHandler(async (body) => {
    const result = await login({ body });
    if (result.error !== undefined) {
      const fallback = intl.formatMessage({ id: 'auth.error.generic' });
      refuse(toApiError(result.error, fallback), { email: 'email', password: 'password' });
    } else {
      signedIn(result.data.identity);
    }
  });

  async function signInWithGoogle(idToken: string) {
    setFailure(null);
    const result = await loginWithGoogle({ body: { id_token: idToken } });
    if (result.error !== undefined) {
      setFailure(
        toApiError(result.error, intl.formatMessage({ id: 'auth.error.generic' })).message,
      );
    } else {
      signedIn(result.data.identity);
    }
  }

  return (
    <AuthLayout
      title={<FormattedMessage id="auth.login.title" />}
      description={<FormattedMessage id="auth.login.description" />}
      footer={
        market.showRegisterButton && (
          <p>
            <FormattedMessage id="auth.login.noAccount" />{' '}
            <TextLink to={localePath('register')}>
              <FormattedMessage id="auth.login.register" />
            </TextLink>
          </p>
        )
      }
    >
      <div className="flex flex-col gap-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <SignInFields
            register={register}
            errors={errors}
            labels={{
              email: intl.formatMessage({ id: 'auth.field.email' }),
              password: intl.formatMessage({ id: 'auth.field.password' }),
            }}
          />
          <p className="text-end text-sm">
            <TextLink to={localePath('forgot-password')}>
              <FormattedMessage id="auth.login.forgot" />
            </TextLink>
          </p>
          <Button type="submit" loading={isLoading} fullWidth>
            <FormattedMessage id="auth.login.submit" />
          </Button>
        </form>
        <p className="flex items-center gap-3 text-xs text-neutral-500 uppercase">
          <span aria-hidden="true" className="h-px flex-1 bg-neutral-200" />
          <FormattedMessage id="auth.login.or" />
          <span aria-hidden="true" className="h-px flex-1 bg-neutral-200" />
        </p>
        {site?.config.google_login && (
          <div aria-busy={googleLoading || undefined}>
            <GoogleSignInButton onCredential={(token) => void signInWithGoogle(token)} />
          </div>
        )}
        <p className="text-center text-sm">
          <TextLink
            to={
              searchParams.has('next')
                ? localePath(`verify-otp?next=${encodeURIComponent(returnPath)}`)
                : localePath('verify-otp')
            }
          >
            <FormattedMessage id="auth.login.withCode" />
          </TextLink>
        </p>
      </div>
    </AuthLayout>
  );
}
