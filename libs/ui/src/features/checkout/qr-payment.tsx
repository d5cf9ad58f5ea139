import { CopyButton } from '@storefront/ui-kit';
import type { CopyButtonProps } from '@storefront/ui-kit';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { drawQrCode, QrCodeImage } from './qr-code-image';

type CopyLabels = Pick<CopyButtonProps, 'label' | 'copiedLabel' | 'onError'>;

/**
 * A QR payment (QRIS, PromptPay): the provider's QR string drawn as a code to scan, the amount
 * and until when the code is valid beside it. The string itself stays behind "can't scan?" for a
 * buyer on the very phone that would scan (an app that reads a code from the gallery, or takes
 * the string), and shows at once if it cannot be drawn. Loaded on its own (the payment screen's
 * `lazy`): the QR encoder would take the screen's chunk over its budget, and only QR payments
 * need it.
 */
export default function QrPayment({
  qrString,
  amount,
  expiresAt,
  copyLabels,
}: {
  readonly qrString: string;
  /** Formatted for the locale. */
  readonly amount: string;
  /** The payment's deadline: the provider's code expires with it; none for an extra charge. */
  readonly expiresAt: Date | null;
  readonly copyLabels: CopyLabels;
}) {
  const intl = useIntl();
  const drawing = useMemo(() => drawQrCode(qrString), [qrString]);
  return (
    <div className="flex flex-col gap-3 rounded-md bg-neutral-50 p-3">
      <div className="flex flex-wrap items-center gap-4">
        {drawing && (
          <QrCodeImage
            drawing={drawing}
            label={intl.formatMessage({ id: 'checkout.pay.qrImage' }, { amount })}
          />
        )}
        {/* At least 10rem: beside the code where there is room, else below it (on a 360 px
            phone the amount had 30 px beside the code and ran out of the page). */}
        <div className="flex min-w-40 flex-1 flex-col gap-1">
          <p className="text-sm text-neutral-700">
            <FormattedMessage id="checkout.pay.qr" />
          </p>
          <p className="text-xl font-bold text-neutral-900">{amount}</p>
          {expiresAt && (
            <p className="text-sm text-neutral-600">
              <FormattedMessage
                id="checkout.pay.qrExpires"
                values={{
                  deadline: intl.formatDate(expiresAt, { dateStyle: 'medium', timeStyle: 'short' }),
                }}
              />
            </p>
          )}
        </div>
      </div>
      <details open={drawing === null} className="text-sm">
        <summary className="cursor-pointer text-primary-700 underline focus-visible:outline-2 focus-visible:outline-primary-500">
          <FormattedMessage id="checkout.pay.qrCantScan" />
        </summary>
        <div className="mt-2 flex flex-col gap-2">
          <p className="text-neutral-700">
            <FormattedMessage id="checkout.pay.qrCantScanHelp" />
          </p>
          <p className="break-all font-mono text-xs text-neutral-900">{qrString}</p>
          <div>
            <CopyButton
              value={qrString}
              accessibleLabel={intl.formatMessage({ id: 'checkout.pay.copyQr' })}
              {...copyLabels}
            />
          </div>
        </div>
      </details>
    </div>
  );
}
