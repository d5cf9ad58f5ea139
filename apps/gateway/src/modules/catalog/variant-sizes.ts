import type { QuantityRules } from '@storefront/domain';
import { validateSizedQuantity } from '@storefront/domain';
import { AppError } from '../../http/app-error';
import type { SubVariantRow } from './catalog.repo';

/** A line as a request gives it: the total and, for a variant in sizes, the sizes. */
export interface SizedLineRequest {
  readonly quantity: number;
  readonly sub_variants?: readonly { sub_variant_id: string; quantity: number }[] | undefined;
}

/** A size of a line that passed the checks, with the catalogue's name and place. */
export interface CheckedSize {
  readonly subVariantId: string;
  readonly name: string;
  readonly position: number;
  readonly quantity: number;
}

/** A field's path under `prefix` (empty: the body's own field). */
function field(prefix: string, name: string): string {
  return prefix === '' ? name : `${prefix}.${name}`;
}

/**
 * A line of a variant against its current sizes (decision 296), `sizes` being the variant's
 * current sub-variants. Null for a variant without sizes (its quantity is the caller's to check,
 * as before); otherwise the sizes in the catalogue's order. Every failure names its field under
 * `prefix` (e.g. `variants.0`; empty for the body's own fields): sizes missing for a variant sold in sizes, or given for one
 * without (`validation_failed`); a size that is not a current size of the variant
 * (`product_unavailable`); the domain's validateSizedQuantity on the size's or the total's
 * quantity, its text's values filled in.
 */
export function checkVariantSizes(
  rules: QuantityRules,
  sizes: readonly SubVariantRow[],
  line: SizedLineRequest,
  prefix: string,
): CheckedSize[] | null {
  if (sizes.length === 0) {
    if (line.sub_variants === undefined) return null;
    throw new AppError('validation_failed', undefined, {
      [field(prefix, 'sub_variants')]: 'field.invalid',
    });
  }
  if (line.sub_variants === undefined) {
    throw new AppError('validation_failed', undefined, {
      [field(prefix, 'sub_variants')]: 'field.required',
    });
  }
  const chosen = line.sub_variants.map((size, index) => {
    const current = sizes.find((candidate) => candidate.id === size.sub_variant_id);
    if (!current) {
      throw new AppError('product_unavailable', undefined, {
        [field(prefix, `sub_variants.${index}.sub_variant_id`)]: 'field.invalid',
      });
    }
    return { current, quantity: size.quantity };
  });
  const check = validateSizedQuantity(
    rules,
    chosen.map(({ current, quantity }) => ({ quantity, stock: current.stock })),
  );
  if (!check.ok) {
    const at =
      check.size === null
        ? field(prefix, 'quantity')
        : field(prefix, `sub_variants.${check.size}.quantity`);
    throw AppError.of(check, { [at]: 'field.invalid' });
  }
  return chosen
    .map(({ current, quantity }) => ({
      subVariantId: current.id,
      name: current.name,
      position: current.position,
      quantity,
    }))
    .sort((a, b) => a.position - b.position);
}
