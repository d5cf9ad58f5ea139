import type { QuotationState, SubmissionState } from '@storefront/domain';
import { Badge } from '@storefront/ui-kit';
import type { BadgeTone } from '@storefront/ui-kit';
import { FormattedMessage } from 'react-intl';

const SUBMISSION_TONES: Readonly<Record<SubmissionState, BadgeTone>> = {
  submitted: 'info',
  under_review: 'warning',
  accepted: 'success',
  rejected: 'danger',
  canceled: 'neutral',
};

const QUOTATION_TONES: Readonly<Record<QuotationState, BadgeTone>> = {
  quoted: 'success',
  partially_quoted: 'warning',
  not_quoted: 'neutral',
  rejected: 'danger',
  in_progress: 'info',
  must_calculate: 'secondary',
};

export function SubmissionStateBadge({ state }: { readonly state: SubmissionState }) {
  return (
    <Badge tone={SUBMISSION_TONES[state]}>
      <FormattedMessage id={`backoffice.inquiries.state.${state}`} />
    </Badge>
  );
}

export function QuotationStateBadge({ state }: { readonly state: QuotationState }) {
  return (
    <Badge tone={QUOTATION_TONES[state]}>
      <FormattedMessage id={`backoffice.inquiries.quotation.${state}`} />
    </Badge>
  );
}
