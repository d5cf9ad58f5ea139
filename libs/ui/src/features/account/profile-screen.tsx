import {
  useChangeLanguageMutation,
  useDeleteAccountMutation,
  useEditIdentityMutation,
  useGetProfileQuery,
  useSendVerificationEmailMutation,
} from '@storefront/api';
import { editIdentity } from '@storefront/contract';
import type { EndpointResponse, getProfile } from '@storefront/contract';
import { createProfileIdentityFormSchema, languageCode } from '@storefront/domain';
import type { LanguageCode, PhoneCountry } from '@storefront/domain';
import { Alert, Button, Card, SelectField, TextField } from '@storefront/ui-kit';
import { QueryResultFeedback, TextLink, toApiError, useSchemaForm } from '@storefront/ui-support';
import type { ServerFieldMap } from '@storefront/ui-support';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PersonNameFields, PhoneField } from '../../shared/form-fields';
import { enqueueToast } from '../../shared/notify';
import { useLanguage, useLocale, useLocalePath } from '../../shared/routing';
import { useMarket } from '../../shared/session';
import { AccountPage } from './components/account-page';
import { ConfirmDialog } from './components/confirm-dialog';

type Profile = EndpointResponse<typeof getProfile>;

/** The domain's identity form plus the gender the contract takes (free text, kept short). */
function createProfileFormSchema(country: PhoneCountry) {
  return createProfileIdentityFormSchema(country, () => new Date()).extend({
    gender: editIdentity.body.shape.gender,
  });
}
type ProfileFormInput = z.input<ReturnType<typeof createProfileFormSchema>>;

const SERVER_FIELDS: ServerFieldMap<ProfileFormInput> = {
  namaDepan: 'firstName',
  namaBelakang: 'lastName',
  telepon: 'phone',
  date_birth: 'birthDate',
  gender: 'gender',
};

/** The genders the form offers (stored as the value), and their names; empty leaves it unsaid. */
const GENDER_OPTIONS = [
  { value: '', labelId: 'account.gender.unsaid' },
  { value: 'female', labelId: 'account.gender.female' },
  { value: 'male', labelId: 'account.gender.male' },
] as const;

function IdentityForm({ profile }: { readonly profile: Profile }) {
  const intl = useIntl();
  const language = useLanguage();
  const market = useMarket();
  const localePath = useLocalePath();
  const [save, { isLoading }] = useEditIdentityMutation();
  const [phoneChanged, setPhoneChanged] = useState(false);
  const schema = useMemo(() => createProfileFormSchema(market.country), [market.country]);
  const { register, errors, failure, refuse, submitHandler } = useSchemaForm(schema, language, {
    firstName: profile.namaDepan,
    lastName: profile.namaBelakang,
    phone: profile.telepon ?? '',
    birthDate: profile.date_birth ?? '',
    gender: profile.gender ?? '',
  });

  const submit = submitHandler(async (form) => {
    const result = await save({
      body: {
        namaDepan: form.firstName,
        namaBelakang: form.lastName,
        telepon: form.phone,
        ...(form.birthDate ? { date_birth: form.birthDate } : {}),
        gender: form.gender ?? '',
      },
      files: { photo: [] },
    });
    if (result.error !== undefined) {
      const fallback = intl.formatMessage({ id: 'account.error.generic' });
      refuse(toApiError(result.error, fallback), SERVER_FIELDS);
      return;
    }
    // A new number must be proved again before the actions that need a verified phone.
    setPhoneChanged(form.phone !== (profile.telepon ?? ''));
    enqueueToast(intl.formatMessage({ id: 'account.profile.saved' }), { variant: 'success' });
  });

  const field = (id: string) => intl.formatMessage({ id });
  return (
    <Card title={<FormattedMessage id="account.profile.identity" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        {phoneChanged && (
          <Alert tone="warning">
            <FormattedMessage id="account.profile.phoneChanged" />{' '}
            <TextLink
              to={localePath(
                `verify-phone?next=${encodeURIComponent(localePath('account/profile'))}`,
              )}
            >
              <FormattedMessage id="account.profile.verifyPhone" />
            </TextLink>
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonNameFields
            firstName={{
              ...register('firstName'),
              label: field('account.field.firstName'),
              error: errors.firstName?.message,
            }}
            lastName={{
              ...register('lastName'),
              label: field('account.field.lastName'),
              error: errors.lastName?.message,
            }}
          />
        </div>
        <PhoneField
          {...register('phone')}
          label={field('account.field.phone')}
          error={errors.phone?.message}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...register('birthDate')}
            type="date"
            autoComplete="bday"
            label={field('account.field.birthDate')}
            error={errors.birthDate?.message}
          />
          <SelectField
            {...register('gender')}
            label={field('account.field.gender')}
            error={errors.gender?.message}
            options={GENDER_OPTIONS.map(({ value, labelId }) => ({ value, label: field(labelId) }))}
          />
        </div>
        <div>
          <Button type="submit" loading={isLoading}>
            <FormattedMessage id="account.save" />
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The email cannot be edited; an unverified one gets its link again. */
function EmailCard({ profile }: { readonly profile: Profile }) {
  const intl = useIntl();
  const [resend, { isLoading }] = useSendVerificationEmailMutation();

  async function resendLink() {
    const result = await resend({ params: { email: profile.email } });
    if (result.error !== undefined) {
      const fallback = intl.formatMessage({ id: 'account.error.generic' });
      enqueueToast(toApiError(result.error, fallback).message, { variant: 'error' });
    } else {
      enqueueToast(intl.formatMessage({ id: 'account.profile.linkSent' }), {
        variant: 'success',
      });
    }
  }

  return (
    <Card title={<FormattedMessage id="account.field.email" />}>
      <p className="text-neutral-900">
        <bdi>{profile.email}</bdi>
      </p>
      {profile.is_verified ? (
        <p className="mt-1 text-sm text-neutral-600">
          <FormattedMessage id="account.profile.emailVerified" />
        </p>
      ) : (
        <Alert
          tone="warning"
          className="mt-3"
          action={
            <Button size="sm" variant="ghost" loading={isLoading} onClick={() => void resendLink()}>
              <FormattedMessage id="account.profile.sendLink" />
            </Button>
          }
        >
          <FormattedMessage id="account.profile.emailUnverified" />
        </Alert>
      )}
    </Card>
  );
}

/** The language of the customer's messages, emails and pushes: one of the market's. */
function LanguageCard({ profile }: { readonly profile: Profile }) {
  const intl = useIntl();
  const locale = useLocale();
  const market = useMarket();
  const [change, { isLoading }] = useChangeLanguageMutation();
  const [choice, setChoice] = useState<LanguageCode>(profile.change_language);
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'language' }), [locale]);
  const languages = [...new Set(market.locales.map((each) => languageCode(each)))];

  async function saveLanguage() {
    const result = await change({ body: { change_language: choice } });
    if (result.error !== undefined) {
      const fallback = intl.formatMessage({ id: 'account.error.generic' });
      enqueueToast(toApiError(result.error, fallback).message, { variant: 'error' });
    } else {
      enqueueToast(intl.formatMessage({ id: 'account.profile.languageSaved' }), {
        variant: 'success',
      });
    }
  }

  return (
    <Card title={<FormattedMessage id="account.profile.languageTitle" />}>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={intl.formatMessage({ id: 'account.profile.language' })}
          hint={intl.formatMessage({ id: 'account.profile.languageHint' })}
          value={choice}
          onChange={(event) => setChoice(event.target.value as LanguageCode)}
          options={languages.map((code) => ({ value: code, label: names.of(code) ?? code }))}
          containerClassName="min-w-48 flex-1"
        />
        <Button
          variant="secondary"
          loading={isLoading}
          disabled={choice === profile.change_language}
          onClick={() => void saveLanguage()}
        >
          <FormattedMessage id="account.save" />
        </Button>
      </div>
    </Card>
  );
}

/** Deleting the account ends the session; it asks first. */
function DeleteAccountCard() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    const result = await deleteAccount();
    if (result.error !== undefined) {
      const fallback = intl.formatMessage({ id: 'account.error.generic' });
      enqueueToast(toApiError(result.error, fallback).message, { variant: 'error' });
      setConfirming(false);
      return;
    }
    enqueueToast(intl.formatMessage({ id: 'account.profile.deleted' }), { variant: 'success' });
    void navigate(localePath(''), { replace: true });
  }

  return (
    <Card title={<FormattedMessage id="account.profile.deleteTitle" />}>
      <p className="mb-3 text-sm text-neutral-700">
        <FormattedMessage id="account.profile.deleteText" />
      </p>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <FormattedMessage id="account.profile.delete" />
      </Button>
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage id="account.profile.deleteConfirmTitle" />}
        description={<FormattedMessage id="account.profile.deleteConfirmText" />}
        confirmLabel={<FormattedMessage id="account.profile.delete" />}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
        busy={isLoading}
      />
    </Card>
  );
}

/** Profile edit (SPEC §2): names, phone, birth date, gender; the email; the language; deletion. */
export default function ProfileScreen() {
  const intl = useIntl();
  const profile = useGetProfileQuery();

  return (
    <AccountPage title={<FormattedMessage id="account.profile.title" />}>
      {profile.isLoading || profile.error || !profile.data ? (
        <QueryResultFeedback
          query={profile}
          fallbackError={intl.formatMessage({ id: 'account.error.generic' })}
          busyRetry
          texts={{
            loading: intl.formatMessage({ id: 'account.loading' }),
            retry: <FormattedMessage id="account.retry" />,
          }}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <IdentityForm profile={profile.data} />
          <EmailCard profile={profile.data} />
          <LanguageCard profile={profile.data} />
          <DeleteAccountCard />
        </div>
      )}
    </AccountPage>
  );
}
