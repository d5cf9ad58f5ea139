import { useApplyReferralMutation } from '@storefront/api';
import { applyReferral } from '@storefront/contract';
import { Alert, Button, TextField } from '@storefront/ui-kit';
import { applyServerFieldErrors, fieldErrorResolver, toApiError } from '@storefront/ui-support';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { enqueueToast } from '../../shared/notify';
import { AuthLayout } from './components/auth-layout';
import { useLanguage } from '../../shared/routing';

/** The form is the contract's body: one required code, at most its length. */
const referralFormSchema = applyReferral.body;
type ReferralForm = z.input<typeof referralFormSchema>;
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
  const [failure, setFailure] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReferralForm, unknown, z.output<typeof referralFormSchema>>({
    resolver: fieldErrorResolver(referralFormSchema, language),
    defaultValues: { referral_code: searchParams.get('code') ?? '' },
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
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
    const fields = { referral_code: 'referral_code' } as const;
    if (!applyServerFieldErrors(error, fields, setError, language)) setFailure(error.message);
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
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
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
