import { Badge, cx } from '@storefront/ui-kit';
import { FormattedMessage } from 'react-intl';
import { slaCountdown } from '../support/sla';

export interface SlaCountdownProps {
  readonly quoteDueAt: string;
  readonly overdue: boolean;
  readonly now: Date;
}

/** "Due in 5 h 12 min", or an "Overdue" badge and how late: in words, not colour alone. */
export function SlaCountdownText({ quoteDueAt, overdue, now }: SlaCountdownProps) {
  const countdown = slaCountdown(quoteDueAt, overdue, now);
  const values = { hours: countdown.hours, minutes: countdown.minutes };
  return (
    <span
      className={cx(
        'inline-flex flex-wrap items-center gap-2 text-sm',
        countdown.overdue ? 'font-semibold text-danger-700' : 'text-neutral-700',
      )}
    >
      {countdown.overdue && (
        <Badge tone="danger">
          <FormattedMessage id="backoffice.inquiries.sla.overdue" />
        </Badge>
      )}
      <FormattedMessage
        id={
          countdown.overdue
            ? 'backoffice.inquiries.sla.overdueBy'
            : 'backoffice.inquiries.sla.dueIn'
        }
        values={values}
      />
    </span>
  );
}
