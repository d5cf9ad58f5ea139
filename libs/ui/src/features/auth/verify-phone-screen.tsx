import {
  useSendWhatsappOtpMutation,
  useValidateCustomerPhoneMutation,
  useValidatePhoneMutation,
} from '@storefront/api';
import { isGuest, phoneSchemaFor } from '@storefront/domain';
import { Alert, Button } from '@storefront/ui-kit';
import { toApiError, useSchemaForm } from '@storefront/ui-support';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PhoneField } from '../../shared/form-fields';
import { enqueueToast } from '../../shared/notify';
import { AuthLayout } from './components/auth-layout';
import { OtpCodeForm } from './components/otp-code-form';
import type { OtpDispatch } from './components/otp-code-form';
import { useReturnPath } from '../../shared/auth';
import { useLanguage } from '../../shared/routing';
import { useMarket, useSession } from '../../shared/session';

function createPhoneFormSchema(country: Parameters<typeof phoneSchemaFor>[0]) {
  return z.object({ phone: phoneSchemaFor(country) });
}

/**
 * A signed-in customer proves a phone number with a WhatsApp code (SPEC §6: some actions need a
 * verified phone). The number is checked first (valid, not another account's), then the code is
 * sent; the verified phone comes back as a fresh session, which libs/api stores.
 */
export default function VerifyPhoneScreen() {
  const intl = useIntl();
  const language = useLanguage();
  const market = useMarket();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [checkPhone, { isLoading: checking }] = useValidateCustomerPhoneMutation();
  const [sendCode, { isLoading: sending }] = useSendWhatsappOtpMutation();
  const [validatePhone, { isLoading: verifying }] = useValidatePhoneMutation();
  const [sent, setSent] = useState<{ phone: string; dispatch: OtpDispatch } | null>(null);
  const generic = intl.formatMessage({ id: 'auth.error.generic' });
  const schema = useMemo(() => createPhoneFormSchema(market.country), [market.country]);
  const identity = useSession().identity;
  const { register, setError, errors, failure, refuse, submitHandler } = useSchemaForm(
    schema,
    language,
    { phone: isGuest(identity) ? '' : (identity.telepon ?? '') },
  );

  const submit = submitHandler(async ({ phone }) => {
    const refused = (error: unknown) => refuse(toApiError(error, generic), { telepon: 'phone' });
    const check = await checkPhone({ body: { telepon: phone } });
    if (check.error !== undefined) return refused(check.error);
    if (!check.data.available) {
      const message = intl.formatMessage({ id: 'auth.phone.taken' });
      setError('phone', { type: 'server', message }, { shouldFocus: true });
      return;
    }
    const result = await sendCode({ body: { telepon: check.data.telepon } });
    if (result.error !== undefined) return refused(result.error);
    setSent({ phone: check.data.telepon, dispatch: result.data });
  });

  async function resend(phone: string) {
    const result = await sendCode({ body: { telepon: phone } });
    if (result.error === undefined) {
      setSent({ phone, dispatch: result.data });
      enqueueToast(intl.formatMessage({ id: 'auth.otp.resent' }), { variant: 'success' });
      return null;
    }
    const refusal = toApiError(result.error, generic);
    enqueueToast(refusal.message, { variant: 'error' });
    return refusal;
  }

  async function verify(phone: string, otp: string) {
    const result = await validatePhone({ body: { telepon: phone, otp } });
    if (result.error !== undefined) return toApiError(result.error, generic);
    enqueueToast(intl.formatMessage({ id: 'auth.phone.verified' }), { variant: 'success' });
    void navigate(returnPath, { replace: true });
    return null;
  }

  return (
    <AuthLayout
      title={<FormattedMessage id="auth.phone.title" />}
      description={<FormattedMessage id="auth.phone.description" />}
    >
      {sent === null ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {failure && <Alert tone="error">{failure}</Alert>}
          <PhoneField
            {...register('phone')}
            label={intl.formatMessage({ id: 'auth.field.phone' })}
            hint={intl.formatMessage({ id: 'auth.field.phoneHint' })}
            error={errors.phone?.message}
            required
          />
          <Button type="submit" loading={checking || sending} fullWidth>
            <FormattedMessage id="auth.otp.send" />
          </Button>
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <OtpCodeForm
            dispatch={sent.dispatch}
            verifying={verifying}
            resending={sending}
            onVerify={(otp) => verify(sent.phone, otp)}
            onResend={() => resend(sent.phone)}
          />
          <Button variant="ghost" size="sm" onClick={() => setSent(null)}>
            <FormattedMessage id="auth.phone.otherNumber" />
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
