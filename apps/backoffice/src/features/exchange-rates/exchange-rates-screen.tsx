import {
  useListExchangeRatesQuery,
  useListUsdCnyRatesQuery,
  useSetExchangeRateMutation,
  useSetUsdCnyRateMutation,
} from '@storefront/api';
import type { EndpointResponse, listExchangeRates } from '@storefront/contract';
import { Alert, Badge, Button, Card, PageHeading, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DATE_TIME, useFormatRate } from '../../shared/format';
import { useStaffForm } from '../../shared/forms';
import { StaffTable, TABLE_CELL } from '../../shared/layout';
import { useMarket } from '../../shared/market';
import { PagePager, useListParams } from '../../shared/paging';
import { QueryState } from '../../shared/query';
import { rateFormSchema, usdRateFormSchema } from './rate-form-schema';

type RateEntry = EndpointResponse<typeof listExchangeRates>['items'][number];

/**
 * The yuan rate quotes are converted at: the one in force (the newest), its history, and a new
 * one set for the market's currency, in force as soon as it is set (the contract has no
 * effective date: docs/decisions/207).
 */
export default function ExchangeRatesScreen() {
  const { currency } = useMarket();
  const formatRate = useFormatRate();
  const { page, setPage } = useListParams();
  const rates = useListExchangeRatesQuery({ query: { page } });
  // The rate in force is the newest of all, on the first page whatever page is shown.
  const newest = useListExchangeRatesQuery({ query: { page: 1, limit: 1 } });
  const current = newest.data?.items[0];

  return (
    <>
      <PageHeading title={<FormattedMessage id="backoffice.exchangeRates.title" />} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={<FormattedMessage id="backoffice.exchangeRates.current.title" />}>
          <RateInForce
            query={newest}
            value={
              current && (
                <FormattedMessage
                  id="backoffice.exchangeRates.current.value"
                  values={{ rate: formatRate(current.exchange_rate.rate), currency }}
                />
              )
            }
            none={<FormattedMessage id="backoffice.exchangeRates.current.none" />}
          />
        </Card>
        <Card title={<FormattedMessage id="backoffice.exchangeRates.form.title" />}>
          <RateForm />
        </Card>
      </div>
      <Card
        className="mt-6"
        padding="none"
        title={<FormattedMessage id="backoffice.exchangeRates.history.title" />}
      >
        {rates.data === undefined ? (
          <div className="p-4">
            <QueryState
              isLoading={rates.isLoading}
              error={rates.error}
              onRetry={() => void rates.refetch()}
            />
          </div>
        ) : (
          <HistoryTable entries={rates.data.items} firstIsCurrent={page === 1} />
        )}
      </Card>
      {rates.data && <PagePager page={rates.data} onPageChange={setPage} />}
      <UsdRateCard />
    </>
  );
}

function HistoryTable({
  entries,
  firstIsCurrent,
}: {
  readonly entries: readonly RateEntry[];
  readonly firstIsCurrent: boolean;
}) {
  const intl = useIntl();
  const formatRate = useFormatRate();
  return (
    <StaffTable
      caption={<FormattedMessage id="backoffice.exchangeRates.history.caption" />}
      columns={(['rate', 'setAt', 'setBy', 'state'] as const).map((column) => ({
        label: <FormattedMessage id={`backoffice.exchangeRates.history.${column}`} />,
      }))}
    >
      {entries.map((entry, index) => {
        const inForce = firstIsCurrent && index === 0;
        return (
          <tr key={`${entry.set_at}-${index}`}>
            <th scope="row" className={`${TABLE_CELL} font-medium tabular-nums`}>
              <FormattedMessage
                id="backoffice.exchangeRates.current.value"
                values={{
                  rate: formatRate(entry.exchange_rate.rate),
                  currency: entry.exchange_rate.to,
                }}
              />
            </th>
            <td className={TABLE_CELL}>{intl.formatDate(entry.set_at, DATE_TIME)}</td>
            <td className={TABLE_CELL}>{entry.set_by}</td>
            <td className={TABLE_CELL}>
              <Badge tone={inForce ? 'success' : 'neutral'}>
                <FormattedMessage
                  id={`backoffice.exchangeRates.history.${inForce ? 'inForce' : 'replaced'}`}
                />
              </Badge>
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}

function RateForm() {
  const intl = useIntl();
  const { currency } = useMarket();
  const formatRate = useFormatRate();
  const [done, setDone] = useState<string | null>(null);
  const [setRate, setting] = useSetExchangeRateMutation();
  const { register, reset, errors, failure, submitMutation } = useStaffForm(
    rateFormSchema(currency),
    { rate: '' },
  );

  const submit = submitMutation(
    (body) => {
      setDone(null);
      return setRate({ body });
    },
    { rate: 'rate', to: 'rate' },
    (data) => {
      reset();
      setDone(data.exchange_rate.rate);
    },
  );

  return (
    <RateFormLayout
      onSubmit={submit}
      failure={failure}
      done={
        done && (
          <FormattedMessage
            id="backoffice.exchangeRates.form.done"
            values={{ rate: formatRate(done), currency }}
          />
        )
      }
      busy={setting.isLoading}
      submitLabel={<FormattedMessage id="backoffice.exchangeRates.form.submit" />}
    >
      <TextField
        {...register('rate')}
        label={intl.formatMessage({ id: 'backoffice.exchangeRates.form.rate' }, { currency })}
        hint={intl.formatMessage({ id: 'backoffice.exchangeRates.form.rateHint' })}
        inputMode="decimal"
        autoComplete="off"
        error={errors.rate?.message}
        required
      />
    </RateFormLayout>
  );
}

/** A rate form's frame: the refusal or the success above the box, the button below. */
function RateFormLayout(props: {
  readonly onSubmit: (event?: FormEvent) => void;
  readonly failure: string | null;
  readonly done: ReactNode;
  readonly busy: boolean;
  readonly submitLabel: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={props.onSubmit} className="flex flex-col gap-4">
      {props.failure && <Alert tone="error">{props.failure}</Alert>}
      {props.done && <Alert tone="success">{props.done}</Alert>}
      {props.children}
      <div>
        <Button type="submit" loading={props.busy}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The rate in force (the newest row of a one-row page) with who set it and when, `none` while no
 * rate exists, or the query's loading and error state.
 */
function RateInForce({
  query,
  value,
  none,
}: {
  readonly query: {
    readonly data?: { readonly items: readonly { set_at: string; set_by: string }[] };
    readonly isLoading: boolean;
    readonly error?: unknown;
    readonly refetch: () => unknown;
  };
  readonly value: ReactNode;
  readonly none: ReactNode;
}) {
  const intl = useIntl();
  if (query.data === undefined) {
    return (
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const entry = query.data.items[0];
  if (!entry) return <p className="text-sm text-neutral-700">{none}</p>;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-2xl font-semibold text-neutral-900 tabular-nums">{value}</p>
      <p className="text-sm text-neutral-700">
        <FormattedMessage
          id="backoffice.exchangeRates.current.setBy"
          values={{ date: intl.formatDate(entry.set_at, DATE_TIME), name: entry.set_by }}
        />
      </p>
    </div>
  );
}

/**
 * Yuan per US dollar (decision 278): the rate Alibaba.com's dollar prices are read at. The one
 * in force and a new one, in force as soon as it is set; its history is in the audit log.
 */
function UsdRateCard() {
  const intl = useIntl();
  const formatRate = useFormatRate();
  const newest = useListUsdCnyRatesQuery({ query: { page: 1, limit: 1 } });
  const current = newest.data?.items[0];
  const [done, setDone] = useState<string | null>(null);
  const [setRate, setting] = useSetUsdCnyRateMutation();
  const { register, reset, errors, failure, submitMutation } = useStaffForm(usdRateFormSchema, {
    rate: '',
  });
  const submit = submitMutation(
    (body) => {
      setDone(null);
      return setRate({ body });
    },
    { rate: 'rate' },
    (data) => {
      reset();
      setDone(data.rate);
    },
  );

  return (
    <Card className="mt-6" title={<FormattedMessage id="backoffice.exchangeRates.usd.title" />}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-neutral-700">
            <FormattedMessage id="backoffice.exchangeRates.usd.description" />
          </p>
          <RateInForce
            query={newest}
            value={
              current && (
                <FormattedMessage
                  id="backoffice.exchangeRates.usd.value"
                  values={{ rate: formatRate(current.rate) }}
                />
              )
            }
            none={<FormattedMessage id="backoffice.exchangeRates.usd.none" />}
          />
        </div>
        <RateFormLayout
          onSubmit={submit}
          failure={failure}
          done={
            done && (
              <FormattedMessage
                id="backoffice.exchangeRates.usd.done"
                values={{ rate: formatRate(done) }}
              />
            )
          }
          busy={setting.isLoading}
          submitLabel={<FormattedMessage id="backoffice.exchangeRates.usd.submit" />}
        >
          <TextField
            {...register('rate')}
            label={intl.formatMessage({ id: 'backoffice.exchangeRates.usd.rate' })}
            hint={intl.formatMessage({ id: 'backoffice.exchangeRates.usd.rateHint' })}
            inputMode="decimal"
            autoComplete="off"
            error={errors.rate?.message}
            required
          />
        </RateFormLayout>
      </div>
    </Card>
  );
}
