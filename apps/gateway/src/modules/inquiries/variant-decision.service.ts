import {
  acceptsVariantMoves,
  canMoveVariant,
  isRemovedBySupplier,
  quoteDueAt,
  validateQuantity,
  variantStep,
} from '@storefront/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { inquiryVariants, inquiryVariantSizes } from '../../db/schema';
import { isUuid } from '../../db/row-id';
import type { Reader, Transaction } from '../../db/transaction';
import { isUniqueViolation, writtenRow } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { writeAudit } from '../admin';
import type { Pricing } from '../catalog';
import type { CheckedSize, SizedLineRequest } from '../catalog';
import { checkVariantSizes, loadPricing, selectProductById, selectVariants } from '../catalog';
import type { Inquiry, InquiryBundle, InquiryRow } from './inquiry-view';
import { loadBundles, toInquiry } from './inquiry-view';
import { insertInquiryVariantSizes, ownInquiry } from './inquiry.service';
import { settleSubmission, withChanged } from './variant-moves';

type DecisionContext = Pick<AppContext, 'db' | 'market' | 'now' | 'config' | 'currentRate'>;
interface VariantParams {
  readonly inquiryId: string;
  readonly variantId: string;
}

async function bundleOf(db: Reader, row: InquiryRow): Promise<InquiryBundle> {
  const [bundle] = await loadBundles(db, [row]);
  if (!bundle) throw new Error('no bundle for a loaded inquiry');
  return bundle;
}

/** The caller's submission under its row lock and the variant asked about, or not_found. */
async function lockedVariant(tx: Transaction, customerId: string, params: VariantParams) {
  if (!isUuid(params.variantId)) throw new AppError('not_found');
  const before = await ownInquiry(tx, customerId, params.inquiryId, { lock: true });
  const bundle = await bundleOf(tx, before);
  const variant = bundle.variants.find((v) => v.variantId === params.variantId);
  if (!variant) throw new AppError('not_found');
  if (!acceptsVariantMoves(before.state)) throw new AppError('transition_not_allowed');
  return { before, bundle, variant, step: variantStep(variant) };
}

/**
 * The quantity asked again, against the catalogue as it is now: the product still listed, the
 * variant still sold, the quantity within its minimum, multiple and stock (the same rules a
 * submission passes).
 */
async function checkQuantity(
  db: Reader,
  productId: string,
  variantId: string,
  line: SizedLineRequest,
): Promise<CheckedSize[] | null> {
  const product = await selectProductById(db, productId);
  if (!product || isRemovedBySupplier({ removedBySupplierAt: product.removedAt })) {
    throw new AppError('product_removed_by_supplier');
  }
  const variant = (await selectVariants(db, productId)).find((v) => v.id === variantId);
  if (!variant) throw new AppError('product_unavailable');
  const rules = {
    minQuantity: variant.minQuantity,
    multiple: variant.multiple,
    stock: variant.stock,
  };
  // A variant in sizes is asked again size by size (decision 296); the fields are the body's own.
  const sizes = checkVariantSizes(rules, variant.subVariants, line, '');
  if (sizes === null) {
    const check = validateQuantity({ ...rules, quantity: line.quantity });
    if (!check.ok) throw AppError.of(check, { quantity: 'field.invalid' });
  }
  return sizes;
}

/**
 * The buyer sends a rejected variant back to the team (the domain's rejected -> in_progress
 * move), with the quantity asked (or the one asked before). The variant is open again, so it
 * stays frozen against a second request (variant_frozen when the buyer meanwhile asked about it
 * elsewhere); its reason is gone and the submission's 2x24 h promise starts again, since the
 * team owes a new price. A resubmission sent twice answers the submission as it is.
 */
export async function resubmitInquiryVariant(
  context: DecisionContext,
  customerId: string,
  params: VariantParams,
  body: {
    quantity?: number | undefined;
    sub_variants?: readonly { sub_variant_id: string; quantity: number }[] | undefined;
  },
): Promise<Inquiry> {
  const now = context.now();
  const pricing = await loadPricing(context);
  try {
    const row = await context.db.transaction(async (tx) => {
      const { before, bundle, variant, step } = await lockedVariant(tx, customerId, params);
      const quantity = body.quantity ?? variant.quantity;
      // Without a new quantity the sizes asked before are asked again.
      const sizesAsked =
        body.sub_variants ??
        (body.quantity === undefined && (bundle.sizes.get(variant.id)?.length ?? 0) > 0
          ? (bundle.sizes.get(variant.id) ?? []).map((size) => ({
              sub_variant_id: size.subVariantId,
              quantity: size.quantity,
            }))
          : undefined);
      if (step === 'in_progress' && quantity === variant.quantity && !body.sub_variants) {
        return before;
      }
      const move = canMoveVariant(step, 'in_progress', 'customer');
      if (!move.ok) throw new AppError(move.code);
      const sizes = await checkQuantity(tx, before.productId, variant.variantId, {
        quantity,
        sub_variants: sizesAsked,
      });
      if (sizes !== null) {
        await tx
          .delete(inquiryVariantSizes)
          .where(eq(inquiryVariantSizes.inquiryVariantId, variant.id));
        await insertInquiryVariantSizes(tx, [variant], [{ variantId: variant.variantId, sizes }]);
      }
      const changed = writtenRow(
        await tx
          .update(inquiryVariants)
          .set({
            state: 'in_progress',
            open: true,
            quantity,
            rejectionReason: null,
            estimateRequestedAt: now,
          })
          .where(eq(inquiryVariants.id, variant.id))
          .returning(),
      );
      const after = await settleSubmission(
        tx,
        before,
        before.state,
        withChanged(bundle.variants, changed),
        now,
        { rejectionReason: null, submittedAt: now, quoteDueAt: quoteDueAt(now) },
      );
      await audit(tx, context, pricing, customerId, 'inquiry.resubmit_variant', bundle, after, now);
      return after;
    });
    return toInquiry(await bundleOf(context.db, row), pricing, context.config.publicUrl);
  } catch (error) {
    if (isUniqueViolation(error, 'inquiry_variants_open_variant')) {
      throw new AppError('variant_frozen');
    }
    throw error;
  }
}

/**
 * The buyer turns a quoted price down (the domain's quoted -> declined move). Final (decision
 * 287): the variant is stored as not quoted with the instant of the decline, so the cart never
 * takes it (a line already in the cart stops holding and leaves at the next refresh) and the
 * catalogue offers a new price request. The variant is released; the submission follows its
 * variants (every variant declined cancels it). A decline sent twice answers the submission as
 * it is. Under the submission's row lock, so a staff quote at the same instant goes first or
 * after, never half.
 */
export async function declineInquiryVariant(
  context: DecisionContext,
  customerId: string,
  params: VariantParams,
): Promise<Inquiry> {
  const now = context.now();
  const pricing = await loadPricing(context);
  const row = await context.db.transaction(async (tx) => {
    const { before, bundle, variant, step } = await lockedVariant(tx, customerId, params);
    if (step === 'declined') return before;
    const move = canMoveVariant(step, 'declined', 'customer');
    if (!move.ok) throw new AppError(move.code);
    // A price the buyer has already ordered at was taken, not turned down.
    if (bundle.orderedAt.has(variant.id)) throw new AppError('transition_not_allowed');
    const changed = writtenRow(
      await tx
        .update(inquiryVariants)
        .set({ state: 'not_quoted', open: false, declinedAt: now })
        .where(eq(inquiryVariants.id, variant.id))
        .returning(),
    );
    const after = await settleSubmission(
      tx,
      before,
      before.state,
      withChanged(bundle.variants, changed),
      now,
    );
    await audit(tx, context, pricing, customerId, 'inquiry.decline_variant', bundle, after, now);
    return after;
  });
  return toInquiry(await bundleOf(context.db, row), pricing, context.config.publicUrl);
}

/** The buyer's own decisions go to the audit log too: staff read who turned what down, when. */
async function audit(
  tx: Transaction,
  context: DecisionContext,
  pricing: Pricing,
  customerId: string,
  action: string,
  before: InquiryBundle,
  after: InquiryRow,
  now: Date,
): Promise<void> {
  await writeAudit(tx, {
    actorType: 'customer',
    actorId: customerId,
    action,
    subject: { entity: 'inquiry', id: after.id },
    before: toInquiry(before, pricing, context.config.publicUrl),
    after: toInquiry(await bundleOf(tx, after), pricing, context.config.publicUrl),
    at: now,
  });
}
