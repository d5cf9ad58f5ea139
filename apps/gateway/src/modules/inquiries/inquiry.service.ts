import type { CONTRACT_BY_ID, EndpointParsedRequest, EndpointResponse } from '@storefront/contract';
import type { SubmissionState } from '@storefront/domain';
import {
  canMoveSubmission,
  isRemovedBySupplier,
  quoteDueAt,
  validateQuantity,
} from '@storefront/domain';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, inArray, ne, or } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { matchesTerms } from '../../adapters/catalog/search-text';
import type { CheckedSize } from '../catalog';
import { checkVariantSizes, selectProductById, selectVariants } from '../catalog';
import { searchTerms } from '../../adapters/catalog/search-text';
import {
  catalogProducts,
  customers,
  inquiries,
  inquiryVariants,
  inquiryVariantSizes,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/transaction';
import { isUniqueViolation, writtenRow } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import { lockCustomer } from '../../db/customer-lock';
import { customerSubmissions } from '../../db/customer-submissions';
import { loadPricing } from '../catalog';
import type { Inquiry, InquiryRow } from './inquiry-view';
import type { Reader } from '../../db/transaction';
import { loadBundles, toInquiry } from './inquiry-view';
import { refuseDuplicateSubmission } from './duplicate-submission';

type InquiryContext = Pick<AppContext, 'db' | 'market' | 'now' | 'config' | 'currentRate'>;
type CreateBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.createInquiry>['body'];
type ListQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.listInquiries>['query'];
type PageQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.listCanceledInquiries>['query'];
type InquiryPage = EndpointResponse<typeof CONTRACT_BY_ID.listInquiries>;

const SUBMISSION_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The "proposed number": market prefix, Q, the UTC day and six characters without look-alikes
 * (0/O, 1/I), e.g. IDLQ-260302-7KX2MP: 32^6 a day. The unique index refuses the rare collision
 * (the request fails) rather than letting two submissions share a number.
 */
export function newSubmissionNumber(prefix: string, now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  const tail = Array.from(
    { length: 6 },
    () => SUBMISSION_NUMBER_ALPHABET[randomInt(SUBMISSION_NUMBER_ALPHABET.length)],
  ).join('');
  return `${prefix}Q-${day}-${tail}`;
}

/** The caller's own submission, or not_found (another customer's id looks exactly like none). */
export async function ownInquiry(
  db: Reader,
  customerId: string,
  inquiryId: string,
  options: { lock?: boolean } = {},
): Promise<InquiryRow> {
  if (!isUuid(inquiryId)) throw new AppError('not_found');
  const query = db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, inquiryId), eq(inquiries.customerId, customerId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return row;
}

async function answer(context: InquiryContext, db: Reader, row: InquiryRow): Promise<Inquiry> {
  const [bundle] = await loadBundles(db, [row]);
  if (!bundle) throw new Error('no bundle for a loaded inquiry');
  return toInquiry(bundle, await loadPricing(context), context.config.publicUrl);
}

interface CheckedLine {
  readonly variantId: string;
  readonly name: string;
  readonly quantity: number;
  /** The sizes asked for; empty for a variant without sizes. */
  readonly sizes: readonly CheckedSize[];
}

/**
 * The product and each chosen variant against the catalogue: the product must exist and still be
 * listed, each variant must be a current variant of it, each quantity must pass the domain's
 * quantity rules. The first failure names its field (`variants.<i>.quantity`), which is how the
 * product page marks the row.
 */
async function checkLines(db: Reader, body: CreateBody): Promise<CheckedLine[]> {
  const product = isUuid(body.product_id) ? await selectProductById(db, body.product_id) : null;
  if (!product)
    throw new AppError('product_unavailable', undefined, { product_id: 'field.invalid' });
  if (isRemovedBySupplier({ removedBySupplierAt: product.removedAt })) {
    throw new AppError('product_removed_by_supplier', undefined, { product_id: 'field.invalid' });
  }
  const current = new Map((await selectVariants(db, product.id)).map((v) => [v.id, v]));
  return body.variants.map((line, index) => {
    const variant = current.get(line.variant_id);
    if (!variant) {
      throw new AppError('product_unavailable', undefined, {
        [`variants.${index}.variant_id`]: 'field.invalid',
      });
    }
    const rules = {
      minQuantity: variant.minQuantity,
      multiple: variant.multiple,
      stock: variant.stock,
    };
    const sizes = checkVariantSizes(rules, variant.subVariants, line, `variants.${index}`);
    if (sizes === null) {
      const check = validateQuantity({ ...rules, quantity: line.quantity });
      if (!check.ok) {
        throw AppError.of(check, { [`variants.${index}.quantity`]: 'field.invalid' });
      }
    }
    return {
      variantId: variant.id,
      name: variant.name,
      quantity: line.quantity,
      sizes: sizes ?? [],
    };
  });
}

/**
 * A variant the customer already has an open estimate for is frozen (SPEC §4): the team prices
 * exactly what was asked, so a second request cannot change it until the first one is canceled
 * or rejected. Checked under the customer's lock; the partial unique index is the last guard.
 */
async function refuseFrozen(
  tx: Transaction,
  customerId: string,
  lines: readonly CheckedLine[],
): Promise<void> {
  const open = await tx
    .select({ variantId: inquiryVariants.variantId })
    .from(inquiryVariants)
    .where(
      and(
        eq(inquiryVariants.customerId, customerId),
        eq(inquiryVariants.open, true),
        inArray(
          inquiryVariants.variantId,
          lines.map((line) => line.variantId),
        ),
      ),
    );
  const frozen = new Set(open.map((row) => row.variantId));
  const index = lines.findIndex((line) => frozen.has(line.variantId));
  if (index >= 0) throwFrozen(index);
}

function throwFrozen(index: number): never {
  throw new AppError('variant_frozen', undefined, {
    [`variants.${index}.variant_id`]: 'field.invalid',
  });
}

function frozenIndexOf(error: unknown, lines: readonly CheckedLine[]): number | null {
  if (!isUniqueViolation(error, 'inquiry_variants_open_variant')) return null;
  // The driver does not say which row collided; the first line is the honest guess for a race.
  return lines.length > 0 ? 0 : null;
}

/**
 * Submits variants of a catalogue product for an all-in price, due 2x24 h later (the domain's
 * quoteDueAt). Needs a verified phone (SPEC §6). With `resubmit_of`, the customer's rejected
 * submission of the same product goes back to `submitted` with the new variants, a fresh SLA
 * and no rejection reason (the domain's rejected -> submitted move); its number stays and it
 * does not count again against the level's monthly limit, which a new submission must be within.
 */
export async function createInquiry(
  context: InquiryContext,
  customerId: string,
  body: CreateBody,
): Promise<Inquiry> {
  const now = context.now();
  const [customer] = await context.db
    .select({ phoneVerifiedAt: customers.phoneVerifiedAt })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new AppError('unauthorized');
  if (customer.phoneVerifiedAt === null) throw new AppError('phone_not_verified');
  const lines = await checkLines(context.db, body);

  try {
    const row = await context.db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      // Under the lock: of two requests for one variant sent at once, the second sees the first.
      await refuseDuplicateSubmission(tx, customerId, lines, now, body.resubmit_of);
      if (!body.resubmit_of) await refuseOverLimit(tx, context, customerId, now);
      const inquiry = body.resubmit_of
        ? await reopenRejected(tx, customerId, body, now)
        : await insertInquiry(tx, context, customerId, body, now);
      await refuseFrozen(tx, customerId, lines);
      const inserted = await tx
        .insert(inquiryVariants)
        .values(
          lines.map((line, position) => ({
            inquiryId: inquiry.id,
            customerId,
            variantId: line.variantId,
            position,
            name: line.name,
            quantity: line.quantity,
            state: 'in_progress' as const,
            open: true,
            estimateRequestedAt: now,
          })),
        )
        .returning({ id: inquiryVariants.id, variantId: inquiryVariants.variantId });
      await insertInquiryVariantSizes(tx, inserted, lines);
      return inquiry;
    });
    return await answer(context, context.db, row);
  } catch (error) {
    const index = frozenIndexOf(error, lines);
    if (index !== null) throwFrozen(index);
    throw error;
  }
}

/** The sizes of the variants just inserted, each under its variant's row (decision 296). */
export async function insertInquiryVariantSizes(
  tx: Transaction,
  rows: readonly { id: string; variantId: string }[],
  lines: readonly { variantId: string; sizes: readonly CheckedSize[] }[],
): Promise<void> {
  const values = rows.flatMap((row) =>
    (lines.find((line) => line.variantId === row.variantId)?.sizes ?? []).map((size, position) => ({
      inquiryVariantId: row.id,
      subVariantId: size.subVariantId,
      position,
      name: size.name,
      quantity: size.quantity,
    })),
  );
  if (values.length > 0) await tx.insert(inquiryVariantSizes).values(values);
}

/** A new submission beyond the level's monthly limit (level benefits) is refused. */
async function refuseOverLimit(
  tx: Transaction,
  context: InquiryContext,
  customerId: string,
  now: Date,
): Promise<void> {
  const submissions = await customerSubmissions(tx, context.market, customerId, now);
  if (submissions.remaining === 0 && submissions.limit !== 'unlimited') {
    throw new AppError('submission_limit_reached', { limit: submissions.limit });
  }
}

async function insertInquiry(
  tx: Transaction,
  context: InquiryContext,
  customerId: string,
  body: CreateBody,
  now: Date,
): Promise<InquiryRow> {
  const values = {
    customerId,
    productId: body.product_id,
    state: 'submitted' as const,
    odm: body.odm,
    notes: body.notes,
    submittedAt: now,
    quoteDueAt: quoteDueAt(now),
    createdAt: now,
    updatedAt: now,
  };
  const submissionNumber = newSubmissionNumber(context.market.orderIdPrefix, now);
  return writtenRow(
    await tx
      .insert(inquiries)
      .values({ ...values, submissionNumber })
      .returning(),
  );
}

async function reopenRejected(
  tx: Transaction,
  customerId: string,
  body: CreateBody,
  now: Date,
): Promise<InquiryRow> {
  const previous = await ownInquiry(tx, customerId, body.resubmit_of ?? '', { lock: true });
  const move = canMoveSubmission(previous.state, 'submitted', 'customer');
  if (!move.ok) throw new AppError(move.code, undefined, { resubmit_of: 'field.invalid' });
  if (previous.productId !== body.product_id) {
    throw new AppError('validation_failed', undefined, { product_id: 'field.invalid' });
  }
  // The rejected estimate restarts: its variants (and their old quotes) give way to the new ones.
  await tx.delete(inquiryVariants).where(eq(inquiryVariants.inquiryId, previous.id));
  return writtenRow(
    await tx
      .update(inquiries)
      .set({
        state: 'submitted',
        odm: body.odm,
        notes: body.notes,
        rejectionReason: null,
        submittedAt: now,
        quoteDueAt: quoteDueAt(now),
        updatedAt: now,
      })
      .where(eq(inquiries.id, previous.id))
      .returning(),
  );
}

async function page(
  context: InquiryContext,
  where: SQL | undefined,
  query: { page: number; limit: number },
): Promise<InquiryPage> {
  const [rows, totals] = await Promise.all([
    context.db
      .select({ inquiry: inquiries })
      .from(inquiries)
      .innerJoin(catalogProducts, eq(catalogProducts.id, inquiries.productId))
      .where(where)
      .orderBy(desc(inquiries.submittedAt), desc(inquiries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    context.db
      .select({ total: count() })
      .from(inquiries)
      .innerJoin(catalogProducts, eq(catalogProducts.id, inquiries.productId))
      .where(where),
  ]);
  const bundles = await loadBundles(
    context.db,
    rows.map((row) => row.inquiry),
  );
  const pricing = bundles.length === 0 ? null : await loadPricing(context);
  return {
    items: pricing
      ? bundles.map((bundle) => toInquiry(bundle, pricing, context.config.publicUrl))
      : [],
    page: query.page,
    limit: query.limit,
    total: totals[0]?.total ?? 0,
  };
}

/** A search: the submission number as typed, or words of the product's title. */
export function inquirySearch(search: string | undefined): SQL | undefined {
  const text = search?.trim() ?? '';
  if (text === '') return undefined;
  return or(eq(inquiries.submissionNumber, text.toUpperCase()), matchesTerms(searchTerms(text)));
}

/**
 * The caller's submissions, newest first. Without `state` the canceled ones are left out: they
 * have their own list (listCanceledInquiries).
 */
export function listInquiries(
  context: InquiryContext,
  customerId: string,
  query: ListQuery,
): Promise<InquiryPage> {
  const state: SQL = query.state
    ? eq(inquiries.state, query.state)
    : ne(inquiries.state, 'canceled' satisfies SubmissionState);
  return page(
    context,
    and(eq(inquiries.customerId, customerId), state, inquirySearch(query.search)),
    query,
  );
}

export function listCanceledInquiries(
  context: InquiryContext,
  customerId: string,
  query: PageQuery,
): Promise<InquiryPage> {
  return page(
    context,
    and(eq(inquiries.customerId, customerId), eq(inquiries.state, 'canceled')),
    query,
  );
}

/**
 * Cancels a submission that is still submitted or under review (the domain's move); its
 * variants are no longer open, so they can be asked about again. Anything else is
 * transition_not_allowed; another customer's id is not_found.
 */
export async function cancelInquiry(
  context: InquiryContext,
  customerId: string,
  inquiryId: string,
): Promise<null> {
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const row = await ownInquiry(tx, customerId, inquiryId, { lock: true });
    const move = canMoveSubmission(row.state, 'canceled', 'customer');
    if (!move.ok) throw new AppError(move.code);
    await tx
      .update(inquiries)
      .set({ state: 'canceled', updatedAt: now })
      .where(eq(inquiries.id, row.id));
    await tx
      .update(inquiryVariants)
      .set({ open: false })
      .where(eq(inquiryVariants.inquiryId, row.id));
  });
  return null;
}
