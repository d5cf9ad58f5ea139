import type { SubmissionState } from '@storefront/domain';
import { submissionStateFromVariants, variantStep } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { inquiries, inquiryVariants } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { writtenRow } from '../../db/transaction';
import type { InquiryRow, InquiryVariantRow } from './inquiry-view';
import { isOpenState } from './inquiry-view';

/**
 * After one variant moved (quoted, rejected, resubmitted, declined), the submission follows its
 * variants (the domain's submissionStateFromVariants). Once the team owes nothing more, no
 * variant of it stays open, so each may be asked about again. `variants` are the submission's
 * variants as they are after the move; `from` the state the move is judged from (staff's first
 * action passes through under review). Runs inside the move's transaction, under the
 * submission's row lock.
 */
export async function settleSubmission(
  tx: Transaction,
  before: InquiryRow,
  from: SubmissionState,
  variants: readonly InquiryVariantRow[],
  now: Date,
  extra: Partial<Pick<InquiryRow, 'rejectionReason' | 'submittedAt' | 'quoteDueAt'>> = {},
): Promise<InquiryRow> {
  const state = submissionStateFromVariants(from, variants.map(variantStep));
  if (!isOpenState(state)) {
    await tx
      .update(inquiryVariants)
      .set({ open: false })
      .where(eq(inquiryVariants.inquiryId, before.id));
  }
  return writtenRow(
    await tx
      .update(inquiries)
      .set({ state, updatedAt: now, ...extra })
      .where(eq(inquiries.id, before.id))
      .returning(),
  );
}

/** The variant rows of a submission with one of them replaced by its changed version. */
export function withChanged(
  variants: readonly InquiryVariantRow[],
  changed: InquiryVariantRow,
): InquiryVariantRow[] {
  return variants.map((row) => (row.id === changed.id ? changed : row));
}
