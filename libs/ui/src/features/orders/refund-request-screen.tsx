import { zodResolver } from '@hookform/resolvers/zod';
import {
  isApiError,
  messageFor,
  useGetTransactionQuery,
  useListBankAccountsQuery,
  useRequestRefundMutation,
} from '@storefront/api';
import { REASON_MAX_LENGTH, requestRefund } from '@storefront/contract';
import type { ErrorCode, LanguageCode, UploadCheck } from '@storefront/domain';
import {
  canRequestRefund,
  formatMoney,
  money,
  REFUND_PHOTO_UPLOAD_RULES,
  refundWindowClosesAt,
} from '@storefront/domain';
import {
  Alert,
  Button,
  buttonClassName,
  Card,
  PageHeading,
  RadioGroup,
  TextAreaField,
} from '@storefront/ui-kit';
import { fieldText, QueryFeedback, useNow } from '@storefront/ui-support';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { enqueueToast, useLanguage, useLocale, useLocalePath } from '../../shared';
import { RETURN_PATH_PARAM } from '../../shared/routing';
import { ScreenQueryFeedback } from '../../shared/screen-feedback';
import { ORDER_PATHS } from './order-paths';
import type { OrderDetail } from './order-types';
import { RefundPhotoPicker } from './refund-photo-picker';
import type { ChosenPhoto } from './refund-photos';
import { checkChosenPhotos, checkEachPhoto } from './refund-photos';
import { quoteChosenUnits, refundableLines } from './refund-lines';

const MINUTE_MS = 60_000;

const refundFormSchema = z.object({
  reason: requestRefund.body.shape.reason,
  bank_account_id: requestRefund.body.shape.bank_account_id,
});
type RefundForm = z.output<typeof refundFormSchema>;

/** The contract's one file field of the request: its name, whether it is required. */
const [PHOTOS_FIELD] = requestRefund.files;
const UPLOAD_ERRORS: readonly ErrorCode[] = [
  'file_type_invalid',
  'file_too_large',
  'file_too_many',
];

/** What is wrong with one photo, naming it (the message shows under that photo). */
function photoProblem(
  check: UploadCheck,
  photo: ChosenPhoto,
  intl: IntlShape,
  language: LanguageCode,
): string | undefined {
  if (check.ok) return undefined;
  const problem = messageFor(check.code, language, { max: REFUND_PHOTO_UPLOAD_RULES.maxFiles });
  return intl.formatMessage(
    { id: 'orders.refund.photoProblem' },
    { name: photo.file.name, problem },
  );
}

/** What is wrong with the photos together: how many, or how much they weigh together. */
function batchProblem(check: UploadCheck, language: LanguageCode): string | undefined {
  if (check.ok || 'fileIndex' in check) return undefined;
  return messageFor(check.code, language, { max: REFUND_PHOTO_UPLOAD_RULES.maxFiles });
}

/**
 * Asking for a refund of a delivered (or partly refunded) order: only within 2x24 h of receipt
 * (the domain's canRequestRefund, checked again by the gateway), for the units of each line the
 * buyer picks (at most those still open; every one to start with), with the amount the domain's
 * quoteRefund gives — the gateway books the same (decision 289) — the reason, photos of the
 * problem (REFUND_PHOTO_UPLOAD_RULES, each checked by content as soon as it is picked) and the
 * bank account the money goes back to.
 */
export default function RefundRequestScreen() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const params = useParams();
  const groupNumber = params['groupNumber'] ?? '';
  const orderNumber = params['orderNumber'] ?? '';
  const transaction = useGetTransactionQuery({ params: { groupNumber, orderNumber } });
  const heading = (
    <PageHeading
      title={<FormattedMessage id="orders.refund.formTitle" />}
      description={<FormattedMessage id="orders.card.number" values={{ number: orderNumber }} />}
      back={
        <Link
          to={localePath(ORDER_PATHS.detail(groupNumber, orderNumber))}
          className="text-sm text-primary-700 underline"
        >
          <FormattedMessage id="orders.tracking.back" />
        </Link>
      }
    />
  );

  if (transaction.isLoading || !transaction.data) {
    return (
      <>
        {heading}
        <ScreenQueryFeedback
          query={transaction}
          loading={intl.formatMessage({ id: 'orders.detail.loading' })}
          retry={<FormattedMessage id="orders.action.retry" />}
        />
      </>
    );
  }
  return (
    <>
      {heading}
      <RefundRequest order={transaction.data} />
    </>
  );
}

function RefundRequest({ order }: { readonly order: OrderDetail }) {
  const intl = useIntl();
  const language = useLanguage();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const now = useNow(MINUTE_MS);
  const locale = useLocale();
  const accounts = useListBankAccountsQuery();
  const lines = refundableLines(order).filter((line) => line.refundable > 0);
  const [units, setUnits] = useState<ReadonlyMap<string, number>>(
    () => new Map(lines.map((line) => [line.lineId, line.refundable])),
  );
  const quote = quoteChosenUnits(order, units);
  const pending = order.refunds.some((refund) => refund.decision === null);
  const [sendRequest, sending] = useRequestRefundMutation();
  const form = useForm<RefundForm>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { reason: '', bank_account_id: '' },
  });
  const receivedAt = order.received_at === null ? null : new Date(order.received_at);
  const allowed = canRequestRefund({ status: order.status, receivedAt }, now);
  const detailPath = localePath(ORDER_PATHS.detail(order.group_number, order.order_number));
  const { errors } = form.formState;
  const reason = form.watch('reason');
  const bankAccounts = accounts.data ?? [];
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  /** Set once the customer tried to send: only then is "no photo" an error. */
  const [submitted, setSubmitted] = useState(false);
  /** The gateway's refusal of the photos, until they change. */
  const [serverPhotoError, setServerPhotoError] = useState<string | undefined>(undefined);
  const photoCheck = checkChosenPhotos(photos);
  const eachPhoto = checkEachPhoto(photos);
  const photoProblems = photos.map((photo, index) =>
    photoProblem(eachPhoto[index] ?? { ok: true }, photo, intl, language),
  );
  const missingPhotos = PHOTOS_FIELD.required && photos.length === 0;
  const photoError =
    serverPhotoError ??
    batchProblem(photoCheck, language) ??
    (submitted && missingPhotos ? fieldText('field.required', language) : undefined);
  const [linesError, setLinesError] = useState<string | undefined>(undefined);
  const noUnits = !quote.ok;

  if (!allowed.ok || pending || lines.length === 0) {
    return (
      <Alert
        tone="warning"
        action={
          <Link to={detailPath} className={buttonClassName('ghost', 'sm')}>
            <FormattedMessage id="orders.tracking.back" />
          </Link>
        }
      >
        {allowed.ok
          ? intl.formatMessage({
              id: pending ? 'orders.refund.pending' : 'orders.refund.nothingLeft',
            })
          : messageFor(allowed.code, language)}
      </Alert>
    );
  }

  function changeUnits(lineId: string, quantity: number) {
    setUnits((current) => new Map(current).set(lineId, quantity));
    setLinesError(undefined);
  }

  function changePhotos(next: ChosenPhoto[]) {
    setPhotos(next);
    setServerPhotoError(undefined);
  }

  async function submit(values: RefundForm) {
    if (missingPhotos || !photoCheck.ok || !quote.ok) return;
    try {
      await sendRequest({
        body: {
          order_number: order.order_number,
          reason: values.reason,
          bank_account_id: values.bank_account_id,
          lines: JSON.stringify(
            quote.lines.map((line) => ({ line_id: line.lineId, quantity: line.quantity })),
          ),
        },
        files: { [PHOTOS_FIELD.name]: photos.map((photo) => photo.file) },
      }).unwrap();
      enqueueToast(intl.formatMessage({ id: 'orders.refund.sent' }), { variant: 'success' });
      void navigate(detailPath);
    } catch (error) {
      const failure = isApiError(error) ? error : null;
      for (const [path, id] of Object.entries(failure?.fields ?? {})) {
        if (path === 'reason' || path === 'bank_account_id') form.setError(path, { message: id });
        if (path === 'lines' || path.startsWith('lines.')) setLinesError(fieldText(id, language));
        if (path === PHOTOS_FIELD.name) {
          // The gateway sniffs the photos too; its refusal belongs under them.
          setServerPhotoError(
            failure && UPLOAD_ERRORS.includes(failure.code)
              ? failure.message
              : fieldText(id, language),
          );
        }
      }
      enqueueToast(failure?.message ?? messageFor('generic_retry', language), {
        variant: 'error',
      });
    }
  }

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <Alert tone="info" title={<FormattedMessage id="orders.refund.policyTitle" />}>
        <p>
          <FormattedMessage id="orders.refund.policy" />
        </p>
        {receivedAt && (
          <p className="mt-1 font-medium">
            <FormattedMessage
              id="orders.refund.until"
              values={{
                date: intl.formatDate(refundWindowClosesAt(receivedAt), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              }}
            />
          </p>
        )}
      </Alert>
      <form
        noValidate
        onSubmit={(event) => {
          setSubmitted(true);
          void form.handleSubmit(submit)(event);
        }}
        className="flex flex-col gap-4"
      >
        <Card title={<FormattedMessage id="orders.refund.linesTitle" />}>
          <ul className="flex flex-col gap-3 text-sm">
            {lines.map((line) => {
              const chosen = units.get(line.lineId) ?? 0;
              const label = `${line.productTitle} · ${line.variantName}`;
              return (
                <li key={line.lineId} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <span className="font-medium text-neutral-900">{line.productTitle}</span>
                    <span className="block text-neutral-700">
                      <FormattedMessage
                        id="orders.refund.lineUnits"
                        values={{
                          name: line.variantName,
                          left: intl.formatNumber(line.refundable),
                          quantity: intl.formatNumber(line.quantity),
                        }}
                      />
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={chosen <= 0}
                      aria-label={intl.formatMessage(
                        { id: 'orders.refund.fewer' },
                        { name: label },
                      )}
                      onClick={() => changeUnits(line.lineId, chosen - 1)}
                    >
                      −
                    </Button>
                    <output
                      aria-label={intl.formatMessage(
                        { id: 'orders.refund.units' },
                        { name: label },
                      )}
                      className="min-w-8 text-center font-medium"
                    >
                      {intl.formatNumber(chosen)}
                    </output>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={chosen >= line.refundable}
                      aria-label={intl.formatMessage({ id: 'orders.refund.more' }, { name: label })}
                      onClick={() => changeUnits(line.lineId, chosen + 1)}
                    >
                      +
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-sm font-semibold" aria-live="polite">
            {quote.ok ? (
              <FormattedMessage
                id={quote.final ? 'orders.refund.amountFinal' : 'orders.refund.amount'}
                values={{ amount: formatMoney(money(quote.amount, order.total.currency), locale) }}
              />
            ) : (
              <FormattedMessage id="orders.refund.pickUnits" />
            )}
          </p>
          {(linesError ?? (submitted && noUnits)) && (
            <p role="alert" className="mt-1 text-sm text-danger-700">
              {linesError ?? intl.formatMessage({ id: 'orders.refund.pickUnits' })}
            </p>
          )}
        </Card>
        <Card title={<FormattedMessage id="orders.refund.reasonTitle" />}>
          <TextAreaField
            label={<FormattedMessage id="orders.refund.reason" />}
            rows={5}
            required
            maxLength={REASON_MAX_LENGTH}
            hint={
              <FormattedMessage
                id="orders.refund.reasonHint"
                values={{ count: reason.length, max: REASON_MAX_LENGTH }}
              />
            }
            error={fieldText(errors.reason?.message, language, { max: REASON_MAX_LENGTH })}
            {...form.register('reason')}
          />
        </Card>
        <Card title={<FormattedMessage id="orders.refund.photosTitle" />}>
          <RefundPhotoPicker
            photos={photos}
            onChange={changePhotos}
            problems={photoProblems}
            error={photoError}
            disabled={sending.isLoading}
          />
        </Card>
        <Card title={<FormattedMessage id="orders.refund.bankTitle" />}>
          <QueryFeedback
            loading={accounts.isLoading}
            error={accounts.error?.message}
            onRetry={() => void accounts.refetch()}
            texts={{
              loading: intl.formatMessage({ id: 'orders.refund.bankLoading' }),
              retry: <FormattedMessage id="orders.action.retry" />,
            }}
          />
          {accounts.data && accounts.data.length === 0 && (
            <Alert
              tone="warning"
              action={
                <Link
                  to={`${localePath(ORDER_PATHS.bankAccounts)}?${RETURN_PATH_PARAM}=${encodeURIComponent(pathname)}`}
                  className={buttonClassName('ghost', 'sm')}
                >
                  <FormattedMessage id="orders.refund.addBank" />
                </Link>
              }
            >
              <FormattedMessage id="orders.refund.noBank" />
            </Alert>
          )}
          {bankAccounts.length > 0 && (
            <Controller
              control={form.control}
              name="bank_account_id"
              render={({ field }) => (
                <RadioGroup
                  legend={<FormattedMessage id="orders.refund.bank" />}
                  name={field.name}
                  required
                  value={field.value || undefined}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldText(errors.bank_account_id?.message, language)}
                  options={bankAccounts.map((account) => ({
                    value: account.id,
                    label: `${account.bank_name} · ${account.account_number}`,
                    description: account.account_holder,
                  }))}
                />
              )}
            />
          )}
        </Card>
        <div>
          <Button type="submit" loading={sending.isLoading} disabled={!accounts.data?.length}>
            <FormattedMessage id="orders.refund.submit" />
          </Button>
        </div>
      </form>
    </div>
  );
}
