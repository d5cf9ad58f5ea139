import { useGetProfileQuery } from '@storefront/api';
import {
  formatMoney,
  LEVEL_BENEFITS,
  LEVELS,
  levelThreshold,
  progressToNextLevel,
} from '@storefront/domain';
import type { LevelBenefits, LevelProgress, Money } from '@storefront/domain';
import { Badge, Card } from '@storefront/ui-kit';
import { QueryResultFeedback } from '@storefront/ui-support';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../shared/routing';
import { useMarket } from '../../shared/session';
import { AccountPage } from './components/account-page';
import { LEVEL_NAME_IDS, LevelBadge } from './components/level-badge';

/** The yes/no benefits of SPEC §1, in the order the table lists them, with their names. */
const FLAG_ROWS = [
  { key: 'freeShipping', labelId: 'account.membership.benefit.freeShipping' },
  { key: 'logoAddition', labelId: 'account.membership.benefit.logoAddition' },
  {
    key: 'catalogueRecommendations',
    labelId: 'account.membership.benefit.catalogueRecommendations',
  },
  { key: 'prioritySupport', labelId: 'account.membership.benefit.prioritySupport' },
  { key: 'personalConsultation', labelId: 'account.membership.benefit.personalConsultation' },
] as const satisfies readonly { key: keyof LevelBenefits; labelId: string }[];

/** A yes or a no with its word, not only its mark (no meaning by shape or colour alone). */
function Included({ included }: { readonly included: boolean }) {
  return included ? (
    <span className="inline-flex items-center gap-1 text-primary-800">
      <span aria-hidden="true">✓</span>
      <FormattedMessage id="account.membership.yes" />
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-neutral-500">
      <span aria-hidden="true">–</span>
      <FormattedMessage id="account.membership.no" />
    </span>
  );
}

function ProgressCard({
  total,
  progress,
}: {
  readonly total: Money;
  readonly progress: LevelProgress;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const market = useMarket();
  const percent = Math.floor(progress.ratio * 100);
  const next = progress.next;
  return (
    <Card title={<FormattedMessage id="account.membership.progressTitle" />}>
      <p className="text-sm text-neutral-700">
        <FormattedMessage
          id="account.membership.total"
          values={{ total: <span className="font-semibold">{formatMoney(total, locale)}</span> }}
        />
      </p>
      {next && progress.remaining ? (
        <div className="mt-3 flex flex-col gap-2">
          <div
            role="progressbar"
            aria-label={intl.formatMessage(
              { id: 'account.membership.progressLabel' },
              { level: intl.formatMessage({ id: LEVEL_NAME_IDS[next] }) },
            )}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={intl.formatMessage(
              { id: 'account.membership.progressValue' },
              {
                total: formatMoney(total, locale),
                target: formatMoney(levelThreshold(next, market), locale),
              },
            )}
            className="h-3 w-full overflow-hidden rounded-full bg-neutral-200"
          >
            <div className="h-full rounded-full bg-primary-600" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-neutral-800">
            <FormattedMessage
              id="account.membership.remaining"
              values={{
                amount: (
                  <span className="font-semibold">{formatMoney(progress.remaining, locale)}</span>
                ),
                level: <FormattedMessage id={LEVEL_NAME_IDS[next]} />,
              }}
            />
          </p>
        </div>
      ) : (
        <p className="mt-3 text-sm font-medium text-primary-800">
          <FormattedMessage id="account.membership.top" />
        </p>
      )}
    </Card>
  );
}

type LevelName = (typeof LEVELS)[number];

/** One benefit across the levels; the customer's own column is highlighted. */
function BenefitRow({
  label,
  current,
  cell,
}: {
  readonly label: ReactNode;
  readonly current: LevelName;
  readonly cell: (level: LevelName) => ReactNode;
}) {
  return (
    <tr className="border-t border-neutral-200">
      <th scope="row" className="py-2 pe-3 text-start text-sm font-medium text-neutral-800">
        {label}
      </th>
      {LEVELS.map((level) => (
        <td key={level} className={`px-3 py-2 text-sm ${level === current ? 'bg-primary-50' : ''}`}>
          {cell(level)}
        </td>
      ))}
    </tr>
  );
}

function BenefitsTable({ current }: { readonly current: LevelName }) {
  const locale = useLocale();
  const market = useMarket();
  return (
    <Card title={<FormattedMessage id="account.membership.benefitsTitle" />} padding="none">
      <div className="overflow-x-auto p-4">
        <table className="w-full min-w-[32rem] border-collapse">
          <caption className="sr-only">
            <FormattedMessage id="account.membership.benefitsTitle" />
          </caption>
          <thead>
            <tr>
              <td />
              {LEVELS.map((level) => (
                <th
                  key={level}
                  scope="col"
                  aria-current={level === current ? 'true' : undefined}
                  className={`px-3 py-2 text-start text-sm ${level === current ? 'bg-primary-50' : ''}`}
                >
                  <span className="flex flex-col items-start gap-1">
                    <FormattedMessage id={LEVEL_NAME_IDS[level]} />
                    {level === current && (
                      <Badge tone="primary">
                        <FormattedMessage id="account.membership.yourLevel" />
                      </Badge>
                    )}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <BenefitRow
              label={<FormattedMessage id="account.membership.threshold" />}
              current={current}
              cell={(level) =>
                level === 'silver' ? (
                  <FormattedMessage id="account.membership.thresholdFree" />
                ) : (
                  formatMoney(levelThreshold(level, market), locale)
                )
              }
            />
            {FLAG_ROWS.map(({ key, labelId }) => (
              <BenefitRow
                key={key}
                label={<FormattedMessage id={labelId} />}
                current={current}
                cell={(level) => <Included included={LEVEL_BENEFITS[level][key]} />}
              />
            ))}
            <BenefitRow
              label={<FormattedMessage id="account.membership.benefit.submissionLimit" />}
              current={current}
              cell={(level) => {
                const limit = LEVEL_BENEFITS[level].submissionLimit;
                return limit === 'unlimited' ? (
                  <FormattedMessage id="account.membership.unlimited" />
                ) : (
                  <FormattedMessage id="account.membership.perMonth" values={{ count: limit }} />
                );
              }}
            />
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/**
 * The membership level with its benefits (domain LEVEL_BENEFITS) and the way to the next level
 * (domain progressToNextLevel on the profile's total order in the market's figures).
 */
export default function MembershipScreen() {
  const intl = useIntl();
  const market = useMarket();
  const profile = useGetProfileQuery();

  if (profile.isLoading || profile.error || !profile.data) {
    return (
      <AccountPage title={<FormattedMessage id="account.membership.title" />}>
        <QueryResultFeedback
          query={profile}
          fallbackError={intl.formatMessage({ id: 'account.error.generic' })}
          busyRetry
          texts={{
            loading: intl.formatMessage({ id: 'account.loading' }),
            retry: <FormattedMessage id="account.retry" />,
          }}
        />
      </AccountPage>
    );
  }
  const { level, total, submissions } = profile.data;
  // A total in another currency can only be another market's figure: no progress to show.
  const progress = total.currency === market.currency ? progressToNextLevel(total, market) : null;
  return (
    <AccountPage
      title={<FormattedMessage id="account.membership.title" />}
      description={<FormattedMessage id="account.membership.description" />}
    >
      <div className="flex flex-col gap-6">
        <Card>
          <p className="flex flex-wrap items-center gap-2 text-lg text-neutral-900">
            <FormattedMessage
              id="account.membership.current"
              values={{ level: <LevelBadge level={level} /> }}
            />
          </p>
          <p className="mt-2 text-sm text-neutral-700">
            {submissions.limit === 'unlimited' ? (
              <FormattedMessage
                id="account.membership.submissionsUnlimited"
                values={{ used: submissions.used }}
              />
            ) : (
              <FormattedMessage
                id="account.membership.submissions"
                values={{
                  used: submissions.used,
                  limit: submissions.limit,
                  remaining: submissions.remaining,
                  date: intl.formatDate(submissions.next_month_at, { dateStyle: 'medium' }),
                }}
              />
            )}
          </p>
        </Card>
        {progress && <ProgressCard total={total} progress={progress} />}
        <BenefitsTable current={level} />
      </div>
    </AccountPage>
  );
}
