import type { EstimateFormValues } from './components/estimate-form';
import { browserSessionStorage } from './product-list-memory';
import type { Quantities } from './variant-choice';

/**
 * A price request the gateway sent to phone verification first (`phone_not_verified`): the
 * quantities, the ODM choice and the note the customer typed, kept for the tab (sessionStorage)
 * while the verification step is open, and given back once when the product page shows again
 * (issue 14: verification keeps the form).
 */
export interface EstimateDraft {
  readonly quantities: Quantities;
  readonly values: EstimateFormValues;
}

/** The part of Storage the draft uses (sessionStorage, or a fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const draftKey = (productId: string) => `estimate_draft:${productId}`;

/** Keeps the draft of one product's request; a full or blocked storage only loses it. */
export function keepEstimateDraft(
  productId: string,
  draft: EstimateDraft,
  storage: DraftStorage | undefined = browserSessionStorage(),
): void {
  try {
    storage?.setItem(draftKey(productId), JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage blocked: the customer types the request again, nothing breaks.
  }
}

function readQuantities(value: unknown): Quantities | null {
  if (typeof value !== 'object' || value === null) return null;
  const quantities: Record<string, number> = {};
  for (const [variantId, quantity] of Object.entries(value)) {
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) return null;
    quantities[variantId] = quantity;
  }
  return quantities;
}

/**
 * The kept draft of a product, removed as it is read (it is given back once: a later visit
 * starts empty); null when there is none or it cannot be read.
 */
export function takeEstimateDraft(
  productId: string,
  storage: DraftStorage | undefined = browserSessionStorage(),
): EstimateDraft | null {
  try {
    const raw = storage?.getItem(draftKey(productId));
    if (!raw) return null;
    storage?.removeItem(draftKey(productId));
    const parsed = JSON.parse(raw) as { quantities?: unknown; values?: Record<string, unknown> };
    const quantities = readQuantities(parsed.quantities);
    const { odm, notes } = parsed.values ?? {};
    if (!quantities || typeof odm !== 'boolean' || typeof notes !== 'string') return null;
    return { quantities, values: { odm, notes } };
  } catch {
    // Another version's or a hand-edited value: the form starts empty, never a crash.
    return null;
  }
}
