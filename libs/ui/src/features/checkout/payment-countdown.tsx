import { FormattedMessage, useIntl } from 'react-intl';
import type { TimeLeft } from './payment-time';

/** "Pay within 19:59:58": a timer region, so screen readers read it when asked, not every second. */
export function PaymentCountdown({
  left,
  deadline,
}: {
  readonly left: TimeLeft;
  readonly deadline: Date;
}) {
  const intl = useIntl();
  const two = (value: number) => intl.formatNumber(value, { minimumIntegerDigits: 2 });
  return (
    <div className="rounded-md border border-secondary-300 bg-secondary-50 p-3 text-secondary-900">
      <p className="text-sm">
        <FormattedMessage
          id="checkout.pay.deadline"
          values={{
            deadline: intl.formatDate(deadline, { dateStyle: 'medium', timeStyle: 'short' }),
          }}
        />
      </p>
      <p role="timer" className="text-2xl font-bold tabular-nums">
        <FormattedMessage
          id="checkout.pay.countdown"
          values={{ time: `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}` }}
        />
      </p>
    </div>
  );
}
