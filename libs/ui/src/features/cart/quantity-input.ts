import type { ErrorCode, FieldErrorId, QuantityRules } from '@storefront/domain';
import { validateQuantity } from '@storefront/domain';

/** A typed quantity: whole digits only; anything else (empty, "1.5", "-3", "abc") is NaN. */
export function parseQuantity(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type QuantityProblem =
  | { readonly kind: 'field'; readonly id: FieldErrorId }
  | { readonly kind: 'rule'; readonly code: ErrorCode };

/**
 * What is wrong with a typed quantity, or null when the cart can take it. An empty box asks for
 * a value rather than reporting a rule; text that is not a whole number reads as not a number.
 * Everything else is the domain's quantity rule (minimum, multiple, stock).
 */
export function quantityProblem(text: string, rules: QuantityRules): QuantityProblem | null {
  if (text.trim() === '') return { kind: 'field', id: 'field.required' };
  const quantity = parseQuantity(text);
  if (Number.isNaN(quantity)) return { kind: 'field', id: 'field.number' };
  const check = validateQuantity({ ...rules, quantity });
  return check.ok ? null : { kind: 'rule', code: check.code };
}
