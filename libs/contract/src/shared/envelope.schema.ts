import { ERROR_CODES, FIELD_ERROR_IDS } from '@storefront/domain';
import { z } from 'zod';

/**
 * Every response body, success or failure: `{ status, message, data }` (SPEC §7). `status`
 * echoes the HTTP status so a client that only sees the body (the spec's clients read the body
 * when the HTTP status is above 300) still knows the outcome; `message` is already in the
 * request's language.
 */
export function envelopeSchema<const Data extends z.ZodType>(data: Data) {
  return z.object({
    status: z.number().int().min(100).max(599),
    message: z.string(),
    data,
  });
}

/** Field path ('address.kode_pos', 'variants.0.quantity') → the field-error id to show under it. */
export const fieldErrorsSchema = z.record(z.string(), z.enum(FIELD_ERROR_IDS));

/**
 * What a failure carries: the code clients switch on, per-field ids when a form was wrong, and
 * for a refusal that lasts (a lock, a send limit) the seconds until the same call can succeed
 * (also the Retry-After header), so a screen waits exactly as long as the gateway.
 */
export const errorDataSchema = z.object({
  code: z.enum(ERROR_CODES),
  fields: fieldErrorsSchema.optional(),
  retry_after: z.number().int().positive().optional(),
});

/**
 * A failed call. `data` is null when there is nothing more to say than the message (the spec's
 * own failures), otherwise the error code and the field errors.
 */
export const errorEnvelopeSchema = z.object({
  status: z.number().int().min(400).max(599),
  message: z.string(),
  data: errorDataSchema.nullable(),
});

export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
export type ErrorData = z.infer<typeof errorDataSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export interface Envelope<Data> {
  status: number;
  message: string;
  data: Data;
}
