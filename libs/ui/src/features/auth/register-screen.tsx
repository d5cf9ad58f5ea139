import { useRegisterMutation, useSendVerificationEmailMutation } from '@storefront/api';
import type { ApiError } from '@storefront/api';
import { register as registerEndpoint } from '@storefront/contract';
import { createRegistrationFormSchema, FIELD_LIMITS } from '@storefront/domain';
import { Alert, Button, TextField } from '@storefront/ui-kit';
import {
  applyServerFieldErrors,
  fieldErrorResolver,
  TextLink,
  toApiError,
} from '@storefront/ui-support';
import type { ServerFieldMap } from '@storefront/ui-support';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { enqueueToast } from '../../shared/notify';
import { AuthLayout } from './components/auth-layout';
import { useLanguage, useLocalePath } from '../../shared/routing';
import { useMarket } from '../../shared/session';

/** The domain's registration form plus the optional referral code the contract accepts. */
function createRegisterFormSchema(country: Parameters<typeof createRegistrationFormSchema>[0]) {
  return z.intersection(
    createRegistrationFormSchema(country),
    z.object({ referralCode: registerEndpoint.body.shape.referral_code }),
  );
}
type RegisterFormSchema = ReturnType<typeof createRegisterFormSchema>;
type RegisterFormInput = z.input<RegisterFormSchema>;

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

/** After sign-up: the e-mail is on its way; the phone code signs the new customer in. */
function Registered({ email }: { readonly email: string }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [resend, { isLoading }] = useSendVerificationEmailMutation();

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
        <TextLink to={localePath(`verify-otp?email=${encodeURIComponent(email)}`)}>
          <FormattedMessage id="auth.register.verifyPhone" />
        </TextLink>
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
  const [failure, setFailure] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const schema = useMemo(() => createRegisterFormSchema(market.country), [market.country]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, z.output<RegisterFormSchema>>({
    resolver: fieldErrorResolver(schema, language),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      passwordConfirm: '',
      referralCode: searchParams.get('ref') ?? '',
    },
  });

  function refused(error: ApiError) {
    // The taken address is the one mistake the user fixes in a field: show it under the email.
    if (error.code === 'email_registered') {
      setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
      return;
    }
    if (!applyServerFieldErrors(error, SERVER_FIELDS, setError, language)) {
      setFailure(error.message);
    }
  }

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const result = await registerAccount({
      body: {
        namaDepan: form.firstName,
        namaBelakang: form.lastName,
        email: form.email,
        telepon: form.phone,
        password: form.password,
        ...(form.referralCode ? { referral_code: form.referralCode } : {}),
      },
    });
    if (result.error !== undefined) {
      refused(toApiError(result.error, intl.formatMessage({ id: 'auth.error.generic' })));
    } else {
      setRegisteredEmail(result.data.email);
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
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...register('firstName')}
            autoComplete="given-name"
            maxLength={FIELD_LIMITS.nameMax}
            label={field('auth.field.firstName')}
            error={errors.firstName?.message}
            required
          />
          <TextField
            {...register('lastName')}
            autoComplete="family-name"
            maxLength={FIELD_LIMITS.nameMax}
            label={field('auth.field.lastName')}
            error={errors.lastName?.message}
            required
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
        <TextField
          {...register('phone')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          label={field('auth.field.phone')}
          hint={field('auth.field.phoneHint')}
          error={errors.phone?.message}
          required
        />
        <TextField
          {...register('password')}
          type="password"
          autoComplete="new-password"
          label={field('auth.field.password')}
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
          label={field('auth.field.passwordConfirm')}
          error={errors.passwordConfirm?.message}
          required
        />
        <TextField
          {...register('referralCode')}
          autoComplete="off"
          maxLength={REFERRAL_CODE_MAX}
          label={field('auth.field.referralCode')}
          hint={field('auth.field.referralCodeHint')}
          error={errors.referralCode?.message}
        />
        <Button type="submit" loading={isLoading} fullWidth>
          <FormattedMessage id="auth.register.submit" />
        </Button>
      </form>
    </AuthLayout>
  );
}
