import {
  allowedSubmissionMoves,
  formatMoney,
  formatSizes,
  lineBreakdown,
  offersQuotedVariants,
  quoteBreakdown,
} from '@storefront/domain';
import { Alert, Button, Card, PageHeading, Spinner } from '@storefront/ui-kit';
import { useNow } from '@storefront/ui-support';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AddToCartButton } from './components/add-to-cart-button';
import { CancelDialog } from './components/cancel-dialog';
import { InquiryBadges } from './components/inquiry-card';
import type { Inquiry } from './components/inquiry-card';
import { QuoteCountdown } from './components/quote-countdown';
import { ResubmitDialog } from './components/resubmit-dialog';
import { VariantDecisions, VariantStateBadge } from './components/variant-decisions';
import { isAwaitingQuote } from './quote-countdown';
import { useInquiriesText } from './use-inquiries-text';
import { useInquiry } from './use-inquiry';
import { productPath, ROUTE_PATHS } from '../../shared';
import {
  BreakdownTable,
  LineBreakdownDisclosure,
  quoteParts,
  ShippingWithEta,
} from '../../shared/quote-breakdown';

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

type InquiryVariant = Inquiry['variants'][number];

/**
 * One variant as a card (a table would push the price off a phone's screen): its state,
 * quantity, shipping and all-in unit price, and once quoted what the quantity costs and how
 * that price is made; then what the buyer may decide on it (resubmit when rejected, decline
 * when quoted).
 */
function VariantLine({
  inquiry,
  line,
}: {
  readonly inquiry: Inquiry;
  readonly line: InquiryVariant;
}) {
  const { t, intl, locale } = useInquiriesText();
  const quantity = intl.formatNumber(line.quantity);
  const broken = line.quote ? lineBreakdown(line.quantity, quoteParts(line.quote)) : null;
  return (
    <article aria-label={line.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-medium text-neutral-900">{line.name}</h3>
        <VariantStateBadge line={line} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-neutral-600">{t('inquiries.detail.quantity')}</dt>
        <dd>{quantity}</dd>
        {line.sub_variants.length > 0 && (
          <>
            <dt className="text-neutral-600">{t('inquiries.detail.sizes')}</dt>
            <dd className="min-w-0 break-words">{formatSizes(line.sub_variants, locale)}</dd>
          </>
        )}
        {line.shipping_type && (
          <>
            <dt className="text-neutral-600">{t('inquiries.detail.shipping')}</dt>
            <dd>
              <ShippingWithEta type={line.shipping_type} />
            </dd>
          </>
        )}
        <dt className="text-neutral-600">{t('inquiries.detail.unitPrice')}</dt>
        <dd>
          {line.unit_price ? formatMoney(line.unit_price, locale) : t('inquiries.detail.notPriced')}
        </dd>
        {broken && (
          <>
            <dt className="text-neutral-600">{t('inquiries.breakdown.lineTotal', { quantity })}</dt>
            <dd className="font-semibold">{formatMoney(broken.line.allIn, locale)}</dd>
          </>
        )}
      </dl>
      {broken && (
        <LineBreakdownDisclosure
          name={line.name}
          line={broken}
          {...(line.shipping_type ? { shippingType: line.shipping_type } : {})}
        />
      )}
      <VariantDecisions inquiry={inquiry} line={line} />
    </article>
  );
}

/**
 * What the quoted variants add up to, part by part (the domain's quoteBreakdown), with a word
 * on the variants still being priced so a partial total is never read as the whole.
 */
function QuoteTotal({ inquiry }: { readonly inquiry: Inquiry }) {
  const { t, intl } = useInquiriesText();
  const quoted = inquiry.variants.flatMap((line) =>
    line.quote ? [{ quantity: line.quantity, parts: quoteParts(line.quote) }] : [],
  );
  // A declined variant is out of the offer, not still to come.
  const inPlay = inquiry.variants.filter((line) => line.declined_at === null).length;
  const first = quoted[0];
  if (!first) return null;
  const { total } = quoteBreakdown(quoted, first.parts.goods.currency);
  return (
    <Card title={t('inquiries.total.title')}>
      {quoted.length < inPlay && (
        <p className="mb-3 text-sm text-neutral-700">
          {t('inquiries.total.partial', {
            quoted: intl.formatNumber(quoted.length),
            count: intl.formatNumber(inPlay),
          })}
        </p>
      )}
      <BreakdownTable
        caption={t('inquiries.total.title')}
        columns={[{ heading: t('inquiries.total.amount'), amounts: total }]}
      />
    </Card>
  );
}

function VariantLines({ inquiry }: { readonly inquiry: Inquiry }) {
  const { t } = useInquiriesText();
  const anyQuoted = inquiry.variants.some((line) => line.quotation_state === 'quoted');
  return (
    <Card title={t('inquiries.detail.variants')}>
      <ul className="flex flex-col divide-y divide-neutral-200">
        {inquiry.variants.map((line) => (
          <li key={line.variant_id} className="py-3 first:pt-0 last:pb-0">
            <VariantLine inquiry={inquiry} line={line} />
          </li>
        ))}
      </ul>
      {anyQuoted && offersQuotedVariants(inquiry.state) && (
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
  // The heading keeps its own bottom margin: inside the gap below it would add a second one, and
  // an empty actions box wraps under the date on a phone, an empty band in both cases.
  return (
    <>
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
          canResubmit || canCancel ? (
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
          ) : undefined
        }
      />
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-2">
          <InquiryBadges inquiry={inquiry} />
        </div>
        {isAwaitingQuote(inquiry.state) && (
          <QuoteCountdown submittedAt={inquiry.submitted_at} now={now} explain />
        )}
        {inquiry.state === 'rejected' && inquiry.rejection_reason && (
          <Alert tone="error">
            {errorText('submission_failed', { reason: inquiry.rejection_reason ?? '' })}
          </Alert>
        )}
        <Facts inquiry={inquiry} />
        <VariantLines inquiry={inquiry} />
        <QuoteTotal inquiry={inquiry} />
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
    </>
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
