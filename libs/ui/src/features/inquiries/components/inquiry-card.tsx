import type { inquirySchema } from '@storefront/contract';
import type { SubmissionState } from '@storefront/domain';
import { offersQuotedVariants } from '@storefront/domain';
import { Badge } from '@storefront/ui-kit';
import type { BadgeTone } from '@storefront/ui-kit';
import { Link } from 'react-router';
import type { z } from 'zod';
import { isAwaitingQuote } from '../quote-countdown';
import { useInquiriesText } from '../use-inquiries-text';
import { QuoteCountdown } from './quote-countdown';
import { ROUTE_PATHS } from '../../../shared';

export type Inquiry = z.output<typeof inquirySchema>;

/** Each state its own tone; the badge's text carries the meaning. */
export const STATE_TONES: Record<SubmissionState, BadgeTone> = {
  submitted: 'info',
  under_review: 'info',
  accepted: 'success',
  rejected: 'danger',
  canceled: 'neutral',
};

/**
 * The submission's state and, while its prices are on offer, the product's quotation state. A
 * rejected or canceled submission shows its state alone: "Rejected" twice said nothing more.
 */
export function InquiryBadges({ inquiry }: { readonly inquiry: Inquiry }) {
  const { t } = useInquiriesText();
  return (
    <>
      <Badge tone={STATE_TONES[inquiry.state]}>{t(`inquiries.state.${inquiry.state}`)}</Badge>
      {offersQuotedVariants(inquiry.state) && (
        <Badge tone={inquiry.quotation_state === 'quoted' ? 'success' : 'neutral'}>
          {t(`inquiries.quotation.${inquiry.quotation_state}`)}
        </Badge>
      )}
    </>
  );
}

/** A submission in the list: its number (the link), product, states and the quote's due time. */
export function InquiryCard({ inquiry, now }: { readonly inquiry: Inquiry; readonly now: Date }) {
  const { t, intl, pathTo } = useInquiriesText();
  return (
    <article className="flex gap-3 rounded-lg border border-neutral-200 bg-white p-3 shadow-xs">
      {inquiry.product.image_url ? (
        <img
          src={inquiry.product.image_url}
          alt=""
          loading="lazy"
          className="size-16 shrink-0 rounded-md bg-neutral-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="size-16 shrink-0 rounded-md bg-neutral-100" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-sm font-semibold text-neutral-900">
          <Link
            to={pathTo(`${ROUTE_PATHS.inquiries}/${encodeURIComponent(inquiry.submission_number)}`)}
            className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500"
          >
            {inquiry.submission_number}
          </Link>
        </h2>
        <p className="truncate text-sm text-neutral-800">{inquiry.product.title}</p>
        <div className="flex flex-wrap items-center gap-2 text-xs text-neutral-600">
          <InquiryBadges inquiry={inquiry} />
          <span>{t('inquiries.list.variants', { count: inquiry.variants.length })}</span>
          <span>
            {t('inquiries.list.submittedOn', {
              date: intl.formatDate(inquiry.submitted_at, { dateStyle: 'medium' }),
            })}
          </span>
        </div>
        {isAwaitingQuote(inquiry.state) && (
          <QuoteCountdown submittedAt={inquiry.submitted_at} now={now} />
        )}
        {inquiry.state === 'rejected' && inquiry.rejection_reason && (
          <p className="text-sm text-danger-700">{inquiry.rejection_reason}</p>
        )}
      </div>
    </article>
  );
}
