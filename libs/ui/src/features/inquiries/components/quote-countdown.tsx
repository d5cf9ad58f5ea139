import { quoteSlaStatus } from '@storefront/domain';
import { Badge } from '@storefront/ui-kit';
import { clockParts } from '../quote-countdown';
import { useInquiriesText } from '../use-inquiries-text';

export interface QuoteCountdownProps {
  /** When the submission was made: the 2x24 hours run from here (domain quoteSlaStatus). */
  readonly submittedAt: string;
  readonly now: Date;
  /** The detail explains an overdue quote; a list row only flags it. */
  readonly explain?: boolean;
}

/** Time left until the all-in price is due, or an overdue flag once the 48 hours have passed. */
export function QuoteCountdown({ submittedAt, now, explain = false }: QuoteCountdownProps) {
  const { t, intl } = useInquiriesText();
  const status = quoteSlaStatus(new Date(submittedAt), now);
  const due = intl.formatDate(status.dueAt, { dateStyle: 'medium', timeStyle: 'short' });
  if (status.overdue) {
    return (
      <div className="flex flex-col gap-1">
        <Badge tone="warning" className="self-start">
          {t('inquiries.sla.overdue')}
        </Badge>
        {explain && <p className="text-sm text-neutral-700">{t('inquiries.sla.overdueText')}</p>}
      </div>
    );
  }
  const { hours, minutes, seconds } = clockParts(status.remainingMs);
  const two = (value: number) => intl.formatNumber(value, { minimumIntegerDigits: 2 });
  const time = `${intl.formatNumber(hours)}:${two(minutes)}:${two(seconds)}`;
  return (
    <p className="text-sm text-neutral-700">
      <span className="font-semibold text-secondary-800">
        {t('inquiries.sla.remaining', { time })}
      </span>{' '}
      <span className="text-neutral-600">({t('inquiries.sla.dueAt', { date: due })})</span>
    </p>
  );
}
