import { useListExchangeRatesQuery, useSetExchangeRateMutation } from '@storefront/api';
import type { EndpointResponse, listExchangeRates } from '@storefront/contract';
import { Alert, Badge, Button, Card, PageHeading, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DATE_TIME } from '../../shared/format';
import { useStaffForm } from '../../shared/forms';
import { StaffTable, TABLE_CELL } from '../../shared/layout';
import { useBackofficeLocale } from '../../shared/locale';
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
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
