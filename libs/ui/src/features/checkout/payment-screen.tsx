import { messageFor, useGetPaymentQuery } from '@storefront/api';
import type { PaymentChannel, PaymentMethod } from '@storefront/domain';
import {
  formatMoney,
  PAYMENT_CHANNEL_NAMES,
  paymentSubjectKindOf,
  toDecimalString,
} from '@storefront/domain';
import { Alert, Button, buttonClassName, Card, CopyButton, PageHeading } from '@storefront/ui-kit';
import { useNow } from '@storefront/ui-support';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { enqueueToast, ROUTE_PATHS, useLanguage, useLocale, useLocalePath } from '../../shared';
import { ScreenQueryFeedback } from '../../shared/screen-feedback';
import { CardPaymentForm } from './card-payment-form';
import { PaymentChannelChoice, TestModeBanner, useCoarsePointer } from './payment-channel-choice';
import { PaymentCountdown } from './payment-countdown';
import { timeLeft } from './payment-time';

const SECOND_MS = 1000;

const QrPayment = lazy(() => import('./qr-payment'));

/**
 * The choice of method shows only for an extra charge (decision 304): it loads then, and the
 * screen's chunk stays within its 60 KB for every order's payment.
 */
const PaymentMethodSection = lazy(async () => ({
  default: (await import('./payment-method-section')).PaymentMethodSection,
}));

/** The bank's 3-D Secure step opens for a card that asks for it: its dialog loads then. */
const CardOtpDialog = lazy(async () => ({
  default: (await import('./card-otp-dialog')).CardOtpDialog,
}));

/**
 * Holds the code's place while its chunk loads after a navigation (a server-rendered page keeps
 * the server's code until the chunk hydrates it): the panel with a blank square of the code's size.
 */
const QR_PLACEHOLDER = (
  <div className="rounded-md bg-neutral-50 p-3">
    <div className="size-56 rounded-md border border-neutral-200 bg-white" />
  </div>
);

/**
 * Paying an order group with the method chosen at checkout: the virtual account or transfer
 * account with a copy button, the QR code to scan, the provider's page (e-wallet, installment)
 * or the card form with its OTP step, under a countdown to the payment deadline. The same page
 * pays an extra charge staff added to an order (the route's id is then the adjustment's, decision
 * 190): without a deadline, with the group's method or any other the market offers (decision 304).
 */
export default function PaymentScreen() {
  const intl = useIntl();
  const locale = useLocale();
  const language = useLanguage();
  const localePath = useLocalePath();
  const now = useNow(SECOND_MS);
  const groupNumber = useParams()['groupNumber'] ?? '';
  const adjustment = paymentSubjectKindOf(groupNumber) === 'adjustment';
  // The bank or e-wallet the buyer picked here; a reload reads the open payment's from the server.
  const [channel, setChannel] = useState<PaymentChannel | undefined>(undefined);
  const [changingChannel, setChangingChannel] = useState(false);
  // The method picked here (an extra charge); a reload reads the open attempt's from the server.
  const [method, setMethod] = useState<PaymentMethod | undefined>(undefined);
  const payment = useGetPaymentQuery(
    channel || method
      ? {
          params: { groupNumber },
          query: { ...(channel ? { channel } : {}), ...(method ? { method } : {}) },
        }
      : { params: { groupNumber } },
  );
  // Back from the e-wallet's checkout: `result` only says which message to wait with; paid or not
  // is what the server answers (decision 281).
  const [searchParams] = useSearchParams();
  const returnedWithSuccess = searchParams.get('result') === 'success';
  const phone = useCoarsePointer();
  const [otpUrl, setOtpUrl] = useState<string | null>(null);
  // A reload (or another tab) during 3-D Secure reopens the open payment's page until dismissed.
  const [otpDismissed, setOtpDismissed] = useState(false);
  const [notConfirmed, setNotConfirmed] = useState(false);
  const heading = (
    <PageHeading
      title={<FormattedMessage id="checkout.pay.title" />}
      description={
        adjustment ? (
          <FormattedMessage id="checkout.pay.adjustment" />
        ) : (
          <FormattedMessage id="checkout.confirmation.group" values={{ groupNumber }} />
        )
      }
      back={
        <Link
          // An extra charge belongs to an order of the history, not to a checkout.
          to={localePath(
            adjustment ? ROUTE_PATHS.orders : `checkout/${encodeURIComponent(groupNumber)}`,
          )}
          className="text-sm text-primary-700 underline"
        >
          <FormattedMessage
            id={adjustment ? 'checkout.confirmation.toOrders' : 'checkout.pay.back'}
          />
        </Link>
      }
    />
  );

  if (payment.isLoading || !payment.data) {
    return (
      <>
        {heading}
        <ScreenQueryFeedback
          query={payment}
          loading={intl.formatMessage({ id: 'checkout.pay.loading' })}
          retry={<FormattedMessage id="checkout.action.retry" />}
        />
      </>
    );
  }

  const data = payment.data;
  const authenticationUrl = otpUrl ?? (otpDismissed ? null : data.authentication_url);
  const ordersLink = (
    <Link to={localePath(ROUTE_PATHS.orders)} className={buttonClassName('ghost')}>
      <FormattedMessage id="checkout.confirmation.toOrders" />
    </Link>
  );

  async function checkAfterOtp() {
    const result = await payment.refetch();
    if (result.data?.payment_status === 'paid') {
      setOtpUrl(null);
      setNotConfirmed(false);
      enqueueToast(intl.formatMessage({ id: 'checkout.pay.paidToast' }), { variant: 'success' });
    } else {
      setNotConfirmed(true);
    }
  }

  if (data.payment_status === 'paid') {
    return (
      <>
        {heading}
        <div className="flex flex-col gap-4">
          {data.test_mode && <TestModeBanner />}
          <Alert tone="success" title={<FormattedMessage id="checkout.pay.paid" />}>
            {data.paid_at && (
              <FormattedMessage
                id="checkout.pay.paidAt"
                values={{
                  date: intl.formatDate(data.paid_at, { dateStyle: 'medium', timeStyle: 'short' }),
                }}
              />
            )}
          </Alert>
          <div>{ordersLink}</div>
        </div>
      </>
    );
  }

  // The gateway's word first: a group cancelled before the browser's clock reaches its deadline
  // (staff cancelled it, or the buyer's clock is behind) offers nothing to pay with either.
  if (data.refusal !== null) {
    return (
      <>
        {heading}
        <div className="flex flex-col gap-4">
          <Alert tone="error">
            {data.refusal === 'payment_deadline_passed' ? (
              messageFor('payment_deadline_passed', language)
            ) : (
              <FormattedMessage id="checkout.pay.closed" />
            )}
          </Alert>
          <div>{ordersLink}</div>
        </div>
      </>
    );
  }

  const deadline = data.deadline === null ? null : new Date(data.deadline);
  const left = deadline === null ? null : timeLeft(deadline, now);

  if (deadline === null && !adjustment) {
    return (
      <>
        {heading}
        <Alert tone="info">
          <FormattedMessage id="checkout.confirmation.calculating" />
        </Alert>
      </>
    );
  }
  if (deadline !== null && left === null) {
    return (
      <>
        {heading}
        <div className="flex flex-col gap-4">
          <Alert tone="error">{messageFor('payment_deadline_passed', language)}</Alert>
          <div>{ordersLink}</div>
        </div>
      </>
    );
  }

  const amount = formatMoney(data.amount, locale);
  const copyLabels = {
    label: intl.formatMessage({ id: 'checkout.pay.copy' }),
    copiedLabel: intl.formatMessage({ id: 'checkout.pay.copied' }),
    onError: () =>
      enqueueToast(intl.formatMessage({ id: 'checkout.pay.copyFailed' }), { variant: 'error' }),
  };

  // Several methods to choose from: an extra charge (the gateway answers the market's).
  const choosingMethod = data.methods.length > 1;
  const countdown =
    deadline !== null && left !== null ? (
      <PaymentCountdown left={left} deadline={deadline} />
    ) : (
      <Alert tone="info">
        <FormattedMessage
          id={choosingMethod ? 'checkout.pay.adjustmentNoteChoice' : 'checkout.pay.adjustmentNote'}
        />
      </Alert>
    );
  const methodChoice = choosingMethod && (
    <Suspense fallback={null}>
      <PaymentMethodSection
        market={{ paymentMethods: data.methods }}
        // The buyer's pick shows at once, while the page asks for that method's details.
        value={method ?? data.method}
        onChange={(picked) => {
          // Another method has its own banks or wallets: the buyer picks again there.
          setMethod(picked);
          setChannel(undefined);
          setChangingChannel(false);
        }}
        error={undefined}
      />
    </Suspense>
  );
  const methodTitle = (
    <FormattedMessage
      id="checkout.pay.with"
      values={{ method: intl.formatMessage({ id: `checkout.paymentMethod.${data.method}` }) }}
    />
  );

  // A bank or e-wallet to pick first (none yet, the last attempt failed, or the buyer changes it).
  if (data.channels.length > 0 && (data.channel === null || changingChannel)) {
    return (
      <>
        {heading}
        <div className="flex max-w-2xl flex-col gap-4">
          {data.test_mode && <TestModeBanner />}
          {countdown}
          {data.last_attempt_failed && (
            <Alert tone="error" title={<FormattedMessage id="checkout.pay.failedTitle" />}>
              <FormattedMessage id="checkout.pay.failedChooseAgain" />
            </Alert>
          )}
          {methodChoice}
          <Card title={methodTitle}>
            <div className="flex flex-col gap-4">
              <div>
                <p className="text-sm text-neutral-600">
                  <FormattedMessage id="checkout.pay.amount" />
                </p>
                <p className="text-xl font-bold text-neutral-900">{amount}</p>
              </div>
              <PaymentChannelChoice
                method={data.method}
                channels={data.channels}
                current={data.channel}
                busy={payment.isFetching}
                onChoose={(picked) => {
                  setChannel(picked);
                  setChangingChannel(false);
                  // The same choice again is already in the cache: nothing new to ask for.
                  if (picked === data.channel) void payment.refetch();
                }}
              />
            </div>
          </Card>
        </div>
      </>
    );
  }

  return (
    <>
      {heading}
      <div className="flex max-w-2xl flex-col gap-4">
        {data.test_mode && <TestModeBanner />}
        {returnedWithSuccess && data.checkout_url && (
          <Alert tone="info">
            <FormattedMessage id="checkout.pay.confirming" />
          </Alert>
        )}
        {countdown}
        {methodChoice}
        <Card title={methodTitle}>
          <div className="flex flex-col gap-4">
            {/* The amount is copied without grouping or symbol, as a banking app's box takes it.
                A QR code carries its amount: it is shown beside the code instead. */}
            {!data.qr_string && (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="text-sm text-neutral-600">
                    <FormattedMessage id="checkout.pay.amount" />
                  </p>
                  <p className="text-xl font-bold text-neutral-900">{amount}</p>
                </div>
                <CopyButton
                  value={toDecimalString(data.amount)}
                  accessibleLabel={intl.formatMessage({ id: 'checkout.pay.copyAmount' })}
                  {...copyLabels}
                />
              </div>
            )}
            {data.virtual_account && (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-neutral-50 p-3">
                <div>
                  <p className="text-sm text-neutral-600">
                    <FormattedMessage
                      id="checkout.pay.account"
                      values={{ bank: data.virtual_account.bank }}
                    />
                  </p>
                  <p className="font-mono text-xl font-bold tracking-wider text-neutral-900">
                    {data.virtual_account.number}
                  </p>
                </div>
                <CopyButton
                  value={data.virtual_account.number}
                  accessibleLabel={intl.formatMessage({ id: 'checkout.pay.copyAccount' })}
                  {...copyLabels}
                />
              </div>
            )}
            {data.qr_string && (
              <Suspense fallback={QR_PLACEHOLDER}>
                <QrPayment
                  qrString={data.qr_string}
                  amount={amount}
                  expiresAt={deadline}
                  copyLabels={copyLabels}
                />
              </Suspense>
            )}
            {(data.checkout_url ?? data.mobile_checkout_url) && (
              // The wallet's checkout in this tab (its app on a phone): it sends the buyer back here.
              <a
                href={
                  (phone && data.mobile_checkout_url) ||
                  (data.checkout_url ?? data.mobile_checkout_url ?? undefined)
                }
                className={buttonClassName('primary')}
              >
                {data.channel ? (
                  <FormattedMessage
                    id="checkout.pay.providerWith"
                    values={{ channel: PAYMENT_CHANNEL_NAMES[data.channel] }}
                  />
                ) : (
                  <FormattedMessage id="checkout.pay.provider" />
                )}
              </a>
            )}
            {data.channel && data.channels.length > 0 && (
              <div>
                <Button variant="ghost" onClick={() => setChangingChannel(true)}>
                  <FormattedMessage
                    id={
                      data.method === 'ewallet'
                        ? 'checkout.pay.changeWallet'
                        : 'checkout.pay.changeBank'
                    }
                  />
                </Button>
              </div>
            )}
            {(data.method === 'credit_card' || data.method === 'installment') &&
            !data.checkout_url ? (
              data.card_tokenization ? (
                <CardPaymentForm
                  groupNumber={groupNumber}
                  tokenization={data.card_tokenization}
                  amount={data.amount}
                  installmentMonths={data.installment_months}
                  {...(choosingMethod ? { method: data.method } : {})}
                  onAuthentication={setOtpUrl}
                />
              ) : (
                <Alert tone="warning">
                  <FormattedMessage id="checkout.card.unavailable" />
                </Alert>
              )
            ) : (
              <div className="flex flex-col gap-2">
                <p className="text-sm text-neutral-700">
                  <FormattedMessage id="checkout.pay.afterPaying" />
                </p>
                <div>
                  <Button
                    variant="secondary"
                    loading={payment.isFetching}
                    onClick={() => void payment.refetch()}
                  >
                    <FormattedMessage id="checkout.pay.check" />
                  </Button>
                </div>
              </div>
            )}
          </div>
        </Card>
      </div>
      {authenticationUrl !== null && (
        <Suspense fallback={null}>
          <CardOtpDialog
            url={authenticationUrl}
            checking={payment.isFetching}
            notConfirmed={notConfirmed}
            onDone={() => void checkAfterOtp()}
            onCancel={() => {
              setOtpUrl(null);
              setOtpDismissed(true);
              setNotConfirmed(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
