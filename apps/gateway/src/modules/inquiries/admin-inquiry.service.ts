import type { CONTRACT_BY_ID, EndpointParsedRequest, EndpointResponse } from '@storefront/contract';
import type { LanguageCode } from '@storefront/domain';
import {
  LEVEL_BENEFITS,
  allInUnitPrice,
  applyBasisPoints,
  canMoveSubmission,
  canMoveVariant,
  canStaffQuote,
  isLanguageCode,
  languageCode,
  levelForTotal,
  localeForLanguageCode,
  money,
  staffReviewedState,
  variantStep,
} from '@storefront/domain';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, eq, gte, inArray, lt, notInArray, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { catalogProducts, customers, inquiries, inquiryVariants } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import { writtenRow } from '../../db/transaction';
import { writeAudit } from '../admin';
import type { Pricing } from '../catalog';
import { loadPricing } from '../catalog';
import type { NotificationMessage } from '../notifications';
import { notifyCustomer } from '../notifications';
import { QUOTED_TEXT, REJECTED_TEXT, VARIANT_REJECTED_TEXT } from './inquiry-notification-texts';
import type {
  AdminInquiryDetail,
  InquiryBundle,
  InquiryRow,
  InquiryVariantRow,
} from './inquiry-view';
import type { Reader } from '../../db/transaction';
import {
  OPEN_STATES,
  isOverdue,
  loadBundles,
  toAdminDetail,
  toCustomerRef,
  toInquiry,
} from './inquiry-view';
import { inquirySearch } from './inquiry.service';
import { settleSubmission, withChanged } from './variant-moves';

type AdminContext = Pick<
  AppContext,
  'db' | 'market' | 'now' | 'config' | 'adapters' | 'currentRate'
>;
type QueueQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.listAdminInquiries>['query'];
type QuoteBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.quoteVariant>['body'];
type QueuePage = EndpointResponse<typeof CONTRACT_BY_ID.listAdminInquiries>;

interface WarnLogger {
  warn(object: object, message: string): void;
}

function overdueFilter(overdue: boolean | undefined, now: Date): SQL | undefined {
  if (overdue === undefined) return undefined;
  const broken = and(inArray(inquiries.state, [...OPEN_STATES]), lt(inquiries.quoteDueAt, now));
  return overdue
    ? broken
    : or(notInArray(inquiries.state, [...OPEN_STATES]), gte(inquiries.quoteDueAt, now));
}

/**
 * The queue: open submissions (or those of `state`) by SLA due time, the most overdue first, ties
 * by id so that pages never overlap. `overdue` keeps only (or leaves out) broken promises.
 */
export async function listAdminInquiries(
  context: AdminContext,
  query: QueueQuery,
): Promise<QueuePage> {
  const now = context.now();
  const search = query.search?.trim() ?? '';
  const where = and(
    query.state ? eq(inquiries.state, query.state) : inArray(inquiries.state, [...OPEN_STATES]),
    overdueFilter(query.overdue, now),
    search === ''
      ? undefined
      : or(inquirySearch(search), eq(customers.email, search.toLowerCase())),
  );
  const [rows, totals] = await Promise.all([
    context.db
      .select({ inquiry: inquiries, customer: customers })
      .from(inquiries)
      .innerJoin(catalogProducts, eq(catalogProducts.id, inquiries.productId))
      .innerJoin(customers, eq(customers.id, inquiries.customerId))
      .where(where)
      .orderBy(asc(inquiries.quoteDueAt), asc(inquiries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    context.db
      .select({ total: count() })
      .from(inquiries)
      .innerJoin(catalogProducts, eq(catalogProducts.id, inquiries.productId))
      .innerJoin(customers, eq(customers.id, inquiries.customerId))
      .where(where),
  ]);
  const bundles = await loadBundles(
    context.db,
    rows.map((row) => row.inquiry),
  );
  const pricing = bundles.length === 0 ? null : await loadPricing(context);
  return {
    items: bundles.map((bundle, index) => {
      const customer = rows[index]?.customer;
      if (!customer || !pricing) throw new Error('queue rows out of step');
      const view = toInquiry(bundle, pricing, context.config.publicUrl);
      return {
        id: view.id,
        submission_number: view.submission_number,
        state: view.state,
        product: view.product,
        quotation_state: view.quotation_state,
        submitted_at: view.submitted_at,
        quote_due_at: view.quote_due_at,
        customer: toCustomerRef(customer, context.market),
        variant_count: bundle.variants.length,
        quoted_count: bundle.variants.filter((variant) => variant.state === 'quoted').length,
        overdue: isOverdue(bundle.inquiry, now),
      };
    }),
    page: query.page,
    limit: query.limit,
    total: totals[0]?.total ?? 0,
  };
}

async function lockInquiry(tx: Transaction, inquiryId: string): Promise<InquiryRow> {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

async function bundleOf(db: Reader, row: InquiryRow): Promise<InquiryBundle> {
  const [bundle] = await loadBundles(db, [row]);
  if (!bundle) throw new Error('no bundle for a loaded inquiry');
  return bundle;
}

async function detail(
  context: AdminContext,
  db: Reader,
  row: InquiryRow,
  pricing?: Pricing,
): Promise<AdminInquiryDetail> {
  return toAdminDetail(db, await bundleOf(db, row), {
    pricing: pricing ?? (await loadPricing(context)),
    publicUrl: context.config.publicUrl,
    market: context.market,
    now: context.now(),
  });
}

export async function getAdminInquiry(
  context: AdminContext,
  inquiryId: string,
): Promise<AdminInquiryDetail> {
  if (!isUuid(inquiryId)) throw new AppError('not_found');
  const [row] = await context.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!row) throw new AppError('not_found');
  return detail(context, context.db, row);
}

/**
 * After staff changed one variant (a quote, a rejection): the submission follows its variants
 * (decision 287: accepted once nothing is being priced) and the move is audited with the
 * submission before and after. Returns the settled submission.
 */
async function settleStaffMove(
  tx: Transaction,
  context: AdminContext,
  pricing: Pricing,
  move: {
    readonly staffId: string;
    readonly action: 'inquiry.quote' | 'inquiry.reject_variant';
    readonly before: InquiryRow;
    readonly beforeBundle: InquiryBundle;
    readonly changed: InquiryVariantRow;
    readonly now: Date;
  },
): Promise<InquiryRow> {
  const { before, beforeBundle, now } = move;
  const after = await settleSubmission(
    tx,
    before,
    staffReviewedState(before.state),
    withChanged(beforeBundle.variants, move.changed),
    now,
  );
  await writeAudit(tx, {
    actorType: 'staff',
    actorId: move.staffId,
    action: move.action,
    subject: { entity: 'inquiry', id: before.id },
    before: toInquiry(beforeBundle, pricing, context.config.publicUrl),
    after: toInquiry(await bundleOf(tx, after), pricing, context.config.publicUrl),
    at: now,
  });
  return after;
}

async function customerOf(tx: Reader, customerId: string) {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new Error(`inquiry customer ${customerId} is gone`);
  return customer;
}

function customerLanguage(language: string, context: AdminContext): LanguageCode {
  return isLanguageCode(language) ? language : languageCode(context.market.defaultLocale);
}

function inquiriesLink(language: LanguageCode, context: AdminContext): string {
  const locale = localeForLanguageCode(language, context.market) ?? context.market.defaultLocale;
  return `/${locale}/inquiries`;
}

/** Notifying follows the committed change; a failure there must not undo or fail the change. */
async function notifyAfterCommit(
  context: AdminContext,
  customerId: string,
  message: NotificationMessage,
  log: WarnLogger | undefined,
): Promise<void> {
  try {
    await notifyCustomer(context, customerId, message, log ? { log } : {});
  } catch (error) {
    log?.warn({ err: error, customerId }, 'inquiry notification failed');
  }
}

/**
 * Prices one variant: the parts in the market currency, the service fee exactly the customer's
 * level share of the goods (LEVEL_BENEFITS.serviceFeeBps), China domestic shipping and duty apart
 * from customs and paperwork (decision 297), the all-in unit price their sum (allInUnitPrice). A partial quote is normal: the product's state follows from its variants.
 * The first quote takes the submission under review; once no variant is being priced it is
 * accepted (settleSubmission). Re-quoting (a correction) is allowed until the submission is
 * rejected or canceled; a rejected or declined variant takes no quote (the domain's variant
 * moves): the buyer resubmits the one or asks anew for the other.
 */
export async function quoteVariant(
  context: AdminContext,
  staffId: string,
  params: { inquiryId: string; variantId: string },
  body: QuoteBody,
  log?: WarnLogger,
): Promise<AdminInquiryDetail> {
  if (!isUuid(params.inquiryId) || !isUuid(params.variantId)) throw new AppError('not_found');
  if (body.goods.currency !== context.market.currency) {
    // The contract makes every part share the goods' currency; this makes it the market's.
    throw new AppError('validation_failed', undefined, { 'goods.currency': 'field.invalid' });
  }
  const now = context.now();
  const pricing = await loadPricing(context);
  const { row, customer } = await context.db.transaction(async (tx) => {
    const before = await lockInquiry(tx, params.inquiryId);
    if (!canStaffQuote(before.state)) throw new AppError('transition_not_allowed');
    const beforeBundle = await bundleOf(tx, before);
    const variant = beforeBundle.variants.find((v) => v.variantId === params.variantId);
    if (!variant) throw new AppError('not_found');
    // A rejected variant waits for the buyer to resubmit it; a declined one is closed.
    const move = canMoveVariant(variantStep(variant), 'quoted', 'staff');
    if (!move.ok) throw new AppError(move.code);
    const customer = await customerOf(tx, before.customerId);
    const level = levelForTotal(
      money(customer.totalOrder, context.market.currency),
      context.market,
    );
    const fee = applyBasisPoints(body.goods, LEVEL_BENEFITS[level].serviceFeeBps);
    if (body.service_fee.amount !== fee.amount) {
      throw new AppError('validation_failed', undefined, { 'service_fee.amount': 'field.invalid' });
    }
    // A client older than decision 297 sends no China domestic shipping: it quotes none.
    const domesticShipping = body.domestic_shipping ?? money(0, body.goods.currency);
    const unitPrice = allInUnitPrice({
      goods: body.goods,
      serviceFee: body.service_fee,
      domesticShipping,
      freight: body.freight,
      taxAndCustoms: body.tax_and_customs,
      paperwork: body.paperwork,
    });
    const changed = writtenRow(
      await tx
        .update(inquiryVariants)
        .set({
          state: 'quoted',
          currency: unitPrice.currency,
          goods: body.goods.amount,
          serviceFee: body.service_fee.amount,
          domesticShipping: domesticShipping.amount,
          freight: body.freight.amount,
          taxAndCustoms: body.tax_and_customs.amount,
          paperwork: body.paperwork.amount,
          unitPrice: unitPrice.amount,
          shippingType: body.shipping_type,
          quotedAt: now,
          quotedBy: staffId,
        })
        .where(eq(inquiryVariants.id, variant.id))
        .returning(),
    );
    // Once nothing is being priced the submission is accepted (a rejected variant waits for the
    // buyer, a declined one is closed), and its variants may be asked about again.
    const after = await settleStaffMove(tx, context, pricing, {
      staffId,
      action: 'inquiry.quote',
      before,
      beforeBundle,
      changed,
      now,
    });
    return { row: after, customer };
  });
  const language = customerLanguage(customer.language, context);
  const product = (await bundleOf(context.db, row)).product.title;
  await notifyAfterCommit(
    context,
    customer.id,
    {
      ...QUOTED_TEXT[language]({ number: row.submissionNumber, product }),
      link: inquiriesLink(language, context),
    },
    log,
  );
  return detail(context, context.db, row, pricing);
}

/**
 * Rejects a submission with the reason the customer reads (the domain requires a non-blank one).
 * A submitted submission passes through under review first, as the domain's moves go; every
 * variant is rejected and no longer open, so the customer may resubmit.
 */
export async function rejectInquiry(
  context: AdminContext,
  staffId: string,
  inquiryId: string,
  reason: string,
  log?: WarnLogger,
): Promise<AdminInquiryDetail> {
  if (!isUuid(inquiryId)) throw new AppError('not_found');
  const now = context.now();
  const pricing = await loadPricing(context);
  const { row, customer } = await context.db.transaction(async (tx) => {
    const before = await lockInquiry(tx, inquiryId);
    const move = canMoveSubmission(staffReviewedState(before.state), 'rejected', 'staff', {
      reason,
    });
    if (!move.ok) {
      throw new AppError(
        move.code,
        undefined,
        move.code === 'validation_failed' ? { reason: 'field.required' } : undefined,
      );
    }
    const beforeBundle = await bundleOf(tx, before);
    await tx
      .update(inquiryVariants)
      .set({ state: 'rejected', open: false, rejectionReason: reason.trim() })
      .where(eq(inquiryVariants.inquiryId, before.id));
    const after = writtenRow(
      await tx
        .update(inquiries)
        .set({ state: 'rejected', rejectionReason: reason.trim(), updatedAt: now })
        .where(eq(inquiries.id, before.id))
        .returning(),
    );
    await writeAudit(tx, {
      actorType: 'staff',
      actorId: staffId,
      action: 'inquiry.reject',
      subject: { entity: 'inquiry', id: before.id },
      before: toInquiry(beforeBundle, pricing, context.config.publicUrl),
      after: toInquiry(await bundleOf(tx, after), pricing, context.config.publicUrl),
      at: now,
    });
    return { row: after, customer: await customerOf(tx, before.customerId) };
  });
  const language = customerLanguage(customer.language, context);
  const product = (await bundleOf(context.db, row)).product.title;
  await notifyAfterCommit(
    context,
    customer.id,
    {
      ...REJECTED_TEXT[language]({
        number: row.submissionNumber,
        product,
        reason: row.rejectionReason ?? '',
      }),
      link: inquiriesLink(language, context),
    },
    log,
  );
  return detail(context, context.db, row, pricing);
}

/**
 * Rejects one variant with the reason the buyer reads (the domain's in_progress -> rejected
 * move: trimmed, non-blank, at most 500 characters); the other variants carry on. The variant
 * is no longer open, and the submission follows its variants (settleSubmission): still under
 * review while others are priced, accepted when the rest is quoted, rejected when nothing else
 * is left. The same rejection sent again (same reason) answers the submission as it is, without
 * a second audit line or notification; another reason for a rejected variant is
 * transition_not_allowed. Audited as `inquiry.reject_variant`; the buyer is notified after the
 * commit.
 */
export async function rejectInquiryVariant(
  context: AdminContext,
  staffId: string,
  params: { inquiryId: string; variantId: string },
  reason: string,
  log?: WarnLogger,
): Promise<AdminInquiryDetail> {
  if (!isUuid(params.inquiryId) || !isUuid(params.variantId)) throw new AppError('not_found');
  const now = context.now();
  const text = reason.trim();
  const pricing = await loadPricing(context);
  const outcome = await context.db.transaction(async (tx) => {
    const before = await lockInquiry(tx, params.inquiryId);
    const beforeBundle = await bundleOf(tx, before);
    const variant = beforeBundle.variants.find((v) => v.variantId === params.variantId);
    if (!variant) throw new AppError('not_found');
    const step = variantStep(variant);
    if (step === 'rejected' && variant.rejectionReason === text) {
      return { row: before, changed: null, customer: null };
    }
    // A canceled or rejected submission takes no staff decision on a variant.
    if (!canStaffQuote(before.state)) throw new AppError('transition_not_allowed');
    const move = canMoveVariant(step, 'rejected', 'staff', { reason });
    if (!move.ok) {
      throw new AppError(move.code, undefined, move.field ? { reason: move.field } : undefined);
    }
    const changed = writtenRow(
      await tx
        .update(inquiryVariants)
        .set({ state: 'rejected', open: false, rejectionReason: text })
        .where(eq(inquiryVariants.id, variant.id))
        .returning(),
    );
    const after = await settleStaffMove(tx, context, pricing, {
      staffId,
      action: 'inquiry.reject_variant',
      before,
      beforeBundle,
      changed,
      now,
    });
    return { row: after, changed, customer: await customerOf(tx, before.customerId) };
  });
  const { row, changed, customer } = outcome;
  if (changed && customer) {
    const language = customerLanguage(customer.language, context);
    const product = (await bundleOf(context.db, row)).product.title;
    await notifyAfterCommit(
      context,
      customer.id,
      {
        ...VARIANT_REJECTED_TEXT[language]({
          number: row.submissionNumber,
          product,
          variant: changed.name,
          reason: text,
        }),
        link: inquiriesLink(language, context),
      },
      log,
    );
  }
  return detail(context, context.db, row, pricing);
}
