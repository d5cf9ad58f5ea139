import {
  catalogApi,
  fieldErrorMessage,
  useCreateInquiryMutation,
  useGetCatalogProductQuery,
  useGetCatalogProductStatesQuery,
} from '@storefront/api';
import { imageSrcSet } from '@storefront/contract';
import { formatMoney, isGuest } from '@storefront/domain';
import { Alert, Badge, Card, PageHeading, Spinner, cx } from '@storefront/ui-kit';
import { QueryFeedback } from '@storefront/ui-support';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { keepEstimateDraft, takeEstimateDraft } from './estimate-draft';
import type { EstimateFormValues, Inquiry } from './components/estimate-form';
import { PriceTierList } from './components/price-tier-list';
import { VariantTable } from './components/variant-table';
import { WishlistToggle } from './components/wishlist-toggle';
import { useCatalogText } from './use-catalog-text';
import { useStorefront } from './use-storefront';
import { buyerStatesById, canRequestEstimate, chosenLines } from './variant-choice';
import type { BuyerState, ProductDetail, Quantities } from './variant-choice';
import {
  enqueueToast,
  isPhoneVerificationError,
  NotFoundScreen,
  ROUTE_PATHS,
  usePageTitle,
  usePhoneVerification,
} from '../../shared';
import type { RouteQueryArgs } from '../../shared';
import { WhatsAppChatButton } from '../../shared/sales-contact';

/**
 * The price request's form, with its validation (zod and the form library), is a chunk of its
 * own, asked for as soon as this screen's chunk runs: the page shows the variants without
 * evaluating it first, and on a page from the server React hydrates the form in a task of its
 * own once it is here (a shorter longest task on a phone, issue 13). The server renders it
 * complete either way.
 */
const estimateFormChunk = import('./components/estimate-form');
const EstimateForm = lazy(async () => ({ default: (await estimateFormChunk).EstimateForm }));

/** Only after a navigation, for the moment the form's chunk may still be on its way. */
function EstimateFormLoading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'shell.loading' })} />;
}

/** `variants.2.quantity` → 2: the server names a refused row by its place in the request. */
const VARIANT_FIELD = /^variants\.(\d+)(?:\.|$)/;
/** `variants.0.sub_variants.1.quantity` → 1: the size of that row the server refused. */
const SIZE_FIELD = /^variants\.\d+\.sub_variants\.(\d+)\./;

/**
 * The main photo's slot: the page's width on a phone, the 20rem column from `md` (decision 247).
 */
const MAIN_PHOTO_SIZES = '(min-width: 768px) 320px, 100vw';

function Gallery({ product }: { readonly product: ProductDetail }) {
  const t = useCatalogText();
  const [shown, setShown] = useState(0);
  const hasImages = product.images.length > 0;
  const images = hasImages ? product.images : [product.image_url].filter(Boolean);
  // `responsive_images[i]` sizes `images[i]`; without `images`, `image` sizes `image_url`.
  const sized = hasImages ? (product.responsive_images ?? []) : [product.image ?? null];
  const index = images[shown] ? shown : 0;
  const current = images[index];
  const currentSized = sized[index] ?? null;
  if (!current)
    return <div aria-hidden="true" className="aspect-square rounded-lg bg-neutral-100" />;
  return (
    <div className="flex flex-col gap-2">
      <img
        src={currentSized?.url ?? current}
        srcSet={currentSized ? imageSrcSet(currentSized) : undefined}
        sizes={currentSized ? MAIN_PHOTO_SIZES : undefined}
        width={currentSized?.width}
        height={currentSized?.height}
        alt={product.title}
        // The page's largest paint: fetched at once and before the scripts.
        fetchPriority="high"
        decoding="async"
        className="aspect-square h-auto w-full rounded-lg bg-neutral-100 object-cover"
      />
      {images.length > 1 && (
        <ul aria-label={t('catalog.product.photos')} className="flex flex-wrap gap-2">
          {images.map((image, thumbIndex) => {
            const thumb = sized[thumbIndex] ?? null;
            return (
              <li key={image}>
                <button
                  type="button"
                  aria-label={t('catalog.product.showPhoto', { index: thumbIndex + 1 })}
                  aria-pressed={thumbIndex === index}
                  onClick={() => setShown(thumbIndex)}
                  className={cx(
                    'size-14 overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-primary-500',
                    thumbIndex === index ? 'border-primary-600' : 'border-transparent',
                  )}
                >
                  <img
                    src={thumb?.url ?? image ?? undefined}
                    srcSet={thumb ? imageSrcSet(thumb) : undefined}
                    sizes={thumb ? '56px' : undefined}
                    width={thumb?.width}
                    height={thumb?.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function RemovedNotice() {
  const t = useCatalogText();
  const { session, errorText } = useStorefront();
  const identity = session.identity;
  const sales = isGuest(identity) ? null : identity.nama_sales;
  return (
    <Alert tone="warning" title={errorText('product_removed_by_supplier')}>
      {sales ? (
        <>
          {t('catalog.product.contactSales', { name: sales.nama, phone: sales.telepon })}
          <span className="mt-2 block">
            <WhatsAppChatButton
              telepon={sales.telepon}
              label={t('catalog.product.contactSalesWhatsApp', { name: sales.nama })}
            />
          </span>
        </>
      ) : (
        t('catalog.product.contactSalesGeneric')
      )}
    </Alert>
  );
}

/**
 * The refusal of a request for a variant already asked about (the gateway's duplicate rule, if
 * the page's mirror of it did not catch it first): its text, and the submission to look at.
 */
function AlreadyRequested({
  message,
  state,
}: {
  readonly message: string;
  readonly state: BuyerState | undefined;
}) {
  const t = useCatalogText();
  const { pathTo } = useStorefront();
  const number = state?.submission_number;
  return (
    <Alert
      tone="warning"
      title={message}
      action={
        number ? (
          <Link
            to={pathTo(`${ROUTE_PATHS.inquiries}/${encodeURIComponent(number)}`)}
            className="text-sm font-medium text-secondary-900 underline"
          >
            {t('catalog.buyerState.view', { number })}
          </Link>
        ) : undefined
      }
    />
  );
}

function ProductView({ product }: { readonly product: ProductDetail }) {
  const t = useCatalogText();
  const { locale, language, pathTo, failure, session } = useStorefront();
  const [quantities, setQuantities] = useState<Quantities>({});
  const [submission, setSubmission] = useState<Inquiry | null>(null);
  const [requestedNow, setRequestedNow] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<{ message: string; variantId: string } | null>(null);
  // The buyer's own states (decision 288): a separate, private call, so the product answer and
  // its server-rendered page stay the same for everyone. Its fetch starts after hydration (a
  // query's request starts in an effect), for a real session only.
  const signedIn = session.via === 'token';
  const states = useGetCatalogProductStatesQuery(
    { params: { productId: product.id } },
    { skip: !signedIn },
  );
  const buyerStates = buyerStatesById(states.data?.variants);
  // States that could not load leave the public page as a guest sees it: the gateway still
  // refuses a duplicate, and the refusal says so.
  const buyer = {
    status:
      !signedIn || (states.isError && !states.data) ? 'none' : states.data ? 'ready' : 'pending',
    states: buyerStates,
  } as const;
  const [createInquiry, { isLoading }] = useCreateInquiryMutation();
  const { openVerification } = usePhoneVerification();
  // A request kept across the phone verification step; the form restarts with it.
  const [restored, setRestored] = useState<{ values: EstimateFormValues; key: number } | null>(
    null,
  );
  // The browser's title names the product, as the server's head does.
  usePageTitle(product.title);

  // Back from the verification step: the quantities and the note come back (after hydration,
  // as the server knows nothing of the tab's storage), once.
  useEffect(() => {
    const draft = takeEstimateDraft(product.id);
    if (!draft) return;
    setQuantities(draft.quantities);
    setRestored((previous) => ({ values: draft.values, key: (previous?.key ?? 0) + 1 }));
  }, [product.id]);

  // `id` is a variant's, or a size's of `variantId` (decision 296): either clears the row's text.
  function changeQuantity(id: string, quantity: number, variantId = id) {
    setQuantities((current) => ({ ...current, [id]: quantity }));
    setServerErrors(({ [id]: _size, [variantId]: _row, ...rest }) => rest);
    if (refusal?.variantId === variantId) setRefusal(null);
  }

  async function submit(values: EstimateFormValues): Promise<Record<string, string>> {
    const lines = chosenLines(product.variants, quantities);
    const result = await createInquiry({
      body: { product_id: product.id, variants: lines, odm: values.odm, notes: values.notes },
    });
    if (result.error) {
      // The gateway asks for a verified phone first: the verification step opens instead, and
      // the request waits for the customer's return (issue 14: nothing typed is lost).
      if (isPhoneVerificationError(result.error)) {
        keepEstimateDraft(product.id, { quantities, values });
        openVerification();
        return {};
      }
      const error = failure(result.error);
      if (error.code === 'variant_already_requested') {
        // The row names the variant; the states (refetched: the request's tags are invalidated
        // on a refusal too) give the submission to link to.
        const row = Object.keys(error.fields ?? {})
          .map((path) => VARIANT_FIELD.exec(path)?.[1])
          .find((index) => index !== undefined);
        const line = row === undefined ? undefined : lines[Number(row)];
        setRefusal(line ? { message: error.message, variantId: line.variant_id } : null);
      }
      enqueueToast(error.message, { variant: 'error' });
      const rows: Record<string, string> = {};
      const formFields: Record<string, string> = {};
      for (const [path, id] of Object.entries(error.fields ?? {})) {
        const text = fieldErrorMessage(id, language);
        const row = VARIANT_FIELD.exec(path)?.[1];
        const line = row === undefined ? undefined : lines[Number(row)];
        // A refused size shows under its own box, with the rule's text (decision 296).
        const sizeAt = SIZE_FIELD.exec(path)?.[1];
        const size = sizeAt === undefined ? undefined : line?.sub_variants?.[Number(sizeAt)];
        if (size) rows[size.sub_variant_id] = error.message;
        else if (line) rows[line.variant_id] = text;
        else formFields[path] = text;
      }
      setServerErrors(rows);
      return formFields;
    }
    setRefusal(null);
    setSubmission(result.data);
    setRequestedNow(new Set(lines.map((line) => line.variant_id)));
    enqueueToast(t('catalog.estimate.submitted', { number: result.data.submission_number }), {
      variant: 'success',
    });
    return {};
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={product.title}
        back={
          <Link to={pathTo(ROUTE_PATHS.search)} className="text-sm text-primary-700 underline">
            {t('catalog.product.back')}
          </Link>
        }
        actions={<WishlistToggle product={product} />}
      />
      {product.removed_by_supplier && <RemovedNotice />}
      <div className="grid gap-6 md:grid-cols-[20rem_1fr]">
        <Gallery product={product} />
        <div className="flex flex-col gap-3">
          <p className="text-2xl font-semibold text-primary-700">
            {t('catalog.product.from', { price: formatMoney(product.price, locale) })}
          </p>
          <p className="text-sm text-neutral-600">
            {t('catalog.card.supplierPrice', { price: formatMoney(product.price_cny, locale) })}
          </p>
          <div className="flex flex-wrap items-center gap-2 text-sm text-neutral-700">
            <Badge tone="secondary">{t(`catalog.marketplace.${product.marketplace}`)}</Badge>
            <span>{t('catalog.card.sold', { count: product.sold })}</span>
            {product.demo_link ? (
              // A made-up listing id (the demo catalogue, decision 298): said, never linked.
              <span className="flex items-center gap-2">
                <Badge tone="warning">{t('catalog.product.demoLink')}</Badge>
                <span>
                  {t('catalog.product.demoLinkNote', {
                    marketplace: t(`catalog.marketplace.${product.marketplace}`),
                  })}
                </span>
              </span>
            ) : (
              <a
                href={product.link}
                target="_blank"
                rel="noreferrer noopener"
                className="text-primary-700 underline"
              >
                {t('catalog.product.viewOriginal', {
                  marketplace: t(`catalog.marketplace.${product.marketplace}`),
                })}
              </a>
            )}
          </div>
          {product.description && (
            <section>
              <h2 className="text-base font-semibold text-neutral-900">
                {t('catalog.product.description')}
              </h2>
              <p className="whitespace-pre-line text-sm text-neutral-700">{product.description}</p>
            </section>
          )}
        </div>
      </div>
      <Card title={t('catalog.variants.heading')}>
        <PriceTierList product={product} />
        <VariantTable
          product={product}
          quantities={quantities}
          onQuantityChange={changeQuantity}
          requestedNow={requestedNow}
          serverErrors={serverErrors}
          buyer={buyer}
        />
      </Card>
      <Card title={t('catalog.estimate.heading')}>
        {refusal && !submission && (
          <AlreadyRequested message={refusal.message} state={buyerStates.get(refusal.variantId)} />
        )}
        {submission ? (
          <Alert
            tone="success"
            title={t('catalog.estimate.submitted', { number: submission.submission_number })}
            action={
              <Link
                to={pathTo(
                  `${ROUTE_PATHS.inquiries}/${encodeURIComponent(submission.submission_number)}`,
                )}
                className="text-sm font-medium text-primary-800 underline"
              >
                {t('catalog.estimate.viewSubmission')}
              </Link>
            }
          >
            {t('catalog.estimate.submittedText')}
          </Alert>
        ) : (
          !product.removed_by_supplier && (
            <Suspense fallback={<EstimateFormLoading />}>
              <EstimateForm
                key={restored?.key ?? 0}
                initialValues={restored?.values}
                product={product}
                quantities={quantities}
                ready={canRequestEstimate(product, quantities, requestedNow, buyerStates)}
                submitting={isLoading}
                onSubmit={submit}
              />
            </Suspense>
          )
        )}
      </Card>
    </div>
  );
}

/** The product of the URL, started by the route's loader (the server renders it complete). */
export const routeQueries = ({ params, dispatch }: RouteQueryArgs) => [
  dispatch(
    catalogApi.endpoints.getCatalogProduct.initiate({
      params: { productId: params['productId'] ?? '' },
    }),
  ),
];

/**
 * Product detail (SPEC §2): photos, prices in CNY and the market currency, the variant table with
 * live quantity rules, the wishlist toggle and the price-calculation request (a new submission).
 */
export default function ProductScreen() {
  const t = useCatalogText();
  const { pathTo } = useStorefront();
  const { productId = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetCatalogProductQuery({
    params: { productId },
  });
  if (isLoading) return <Spinner label={t('catalog.product.loading')} />;
  // An id that names no product: the not-found page, answered 404 by the server (decision 251).
  if (error?.code === 'product_unavailable') return <NotFoundScreen />;
  if (error || !data) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeading title={t('catalog.product.title')} />
        <QueryFeedback
          loading={false}
          error={error?.message ?? ''}
          onRetry={() => void refetch()}
          texts={{ loading: t('catalog.product.loading'), retry: t('catalog.search.retry') }}
        />
        <Link to={pathTo(ROUTE_PATHS.search)} className="text-sm text-primary-700 underline">
          {t('catalog.product.back')}
        </Link>
      </div>
    );
  }
  return <ProductView key={data.id} product={data} />;
}
