import { useRegisterSeminarMutation } from '@storefront/api';
import { registerSeminar } from '@storefront/contract';
import {
  emailSchema,
  FIELD_LIMITS,
  isGuest,
  personNameSchema,
  phoneSchemaFor,
} from '@storefront/domain';
import type { PhoneCountry } from '@storefront/domain';
import { Alert, Button, TextField } from '@storefront/ui-kit';
import { toApiError, useSchemaForm } from '@storefront/ui-support';
import type { ServerFieldMap } from '@storefront/ui-support';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { z } from 'zod';
import { PhoneField } from '../../shared/form-fields';
import { AuthLayout } from './components/auth-layout';
import { CaptchaField, useCaptcha } from './components/captcha-field';
import { useLanguage } from '../../shared/routing';
import { useMarket, useSession } from '../../shared/session';

/** The seminar sign-up: the contract's body, with the phone read in the market's country. */
function createSeminarFormSchema(country: PhoneCountry) {
  return z.object({
    fullName: personNameSchema,
    email: emailSchema,
    phone: phoneSchemaFor(country),
    company: registerSeminar.body.shape.company,
  });
}
type SeminarFormInput = z.input<ReturnType<typeof createSeminarFormSchema>>;

const SERVER_FIELDS: ServerFieldMap<SeminarFormInput> = {
  nama_lengkap: 'fullName',
  email: 'email',
  telepon: 'phone',
  company: 'company',
};

/** Longest company name the contract takes (its schema is the one source of the number). */
const COMPANY_MAX = registerSeminar.body.shape.company.unwrap().maxLength ?? undefined;

/** Signs a visitor up for a seminar (`seminar/:seminarId`); no account is needed. */
export default function SeminarScreen() {
  const intl = useIntl();
  const language = useLanguage();
  const market = useMarket();
  const { seminarId = '' } = useParams();
  const [signUp, { isLoading }] = useRegisterSeminarMutation();
  const [registrationId, setRegistrationId] = useState<string | null>(null);
  const captcha = useCaptcha();
  const schema = useMemo(() => createSeminarFormSchema(market.country), [market.country]);
  const identity = useSession().identity;
  const known = isGuest(identity) ? null : identity;
  // A signed-in customer has typed these once already.
  const { register, errors, failure, refuse, submitHandler } = useSchemaForm(schema, language, {
    fullName: known?.userName ?? '',
    email: known?.email ?? '',
    phone: known?.telepon ?? '',
    company: '',
  });

  const submit = submitHandler(async (form) => {
    const solution = await captcha.solution();
    if (!solution) return;
    const result = await signUp({
      body: {
        seminar_id: seminarId,
        nama_lengkap: form.fullName,
        email: form.email,
        telepon: form.phone,
        company: form.company,
        captcha: solution,
      },
    });
    if (result.error !== undefined) {
      const error = toApiError(result.error, intl.formatMessage({ id: 'auth.error.generic' }));
      if (!captcha.refused(error)) refuse(error, SERVER_FIELDS);
    } else {
      setRegistrationId(result.data.registration_id);
    }
  });

  const field = (id: string) => intl.formatMessage({ id });
  return (
    <AuthLayout
      title={<FormattedMessage id="auth.seminar.title" />}
      description={<FormattedMessage id="auth.seminar.description" />}
    >
      {registrationId !== null ? (
        <Alert tone="success" title={<FormattedMessage id="auth.seminar.doneTitle" />}>
          <FormattedMessage
            id="auth.seminar.doneText"
            values={{ number: <bdi className="font-semibold">{registrationId}</bdi> }}
          />
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {failure && <Alert tone="error">{failure}</Alert>}
          <TextField
            {...register('fullName')}
            autoComplete="name"
            maxLength={FIELD_LIMITS.nameMax}
            label={field('auth.field.fullName')}
            error={errors.fullName?.message}
            required
          />
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
            error={errors.phone?.message}
            required
          />
          <TextField
            {...register('company')}
            autoComplete="organization"
            maxLength={COMPANY_MAX}
            label={field('auth.field.company')}
            error={errors.company?.message}
          />
          <CaptchaField captcha={captcha} />
          <Button type="submit" loading={isLoading} fullWidth>
            <FormattedMessage id="auth.seminar.submit" />
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
