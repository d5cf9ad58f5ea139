import { errorDataSchema } from '@storefront/contract';
import type { ErrorData } from '@storefront/contract';

/** What a failed answer's `data` holds, as far as it is the gateway's `{ code, fields }`. */
export type ErrorDataReader = (data: unknown) => Partial<ErrorData>;

/**
 * The contract's check of a failure's `data`. Its own module, loaded by the base query with the
 * first failed answer (docs/decisions/117): the schema is zod, which the first render does not
 * carry. Data that fails the check gives neither code nor fields.
 */
export const readErrorData: ErrorDataReader = (data) => {
  const parsed = errorDataSchema.safeParse(data);
  return parsed.success ? parsed.data : {};
};
