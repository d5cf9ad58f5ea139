import { useListExchangeRatesQuery, useSetExchangeRateMutation } from '@storefront/api';
import type { EndpointResponse, listExchangeRates } from '@storefront/contract';
import { Alert, Badge, Button, Card, PageHeading, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { applyServerFieldErrors, fieldErrorResolver, toApiError } from '@storefront/ui-support';
import { DATE_TIME } from '../../shared/format';
import { useBackofficeLocale, useLanguage } from '../../shared/locale';
import { useMarket } from '../../shared/market';
import { PagePager, useListParams } from '../../shared/paging';
import { QueryState } from '../../shared/query';
import { rateFormSchema } from './rate-form-schema';

type RateEntry = EndpointResponse<typeof listExchangeRates>['items'][number];

/**
 * A rate as staff read it, grouped in their language. The decimal string goes to Intl as is
 * (an exact decimal), never through a float that could change its last digit.
 */
function useFormatRate(): (rate: string) => string {
  const { locale } = useBackofficeLocale();
  return (rate) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(
      rate as Intl.StringNumericLiteral,
    );
}

/**
 * The yuan rate quotes are converted at: the one in force (the newest), its history, and a new
 * one set for the market's currency, in force as soon as it is set (the contract has no
 * effective date: docs/decisions/207).
 */
export default function ExchangeRatesScreen() {
  const intl = useIntl();
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
          {newest.data === undefined ? (
            <QueryState
              isLoading={newest.isLoading}
              error={newest.error}
              onRetry={() => void newest.refetch()}
            />
          ) : current ? (
            <div className="flex flex-col gap-1">
              <p className="text-2xl font-semibold text-neutral-900 tabular-nums">
                <FormattedMessage
                  id="backoffice.exchangeRates.current.value"
                  values={{ rate: formatRate(current.exchange_rate.rate), currency }}
                />
              </p>
              <p className="text-sm text-neutral-700">
                <FormattedMessage
                  id="backoffice.exchangeRates.current.setBy"
                  values={{
                    date: intl.formatDate(current.set_at, DATE_TIME),
                    name: current.set_by,
                  }}
                />
              </p>
            </div>
          ) : (
            <p className="text-sm text-neutral-700">
              <FormattedMessage id="backoffice.exchangeRates.current.none" />
            </p>
          )}
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
  const cell = 'px-3 py-2 text-start align-top';
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-neutral-200 text-sm">
        <caption className="sr-only">
          <FormattedMessage id="backoffice.exchangeRates.history.caption" />
        </caption>
        <thead className="bg-neutral-50 text-neutral-700">
          <tr>
            {(['rate', 'setAt', 'setBy', 'state'] as const).map((column) => (
              <th key={column} scope="col" className={cell}>
                <FormattedMessage id={`backoffice.exchangeRates.history.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {entries.map((entry, index) => {
            const inForce = firstIsCurrent && index === 0;
            return (
              <tr key={`${entry.set_at}-${index}`}>
                <th scope="row" className={`${cell} font-medium tabular-nums`}>
                  <FormattedMessage
                    id="backoffice.exchangeRates.current.value"
                    values={{
                      rate: formatRate(entry.exchange_rate.rate),
                      currency: entry.exchange_rate.to,
                    }}
                  />
                </th>
                <td className={cell}>{intl.formatDate(entry.set_at, DATE_TIME)}</td>
                <td className={cell}>{entry.set_by}</td>
                <td className={cell}>
                  <Badge tone={inForce ? 'success' : 'neutral'}>
                    <FormattedMessage
                      id={`backoffice.exchangeRates.history.${inForce ? 'inForce' : 'replaced'}`}
                    />
                  </Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

type RateSchema = ReturnType<typeof rateFormSchema>;

function RateForm() {
  const intl = useIntl();
  const language = useLanguage();
  const { currency } = useMarket();
  const formatRate = useFormatRate();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [setRate, setting] = useSetExchangeRateMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<RateSchema>, unknown, z.output<RateSchema>>({
    resolver: fieldErrorResolver(rateFormSchema(currency), language),
    defaultValues: { rate: '' },
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    setDone(null);
    const result = await setRate({ body });
    if (result.error !== undefined) {
      const error = toApiError(
        result.error,
        intl.formatMessage({ id: 'backoffice.common.genericError' }),
      );
      if (!applyServerFieldErrors(error, { rate: 'rate', to: 'rate' }, setError, language)) {
        setFailure(error.message);
      }
      return;
    }
    reset();
    setDone(result.data.exchange_rate.rate);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      {done && (
        <Alert tone="success">
          <FormattedMessage
            id="backoffice.exchangeRates.form.done"
            values={{ rate: formatRate(done), currency }}
          />
        </Alert>
      )}
      <TextField
        {...register('rate')}
        label={intl.formatMessage({ id: 'backoffice.exchangeRates.form.rate' }, { currency })}
        hint={intl.formatMessage({ id: 'backoffice.exchangeRates.form.rateHint' })}
        inputMode="decimal"
        autoComplete="off"
        error={errors.rate?.message}
        required
      />
      <div>
        <Button type="submit" loading={setting.isLoading}>
          <FormattedMessage id="backoffice.exchangeRates.form.submit" />
        </Button>
      </div>
    </form>
  );
}
