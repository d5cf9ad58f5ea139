import { allowedSubmissionMoves, formatMoney } from '@storefront/domain';
import { Alert, Badge, Button, Card, PageHeading, Spinner } from '@storefront/ui-kit';
import { useNow } from '@storefront/ui-support';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AddToCartButton } from './components/add-to-cart-button';
import { CancelDialog } from './components/cancel-dialog';
import { STATE_TONES } from './components/inquiry-card';
import type { Inquiry } from './components/inquiry-card';
import { QuoteCountdown } from './components/quote-countdown';
import { ResubmitDialog } from './components/resubmit-dialog';
import { isAwaitingQuote } from './quote-countdown';
import { useInquiriesText } from './use-inquiries-text';
import { useInquiry } from './use-inquiry';
import { productPath, ROUTE_PATHS } from '../../shared';

function Facts({ inquiry }: { readonly inquiry: Inquiry }) {
  const { t, pathTo } = useInquiriesText();
  return (
    <Card title={t('inquiries.detail.product')}>
      <div className="flex gap-3">
        {inquiry.product.image_url && (
          <img
            src={inquiry.product.image_url}
            alt=""
            className="size-20 shrink-0 rounded-md bg-neutral-100 object-cover"
          />
        )}
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium text-neutral-900">{inquiry.product.title}</p>
          <Link to={pathTo(productPath(inquiry.product.id))} className="text-primary-700 underline">
            {t('inquiries.detail.viewProduct')}
          </Link>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-neutral-600">{t('inquiries.detail.odm')}</dt>
        <dd>{t(inquiry.odm ? 'inquiries.detail.yes' : 'inquiries.detail.no')}</dd>
        <dt className="text-neutral-600">{t('inquiries.detail.notes')}</dt>
        <dd className="whitespace-pre-line">{inquiry.notes || t('inquiries.detail.noNotes')}</dd>
        {inquiry.logos.length > 0 && (
          <>
            <dt className="text-neutral-600">{t('inquiries.detail.logos')}</dt>
            <dd>
              <ul>
                {inquiry.logos.map((logo) => (
                  <li key={logo.id}>
                    <a
                      href={logo.url}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="text-primary-700 underline"
                    >
                      {logo.file_name}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </Card>
  );
}

function VariantLines({ inquiry }: { readonly inquiry: Inquiry }) {
  const { t, locale } = useInquiriesText();
  const anyQuoted = inquiry.variants.some((line) => line.quotation_state === 'quoted');
  return (
    <Card title={t('inquiries.detail.variants')}>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="text-xs uppercase text-neutral-600">
              <th scope="col" className="pb-2 pe-3 text-start">
                {t('inquiries.detail.variant')}
              </th>
              <th scope="col" className="pb-2 pe-3 text-start">
                {t('inquiries.detail.quantity')}
              </th>
              <th scope="col" className="pb-2 pe-3 text-start">
                {t('inquiries.detail.status')}
              </th>
              <th scope="col" className="pb-2 pe-3 text-start">
                {t('inquiries.detail.unitPrice')}
              </th>
              <th scope="col" className="pb-2 text-start">
                {t('inquiries.detail.shipping')}
              </th>
            </tr>
          </thead>
          <tbody>
            {inquiry.variants.map((line) => (
              <tr key={line.variant_id} className="border-t border-neutral-200">
                <th scope="row" className="py-2 pe-3 text-start font-medium">
                  {line.name}
                </th>
                <td className="py-2 pe-3">{line.quantity}</td>
                <td className="py-2 pe-3">
                  <Badge tone={line.quotation_state === 'quoted' ? 'success' : 'neutral'}>
                    {t(`inquiries.quotation.${line.quotation_state}`)}
                  </Badge>
                </td>
                <td className="py-2 pe-3">
                  {line.unit_price
                    ? formatMoney(line.unit_price, locale)
                    : t('inquiries.detail.notPriced')}
                </td>
                <td className="py-2">
                  {line.shipping_type ? t(`inquiries.shipping.${line.shipping_type}`) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {anyQuoted && inquiry.state === 'accepted' && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-neutral-700">{t('inquiries.detail.quotedHint')}</p>
          <AddToCartButton inquiry={inquiry} />
        </div>
      )}
    </Card>
  );
}

function InquiryView({ inquiry }: { readonly inquiry: Inquiry }) {
  const { t, intl, pathTo, errorText } = useInquiriesText();
  const navigate = useNavigate();
  const now = useNow(1000);
  const [dialog, setDialog] = useState<'cancel' | 'resubmit' | null>(null);
  const moves = allowedSubmissionMoves(inquiry.state, 'customer');
  const canCancel = moves.includes('canceled');
  const canResubmit = moves.includes('submitted');
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t('inquiries.detail.heading', { number: inquiry.submission_number })}
        description={t('inquiries.detail.submittedOn', {
          date: intl.formatDate(inquiry.submitted_at, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
        back={
          <Link to={pathTo(ROUTE_PATHS.inquiries)} className="text-sm text-primary-700 underline">
            {t('inquiries.detail.back')}
          </Link>
        }
        actions={
          <>
            {canResubmit && (
              <Button onClick={() => setDialog('resubmit')}>
                {t('inquiries.detail.resubmit')}
              </Button>
            )}
            {canCancel && (
              <Button variant="danger" onClick={() => setDialog('cancel')}>
                {t('inquiries.detail.cancel')}
              </Button>
            )}
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATE_TONES[inquiry.state]}>{t(`inquiries.state.${inquiry.state}`)}</Badge>
        <Badge tone={inquiry.quotation_state === 'quoted' ? 'success' : 'neutral'}>
          {t(`inquiries.quotation.${inquiry.quotation_state}`)}
        </Badge>
      </div>
      {isAwaitingQuote(inquiry.state) && (
        <QuoteCountdown submittedAt={inquiry.submitted_at} now={now} explain />
      )}
      {inquiry.state === 'rejected' && (
        <Alert tone="error">
          {errorText('submission_failed', { reason: inquiry.rejection_reason ?? '' })}
        </Alert>
      )}
      <Facts inquiry={inquiry} />
      <VariantLines inquiry={inquiry} />
      {canCancel && (
        <CancelDialog
          inquiry={inquiry}
          open={dialog === 'cancel'}
          onClose={() => setDialog(null)}
          onCanceled={() => void navigate(pathTo(`${ROUTE_PATHS.inquiries}?tab=canceled`))}
        />
      )}
      {canResubmit && dialog === 'resubmit' && (
        <ResubmitDialog
          inquiry={inquiry}
          open
          onClose={() => setDialog(null)}
          onResubmitted={(number) => {
            setDialog(null);
            void navigate(pathTo(`${ROUTE_PATHS.inquiries}/${encodeURIComponent(number)}`));
          }}
        />
      )}
    </div>
  );
}

/**
 * A submission (SPEC §2, §4): its states, the time left of the 2x24-hour promise while it is
 * open, the failure reason and the resubmit action when rejected, the product and what was
 * asked, the quoted prices, and canceling while it is still submitted or under review.
 */
export default function InquiryScreen() {
  const { t, pathTo, errorText } = useInquiriesText();
  const { submissionNumber = '' } = useParams();
  const { inquiry, error, loading, notFound, refetch } = useInquiry(submissionNumber);
  if (loading) return <Spinner label={t('inquiries.detail.loading')} />;
  if (inquiry) return <InquiryView key={inquiry.id} inquiry={inquiry} />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t('inquiries.detail.heading', { number: submissionNumber })} />
      <Alert
        tone="error"
        action={
          error ? (
            <Button size="sm" variant="ghost" onClick={refetch}>
              {t('inquiries.list.retry')}
            </Button>
          ) : undefined
        }
      >
        {error ? error.message : notFound ? errorText('not_found') : null}
      </Alert>
      <Link to={pathTo(ROUTE_PATHS.inquiries)} className="text-sm text-primary-700 underline">
        {t('inquiries.detail.back')}
      </Link>
    </div>
  );
}
