import { useApplyReferralMutation } from '@storefront/api';
import { applyReferral } from '@storefront/contract';
import { Alert, Button, TextField } from '@storefront/ui-kit';
import { toApiError, useSchemaForm } from '@storefront/ui-support';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { enqueueToast } from '../../shared/notify';
import { AuthLayout } from './components/auth-layout';
import { useLanguage } from '../../shared/routing';

/** The form is the contract's body: one required code, at most its length. */
const referralFormSchema = applyReferral.body;
const REFERRAL_CODE_MAX = referralFormSchema.shape.referral_code.maxLength ?? undefined;

/**
 * Records who invited the signed-in customer (`referral?code=` prefills it from an invite link).
 * An account takes one referral; an unknown code reads under the field.
 */
export default function ReferralScreen() {
  const intl = useIntl();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const [apply, { isLoading }] = useApplyReferralMutation();
  const [applied, setApplied] = useState<string | null>(null);
  const { register, setError, errors, failure, refuse, submitHandler } = useSchemaForm(
    referralFormSchema,
    language,
    { referral_code: searchParams.get('code') ?? '' },
  );

  const submit = submitHandler(async (body) => {
    const result = await apply({ body });
    if (result.error === undefined) {
      setApplied(body.referral_code);
      enqueueToast(intl.formatMessage({ id: 'auth.referral.done' }), { variant: 'success' });
      return;
    }
    const error = toApiError(result.error, intl.formatMessage({ id: 'auth.error.generic' }));
    if (error.code === 'not_found') {
      // 404 reads the spec's fixed 'Data tidak ditemukan': say which data under the field.
      const message = intl.formatMessage({ id: 'auth.referral.unknown' });
      setError('referral_code', { type: 'server', message }, { shouldFocus: true });
      return;
    }
    refuse(error, { referral_code: 'referral_code' });
  });

  return (
    <AuthLayout
      title={<FormattedMessage id="auth.referral.title" />}
      description={<FormattedMessage id="auth.referral.description" />}
    >
      {applied !== null ? (
        <Alert tone="success">
          <FormattedMessage
            id="auth.referral.applied"
            values={{ code: <bdi className="font-semibold">{applied}</bdi> }}
          />
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {failure && <Alert tone="error">{failure}</Alert>}
          <TextField
            {...register('referral_code')}
            autoComplete="off"
            maxLength={REFERRAL_CODE_MAX}
            label={intl.formatMessage({ id: 'auth.field.referralCode' })}
            error={errors.referral_code?.message}
            required
          />
          <Button type="submit" loading={isLoading} fullWidth>
            <FormattedMessage id="auth.referral.submit" />
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
