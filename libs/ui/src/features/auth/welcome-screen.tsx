import { useCompleteFirstTimeCustomerMutation } from '@storefront/api';
import { isGuest, QUOTE_SLA_HOURS } from '@storefront/domain';
import { Alert, Button, Card } from '@storefront/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { toApiError } from '@storefront/ui-support';
import { useReturnPath } from '../../shared/auth';
import { WhatsAppChatButton } from '../../shared/sales-contact';
import { useSession } from '../../shared/session';

/** The four steps of buying through us, in order (SPEC §1). */
const STEPS = [
  { title: 'auth.welcome.step.find.title', text: 'auth.welcome.step.find.text' },
  { title: 'auth.welcome.step.quote.title', text: 'auth.welcome.step.quote.text' },
  { title: 'auth.welcome.step.pay.title', text: 'auth.welcome.step.pay.text' },
  { title: 'auth.welcome.step.track.title', text: 'auth.welcome.step.track.text' },
] as const;

/**
 * The first-time-customer flow: how buying works, who the sales contact is, then on to where the
 * customer was going. Seeing it clears is_first_time, so it is shown once: a customer who leaves
 * it by another link is not sent back to it at every sign-in (issue 14).
 */
export default function WelcomeScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [complete, { isLoading }] = useCompleteFirstTimeCustomerMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const identity = useSession().identity;
  const customer = isGuest(identity) ? null : identity;

  const firstTime = customer?.is_first_time === true;
  // Whether the gateway has taken the flow as seen; the button asks again if it has not.
  const finished = useRef<Promise<boolean> | null>(null);
  const finish = useCallback(() => {
    finished.current ??= complete().then((result) => {
      if (result.error === undefined) return true;
      finished.current = null;
      setFailure(
        toApiError(result.error, intl.formatMessage({ id: 'auth.error.generic' })).message,
      );
      return false;
    });
    return finished.current;
  }, [complete, intl]);

  useEffect(() => {
    // A failure here shows only once the customer presses the button, which asks again.
    if (firstTime) void finish().then((done) => done || setFailure(null));
  }, [firstTime, finish]);

  async function start() {
    setFailure(null);
    // A returning customer who opens the page again has nothing to finish.
    if (firstTime && !(await finish())) return;
    void navigate(returnPath, { replace: true });
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-neutral-900">
          {customer ? (
            <FormattedMessage id="auth.welcome.titleNamed" values={{ name: customer.userName }} />
          ) : (
            <FormattedMessage id="auth.welcome.title" />
          )}
        </h1>
        <p className="mt-1 text-sm text-neutral-600">
          <FormattedMessage id="auth.welcome.intro" />
        </p>
      </div>
      <ol className="flex flex-col gap-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-3 rounded-lg border border-neutral-200 bg-white p-4"
          >
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-600 font-semibold text-white"
            >
              {intl.formatNumber(index + 1)}
            </span>
            <div>
              <h2 className="font-semibold text-neutral-900">
                <FormattedMessage id={step.title} />
              </h2>
              <p className="text-sm text-neutral-700">
                <FormattedMessage id={step.text} values={{ hours: QUOTE_SLA_HOURS }} />
              </p>
            </div>
          </li>
        ))}
      </ol>
      {customer?.nama_sales && (
        <Card title={<FormattedMessage id="auth.welcome.salesTitle" />}>
          <p className="text-sm text-neutral-700">
            <FormattedMessage
              id="auth.welcome.salesText"
              values={{
                name: <span className="font-semibold">{customer.nama_sales.nama}</span>,
                phone: (
                  <a
                    href={`tel:${customer.nama_sales.telepon}`}
                    dir="ltr"
                    className="font-medium text-primary-700 underline"
                  >
                    {customer.nama_sales.telepon}
                  </a>
                ),
              }}
            />
          </p>
          <div className="mt-3">
            <WhatsAppChatButton
              telepon={customer.nama_sales.telepon}
              label={intl.formatMessage(
                { id: 'auth.welcome.salesWhatsApp' },
                { name: customer.nama_sales.nama },
              )}
            />
          </div>
        </Card>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <Button size="lg" loading={isLoading} onClick={() => void start()}>
          <FormattedMessage id="auth.welcome.start" />
        </Button>
      </div>
    </div>
  );
}
