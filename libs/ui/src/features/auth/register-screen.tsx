import { useRegisterMutation, useSendVerificationEmailMutation } from '@storefront/api';
import { register as registerEndpoint } from '@storefront/contract';
import { createRegistrationFormSchema } from '@storefront/domain';
import { Alert, Button, TextField } from '@storefront/ui-kit';
import { TextLink, toApiError, useSchemaForm } from '@storefront/ui-support';
import type { ServerFieldMap } from '@storefront/ui-support';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { NewPasswordFields, PersonNameFields, PhoneField } from '../../shared/form-fields';
import { enqueueToast } from '../../shared/notify';
import { AuthLayout } from './components/auth-layout';
import { CaptchaField, useCaptcha } from './components/captcha-field';
import { useReturnPath } from '../../shared/auth';
import { useLanguage, useLocalePath } from '../../shared/routing';
import { useMarket } from '../../shared/session';

/** The domain's registration form plus the optional referral code the contract accepts. */
function createRegisterFormSchema(country: Parameters<typeof createRegistrationFormSchema>[0]) {
  return z.intersection(
    createRegistrationFormSchema(country),
    z.object({ referralCode: registerEndpoint.body.shape.referral_code }),
  );
}
type RegisterFormInput = z.input<ReturnType<typeof createRegisterFormSchema>>;

/** Longest referral code the contract takes. */
const REFERRAL_CODE_MAX = registerEndpoint.body.shape.referral_code.unwrap().maxLength ?? undefined;

const SERVER_FIELDS: ServerFieldMap<RegisterFormInput> = {
  namaDepan: 'firstName',
  namaBelakang: 'lastName',
  email: 'email',
  telepon: 'phone',
  password: 'password',
  referral_code: 'referralCode',
};

/** Shown instead of the form where the market hides registration (SPEC §6). */
function RegistrationClosed() {
  const localePath = useLocalePath();
  return (
    <AuthLayout title={<FormattedMessage id="auth.register.closedTitle" />}>
      <div className="flex flex-col gap-4 text-sm text-neutral-700">
        <p>
          <FormattedMessage id="auth.register.closedText" />
        </p>
        <TextLink to={localePath('login')}>
          <FormattedMessage id="auth.register.toLogin" />
        </TextLink>
      </div>
    </AuthLayout>
  );
}

/**
 * After sign-up the new customer is signed in (libs/api stored the session the answer carries)
 * and the verification e-mail is on its way. The phone is best proved now, before the first price
 * request needs it; either way the customer goes on to the welcome, then where they were going.
 */
function Registered({ email }: { readonly email: string }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [resend, { isLoading }] = useSendVerificationEmailMutation();
  // A new account is first-time: the welcome comes first, then where the customer was going.
  const onward = localePath(`welcome?next=${encodeURIComponent(returnPath)}`);

  async function resendEmail() {
    const result = await resend({ params: { email } });
    if (result.error !== undefined) {
      const error = toApiError(result.error, intl.formatMessage({ id: 'auth.error.generic' }));
      enqueueToast(error.message, { variant: 'error' });
    } else {
      enqueueToast(intl.formatMessage({ id: 'auth.register.resent' }), { variant: 'success' });
    }
  }

  return (
    <AuthLayout title={<FormattedMessage id="auth.register.doneTitle" />}>
      <div className="flex flex-col gap-4">
        <Alert tone="success">
          <FormattedMessage
            id="auth.register.doneText"
            values={{ email: <bdi className="font-semibold">{email}</bdi> }}
          />
        </Alert>
        <p className="text-sm text-neutral-700">
          <FormattedMessage id="auth.register.nextStep" />
        </p>
        <TextLink to={localePath(`verify-phone?next=${encodeURIComponent(onward)}`)}>
          <FormattedMessage id="auth.register.verifyPhone" />
        </TextLink>
        <Button onClick={() => void navigate(onward, { replace: true })}>
          <FormattedMessage id="auth.register.continue" />
        </Button>
        <Button variant="ghost" loading={isLoading} onClick={() => void resendEmail()}>
          <FormattedMessage id="auth.register.resend" />
        </Button>
      </div>
    </AuthLayout>
  );
}

/** Account sign-up: names, email, WhatsApp phone, password twice, an optional referral code. */
export default function RegisterScreen() {
  const market = useMarket();
  if (!market.showRegisterButton) return <RegistrationClosed />;
  return <RegisterForm />;
}

function RegisterForm() {
  const intl = useIntl();
  const language = useLanguage();
  const market = useMarket();
  const localePath = useLocalePath();
  const [searchParams] = useSearchParams();
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const captcha = useCaptcha();
  const schema = useMemo(() => createRegisterFormSchema(market.country), [market.country]);
  const { register, setError, errors, failure, refuse, submitHandler } = useSchemaForm(
    schema,
    language,
    {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      passwordConfirm: '',
      referralCode: searchParams.get('ref') ?? '',
    },
  );

  const submit = submitHandler(async (form) => {
    const solution = await captcha.solution();
    if (!solution) return;
    const result = await registerAccount({
      body: {
        namaDepan: form.firstName,
        namaBelakang: form.lastName,
        email: form.email,
        telepon: form.phone,
        password: form.password,
        ...(form.referralCode ? { referral_code: form.referralCode } : {}),
        captcha: solution,
      },
    });
    if (result.error === undefined) {
      setRegisteredEmail(result.data.email);
      return;
    }
    const error = toApiError(result.error, intl.formatMessage({ id: 'auth.error.generic' }));
    if (captcha.refused(error)) return;
    // The taken address is the one mistake the user fixes in a field: show it under the email.
    if (error.code === 'email_registered') {
      setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
    } else {
      refuse(error, SERVER_FIELDS);
    }
  });

  if (registeredEmail !== null) return <Registered email={registeredEmail} />;

  const field = (id: string) => intl.formatMessage({ id });
  return (
    <AuthLayout
      title={<FormattedMessage id="auth.register.title" />}
      description={<FormattedMessage id="auth.register.description" />}
      footer={
        <p>
          <FormattedMessage id="auth.register.haveAccount" />{' '}
          <TextLink to={localePath('login')}>
            <FormattedMessage id="auth.register.toLogin" />
          </TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonNameFields
            firstName={{
              ...register('firstName'),
              label: field('auth.field.firstName'),
              error: errors.firstName?.message,
            }}
            lastName={{
              ...register('lastName'),
              label: field('auth.field.lastName'),
              error: errors.lastName?.message,
            }}
          />
        </div>
        <TextField
          {...register('email')}
          type="email"
          autoComplete="email"
          label={field('auth.field.email')}
          error={errors.email?.message}
          required
        />
        <PhoneField
          {...register('phone')}
          label={field('auth.field.phone')}
          hint={field('auth.field.phoneHint')}
          error={errors.phone?.message}
          required
        />
        <NewPasswordFields
          password={{
            ...register('password'),
            label: field('auth.field.password'),
            error: errors.password?.message,
          }}
          confirm={{
            ...register('passwordConfirm'),
            label: field('auth.field.passwordConfirm'),
            error: errors.passwordConfirm?.message,
          }}
          hintId="auth.field.passwordHint"
        />
        <TextField
          {...register('referralCode')}
          autoComplete="off"
          maxLength={REFERRAL_CODE_MAX}
          label={field('auth.field.referralCode')}
          hint={field('auth.field.referralCodeHint')}
          error={errors.referralCode?.message}
        />
        <CaptchaField captcha={captcha} />
        <Button type="submit" loading={isLoading} fullWidth>
          <FormattedMessage id="auth.register.submit" />
        </Button>
      </form>
    </AuthLayout>
  );
}
