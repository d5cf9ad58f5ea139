import { useGetAdminInquiryQuery } from '@storefront/api';
import type { VariantStep } from '@storefront/domain';
import {
  allowedVariantMoves,
  canMoveVariant,
  canStaffQuote,
  canStaffReject,
  isVariantStep,
} from '@storefront/domain';
import { Alert, Badge, Card, PageHeading } from '@storefront/ui-kit';
import { useNow } from '@storefront/ui-support';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { DATE_TIME, useFormatMoney } from '../../shared/format';
import { QueryState } from '../../shared/query';
import { RejectInquiryDialog } from './components/reject-inquiry-dialog';
import { RejectVariantDialog } from './components/reject-variant-dialog';
import { SlaCountdownText } from './components/sla-countdown';
import { QuotationStateBadge, SubmissionStateBadge } from './components/state-badges';
import { VariantQuoteForm } from './components/variant-quote-form';

const COUNTDOWN_TICK_MS = 10_000;

type Variant = NonNullable<ReturnType<typeof useGetAdminInquiryQuery>['data']>['variants'][number];

/** Where a variant stands (the domain's variant steps); null for a state a variant never has. */
function stepOf(variant: Variant): VariantStep | null {
  if (variant.declined_at !== null) return 'declined';
  return isVariantStep(variant.quotation_state) ? variant.quotation_state : null;
}

/** The variant's state, with the customer's decline told apart from "not quoted". */
function VariantStateBadge({ variant }: { readonly variant: Variant }) {
  if (variant.declined_at === null) return <QuotationStateBadge state={variant.quotation_state} />;
  return (
    <Badge tone="warning">
      <FormattedMessage id="backoffice.inquiries.quote.declined" />
    </Badge>
  );
}

function Fact({ label, children }: { readonly label: ReactNode; readonly children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="text-sm font-medium text-neutral-900">{children}</dd>
    </div>
  );
}

/**
 * The quote screen: what the customer asked for (product, link, photos, variants and
 * quantities), and per variant the parts of its all-in price. Variants are quoted one by one,
 * so a partly quoted submission shows which are done; a variant being priced can be rejected on
 * its own, the whole submission too, each asking for the reason. A rejected variant shows its
 * reason, a declined one that the customer turned the price down (both take no quote; the
 * domain's variant moves decide, the gateway judges again).
 */
export default function QuoteScreen() {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const now = useNow(COUNTDOWN_TICK_MS);
  const { inquiryId = '' } = useParams();
  const {
    data: inquiry,
    error,
    isLoading,
    refetch,
  } = useGetAdminInquiryQuery({
    params: { inquiryId },
  });

  if (!inquiry) {
    return (
      <div className="flex flex-col gap-4">
        <Link to="/inquiries" className="text-sm text-primary-700 underline">
          <FormattedMessage id="backoffice.inquiries.quote.back" />
        </Link>
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      </div>
    );
  }

  const quotedCount = inquiry.variants.filter(
    (variant) => variant.quotation_state === 'quoted',
  ).length;
  const canQuote = canStaffQuote(inquiry.state);

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        back={
          <Link to="/inquiries" className="text-sm text-primary-700 underline">
            <FormattedMessage id="backoffice.inquiries.quote.back" />
          </Link>
        }
        title={
          <FormattedMessage
            id="backoffice.inquiries.quote.title"
            values={{ number: inquiry.submission_number }}
          />
        }
        description={
          <span className="flex flex-wrap items-center gap-2">
            <SubmissionStateBadge state={inquiry.state} />
            <QuotationStateBadge state={inquiry.quotation_state} />
            <FormattedMessage
              id="backoffice.inquiries.quote.progress"
              values={{ quoted: quotedCount, total: inquiry.variants.length }}
            />
          </span>
        }
        actions={
          canStaffReject(inquiry.state) && (
            <RejectInquiryDialog
              inquiryId={inquiry.id}
              submissionNumber={inquiry.submission_number}
            />
          )
        }
      />

      {inquiry.rejection_reason && (
        <Alert
          tone="warning"
          title={<FormattedMessage id="backoffice.inquiries.quote.rejectionReason" />}
        >
          {inquiry.rejection_reason}
        </Alert>
      )}

      <Card title={<FormattedMessage id="backoffice.inquiries.quote.request" />}>
        <div className="flex flex-col gap-4 md:flex-row">
          {inquiry.product.image_url && (
            <img
              src={inquiry.product.image_url}
              alt=""
              className="size-32 shrink-0 rounded-md border border-neutral-200 object-cover"
            />
          )}
          <dl className="grid flex-1 gap-3 sm:grid-cols-2">
            <Fact label={<FormattedMessage id="backoffice.inquiries.quote.product" />}>
              <span className="block">{inquiry.product.title}</span>
              <a
                href={inquiry.product.link}
                target="_blank"
                rel="noreferrer noopener"
                className="text-primary-700 underline"
              >
                <FormattedMessage id="backoffice.inquiries.quote.productLink" />
              </a>
            </Fact>
            <Fact label={<FormattedMessage id="backoffice.inquiries.quote.customer" />}>
              <span className="block">{inquiry.customer.nama_lengkap}</span>
              <span className="block text-neutral-600">{inquiry.customer.email}</span>
            </Fact>
            <Fact label={<FormattedMessage id="backoffice.inquiries.quote.source" />}>
              {inquiry.product_source}
              {inquiry.odm && (
                <span className="block">
                  <FormattedMessage id="backoffice.inquiries.quote.odm" />
                </span>
              )}
            </Fact>
            <Fact label={<FormattedMessage id="backoffice.inquiries.quote.submittedAt" />}>
              <FormattedDate value={inquiry.submitted_at} {...DATE_TIME} />
            </Fact>
            <Fact label={<FormattedMessage id="backoffice.inquiries.quote.deadline" />}>
              <span className="block">
                <FormattedDate value={inquiry.quote_due_at} {...DATE_TIME} />
              </span>
              {canQuote && inquiry.state !== 'accepted' && (
                <SlaCountdownText
                  quoteDueAt={inquiry.quote_due_at}
                  overdue={inquiry.overdue}
                  now={now}
                />
              )}
            </Fact>
            <Fact label={<FormattedMessage id="backoffice.inquiries.quote.notes" />}>
              {inquiry.notes.trim() || <FormattedMessage id="backoffice.inquiries.quote.noNotes" />}
            </Fact>
          </dl>
        </div>
        {inquiry.logos.length > 0 && (
          <div className="mt-4">
            <h3 className="mb-2 text-sm font-semibold text-neutral-900">
              <FormattedMessage id="backoffice.inquiries.quote.photos" />
            </h3>
            <ul className="flex flex-wrap gap-3">
              {inquiry.logos.map((logo) => (
                <li key={logo.id}>
                  <a href={logo.url} target="_blank" rel="noreferrer noopener">
                    <img
                      src={logo.url}
                      alt={intl.formatMessage(
                        { id: 'backoffice.inquiries.quote.photo' },
                        { name: logo.file_name },
                      )}
                      className="size-24 rounded-md border border-neutral-200 object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>

      <section aria-labelledby="variants-heading" className="flex flex-col gap-4">
        <h2 id="variants-heading" className="text-lg font-semibold text-neutral-900">
          <FormattedMessage id="backoffice.inquiries.quote.variants" />
        </h2>
        {!canQuote && (
          <Alert tone="info">
            <FormattedMessage
              id="backoffice.inquiries.quote.closed"
              values={{
                state: intl.formatMessage({ id: `backoffice.inquiries.state.${inquiry.state}` }),
              }}
            />
          </Alert>
        )}
        {inquiry.variants.map((variant) => {
          const step = stepOf(variant);
          // A state no variant of a submission has is left to the gateway to judge.
          const quotable =
            canQuote && (step === null || canMoveVariant(step, 'quoted', 'staff').ok);
          const rejectable =
            canQuote && step !== null && allowedVariantMoves(step, 'staff').includes('rejected');
          return (
            <Card
              key={variant.variant_id}
              headingLevel={3}
              title={variant.name}
              actions={
                <span className="flex flex-wrap items-center gap-2">
                  <VariantStateBadge variant={variant} />
                  {rejectable && (
                    <RejectVariantDialog
                      inquiryId={inquiry.id}
                      submissionNumber={inquiry.submission_number}
                      variantId={variant.variant_id}
                      variantName={variant.name}
                    />
                  )}
                </span>
              }
            >
              {step === 'rejected' && variant.rejection_reason && (
                <div className="mb-4">
                  <Alert
                    tone="warning"
                    title={<FormattedMessage id="backoffice.inquiries.quote.rejectionReason" />}
                  >
                    {variant.rejection_reason}
                  </Alert>
                </div>
              )}
              {variant.declined_at !== null && (
                <p className="mb-4 text-sm text-neutral-700">
                  <FormattedMessage
                    id="backoffice.inquiries.quote.declinedAt"
                    values={{ at: intl.formatDate(variant.declined_at, DATE_TIME) }}
                  />
                </p>
              )}
              <dl className="mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
                <Fact label={<FormattedMessage id="backoffice.inquiries.quote.quantity" />}>
                  {intl.formatNumber(variant.quantity)}
                </Fact>
                <Fact label={<FormattedMessage id="backoffice.inquiries.quote.supplierPrice" />}>
                  {formatMoney(variant.unit_price_cny)}
                </Fact>
                <Fact label={<FormattedMessage id="backoffice.inquiries.quote.weight" />}>
                  <FormattedMessage
                    id="backoffice.inquiries.quote.weightGrams"
                    values={{ grams: variant.unit_weight_grams }}
                  />
                </Fact>
                <Fact label={<FormattedMessage id="backoffice.inquiries.quote.minQuantity" />}>
                  {intl.formatNumber(variant.min_quantity)}
                </Fact>
                <Fact label={<FormattedMessage id="backoffice.inquiries.quote.multiple" />}>
                  {intl.formatNumber(variant.multiple)}
                </Fact>
                <Fact label={<FormattedMessage id="backoffice.inquiries.quote.stock" />}>
                  {intl.formatNumber(variant.stock)}
                </Fact>
              </dl>
              {/* The sizes the buyer asked for, to price the mix (decision 296). */}
              {variant.sub_variants.length > 0 && (
                <section className="mb-4" aria-labelledby={`sizes-${variant.variant_id}`}>
                  <h4 id={`sizes-${variant.variant_id}`} className="mb-1 text-sm text-neutral-600">
                    <FormattedMessage id="backoffice.inquiries.quote.sizes" />
                  </h4>
                  <ul className="flex flex-wrap gap-2">
                    {variant.sub_variants.map((size) => (
                      <li
                        key={size.sub_variant_id}
                        className="rounded-md border border-neutral-200 px-2 py-1 text-sm font-medium text-neutral-900"
                      >
                        <FormattedMessage
                          id="backoffice.inquiries.quote.size"
                          values={{ size: size.name, quantity: intl.formatNumber(size.quantity) }}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {variant.quote && (
                <p className="mb-4 text-sm text-neutral-700">
                  <FormattedMessage
                    id="backoffice.inquiries.quote.current"
                    values={{
                      price: formatMoney(variant.quote.unit_price),
                      shipping: intl.formatMessage({
                        id: `backoffice.inquiries.shipping.${variant.quote.shipping_type}`,
                      }),
                      at: intl.formatDate(variant.quote.quoted_at, DATE_TIME),
                    }}
                  />
                </p>
              )}
              {quotable && (
                <VariantQuoteForm
                  inquiryId={inquiry.id}
                  variant={variant}
                  customerLevel={inquiry.customer.level}
                  exchangeRate={inquiry.exchange_rate}
                />
              )}
            </Card>
          );
        })}
      </section>
    </div>
  );
}
