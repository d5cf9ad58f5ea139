import { FIELD_ERRORS } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';

// The self-hosted captcha (ALTCHA, decision 286): the gateway hands out a signed proof-of-work
// challenge, the browser's widget solves it, and the forms that need it (registration, seminar,
// forgotten password) send the solution back in their `captcha` field. Gateway: modules/captcha.

/** Longest payload a widget produces (the challenge, its signatures and the solution, base64). */
export const CAPTCHA_PAYLOAD_MAX_LENGTH = 4096;

/**
 * The widget's solution: base64 of `{ challenge, solution }`. Optional on the wire so that a form
 * sent without it gets the one clear answer every other wrong captcha gets (`captcha_invalid`),
 * not a field error; the gateway requires it.
 */
export const captchaPayloadSchema = z
  .string()
  .trim()
  .max(CAPTCHA_PAYLOAD_MAX_LENGTH, { error: FIELD_ERRORS.tooLong })
  .optional();

/** What a form that carries a captcha adds to its body. */
export const captchaBodySchema = z.object({ captcha: captchaPayloadSchema });

/**
 * ALTCHA's challenge (protocol v2), field for field: the gateway's answer goes out through this
 * schema, and a field left out here would be dropped and break the signature.
 */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    /** Seconds since the epoch (wall clock) after which the widget fetches a new challenge. */
    expiresAt: z.number().int().positive().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});

export const getCaptchaChallenge = defineEndpoint({
  id: 'getCaptchaChallenge',
  method: 'GET',
  path: '/v1/auth/captcha',
  auth: 'public',
  summary:
    'A fresh proof-of-work challenge for the forms that need a captcha (registration, seminar, forgotten password); each solution is accepted once, within 5 minutes.',
  response: captchaChallengeSchema,
});

export const CAPTCHA_ENDPOINTS = [getCaptchaChallenge] as const;
