import { useListAdminVouchersQuery, useUpdateVoucherMutation } from '@storefront/api';
import { BASIS_POINTS_PER_WHOLE, checkVoucherValidity } from '@storefront/domain';
import type { BadgeTone } from '@storefront/ui-kit';
import { Alert, Badge, Button, Dialog, EmptyState, PageHeading } from '@storefront/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNow } from '@storefront/ui-support';
import { DATE_TIME, useFormatMoney } from '../../shared/format';
import { enqueueToast } from '../../shared/notify';
import { useMutationFailure } from '../../shared/query';
import { PagePager, useListParams } from '../../shared/paging';
import { QueryState } from '../../shared/query';
import type { AdminVoucher } from './support/voucher-form';
import { endedVoucherBody } from './support/voucher-form';
import { VoucherFormDialog } from './voucher-form-dialog';

const MINUTE_MS = 60_000;

type VoucherStatus = 'scheduled' | 'active' | 'ended';
const STATUS_TONES: Readonly<Record<VoucherStatus, BadgeTone>> = {
  scheduled: 'info',
  active: 'success',
  ended: 'neutral',
};

/** Where a voucher stands now, by the domain's validity rule (both ends of the window included). */
function statusOf(voucher: AdminVoucher, now: Date): VoucherStatus {
  const validity = checkVoucherValidity(
    { validFrom: new Date(voucher.valid_from), validUntil: new Date(voucher.valid_until) },
    now,
  );
  if (validity.ok) return 'active';
  return validity.code === 'voucher_not_started' ? 'scheduled' : 'ended';
}

/** What the form on screen is doing: nothing, creating, editing one voucher or ending one. */
type Editing =
  | { readonly kind: 'none' }
  | { readonly kind: 'form'; readonly voucher: AdminVoucher | null }
  | { readonly kind: 'end'; readonly voucher: AdminVoucher };

/**
 * Vouchers, newest first: their discount, minimum spend, window, claims and whether they
 * combine; create one, edit one, or end one now (the contract retires a voucher by closing its
 * window, which keeps the claims already made).
 */
export default function VouchersScreen() {
  const intl = useIntl();
  const { page, setPage } = useListParams();
  const vouchers = useListAdminVouchersQuery({ query: { page } });
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const close = () => setEditing({ kind: 'none' });
  return (
    <>
      <PageHeading
        title={<FormattedMessage id="backoffice.vouchers.title" />}
        actions={
          <Button onClick={() => setEditing({ kind: 'form', voucher: null })}>
            <FormattedMessage id="backoffice.vouchers.new" />
          </Button>
        }
      />
      {vouchers.data === undefined ? (
        <QueryState
          isLoading={vouchers.isLoading}
          error={vouchers.error}
          onRetry={() => void vouchers.refetch()}
        />
      ) : vouchers.data.items.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'backoffice.vouchers.empty' })} />
      ) : (
        <VoucherTable
          vouchers={vouchers.data.items}
          onEdit={(voucher) => setEditing({ kind: 'form', voucher })}
          onEnd={(voucher) => setEditing({ kind: 'end', voucher })}
        />
      )}
      {vouchers.data && <PagePager page={vouchers.data} onPageChange={setPage} />}
      {editing.kind === 'form' && <VoucherFormDialog voucher={editing.voucher} onClose={close} />}
      {editing.kind === 'end' && <EndVoucherDialog voucher={editing.voucher} onClose={close} />}
    </>
  );
}

function VoucherTable({
  vouchers,
  onEdit,
  onEnd,
}: {
  readonly vouchers: readonly AdminVoucher[];
  readonly onEdit: (voucher: AdminVoucher) => void;
  readonly onEnd: (voucher: AdminVoucher) => void;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const now = useNow(MINUTE_MS);
  const cell = 'px-3 py-2 text-start align-top';
  const columns = [
    'title',
    'discount',
    'minSpend',
    'validity',
    'claims',
    'stackable',
    'status',
    'actions',
  ] as const;

  function discountText(voucher: AdminVoucher): string {
    const { discount } = voucher;
    if (discount.kind === 'fixed') {
      return intl.formatMessage(
        { id: 'backoffice.vouchers.discount.fixed' },
        { amount: formatMoney(discount.amount) },
      );
    }
    // A share for display only: the basis points themselves stay integers.
    const percent = intl.formatNumber(discount.bps / BASIS_POINTS_PER_WHOLE, {
      style: 'percent',
      maximumFractionDigits: 2,
    });
    return discount.cap
      ? intl.formatMessage(
          { id: 'backoffice.vouchers.discount.percentCapped' },
          { percent, cap: formatMoney(discount.cap) },
        )
      : intl.formatMessage({ id: 'backoffice.vouchers.discount.percent' }, { percent });
  }

  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-neutral-200 text-sm">
        <caption className="sr-only">
          <FormattedMessage id="backoffice.vouchers.table.caption" />
        </caption>
        <thead className="bg-neutral-50 text-neutral-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cell}>
                <FormattedMessage id={`backoffice.vouchers.column.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100 bg-white">
          {vouchers.map((voucher) => {
            const status = statusOf(voucher, now);
            return (
              <tr key={voucher.id}>
                <td className={`${cell} font-medium`}>{voucher.title}</td>
                <td className={cell}>{discountText(voucher)}</td>
                <td className={cell}>
                  {voucher.min_spend ? (
                    formatMoney(voucher.min_spend)
                  ) : (
                    <FormattedMessage id="backoffice.vouchers.noMinimum" />
                  )}
                </td>
                <td className={cell}>
                  <FormattedMessage
                    id="backoffice.vouchers.validity"
                    values={{
                      from: intl.formatDate(voucher.valid_from, DATE_TIME),
                      until: intl.formatDate(voucher.valid_until, DATE_TIME),
                    }}
                  />
                </td>
                <td className={`${cell} tabular-nums`}>
                  <FormattedMessage
                    id="backoffice.vouchers.claims"
                    values={{
                      claimed: voucher.claimed,
                      used: voucher.used,
                      quota: voucher.quota,
                    }}
                  />
                </td>
                <td className={cell}>
                  <FormattedMessage
                    id={`backoffice.vouchers.stackable.${voucher.stackable ? 'yes' : 'no'}`}
                  />
                </td>
                <td className={cell}>
                  <Badge tone={STATUS_TONES[status]}>
                    <FormattedMessage id={`backoffice.vouchers.status.${status}`} />
                  </Badge>
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={intl.formatMessage(
                        { id: 'backoffice.vouchers.edit' },
                        { title: voucher.title },
                      )}
                      onClick={() => onEdit(voucher)}
                    >
                      <FormattedMessage id="backoffice.vouchers.editShort" />
                    </Button>
                    {status === 'active' && (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={intl.formatMessage(
                          { id: 'backoffice.vouchers.end' },
                          { title: voucher.title },
                        )}
                        onClick={() => onEnd(voucher)}
                      >
                        <FormattedMessage id="backoffice.vouchers.endShort" />
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Ends an active voucher now: updateVoucher with every term kept and the window closed. */
function EndVoucherDialog({
  voucher,
  onClose,
}: {
  readonly voucher: AdminVoucher;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  const [update, updating] = useUpdateVoucherMutation();
  const { failure, clear, fail } = useMutationFailure();

  async function end() {
    clear();
    const result = await update({
      params: { voucherId: voucher.id },
      body: endedVoucherBody(voucher, new Date()),
    });
    if (result.error !== undefined) {
      fail(result.error);
      return;
    }
    enqueueToast(
      intl.formatMessage({ id: 'backoffice.vouchers.ended' }, { title: voucher.title }),
      { variant: 'success' },
    );
    onClose();
  }

  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      dismissible={!updating.isLoading}
      closeLabel={intl.formatMessage({ id: 'backoffice.vouchers.form.close' })}
      title={intl.formatMessage(
        { id: 'backoffice.vouchers.endDialog.title' },
        { title: voucher.title },
      )}
      description={intl.formatMessage({ id: 'backoffice.vouchers.endDialog.description' })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={updating.isLoading}>
            <FormattedMessage id="backoffice.vouchers.form.cancel" />
          </Button>
          <Button variant="danger" loading={updating.isLoading} onClick={() => void end()}>
            <FormattedMessage id="backoffice.vouchers.endDialog.confirm" />
          </Button>
        </>
      }
    >
      {failure && <Alert tone="error">{failure}</Alert>}
    </Dialog>
  );
}
