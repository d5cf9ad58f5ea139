import { captchaChallengeSchema } from '@storefront/contract';
import type { EndpointResponse, getCaptchaChallenge } from '@storefront/contract';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createHmac } from 'node:crypto';
import { lte } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { spentCaptchas } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * The proof of work a challenge asks for (decision 286). SHA-256, one round per try: the widget
 * tries counters from 0 upwards (split over its workers) until it meets the one the gateway
 * picked at random in [COUNTER_MIN, COUNTER_MAX]; a phone does that in well under a second.
 */
export const CAPTCHA_RULES = {
  algorithm: 'SHA-256',
  cost: 1,
  counterMin: 1_000,
  counterMax: 4_000,
  /** How long a challenge is accepted after it was handed out. */
  lifetimeSeconds: 5 * 60,
} as const;

type CaptchaChallenge = EndpointResponse<typeof getCaptchaChallenge>;

/** The widget's payload, decoded: the challenge it was given and the solution it found. */
const payloadSchema = z.object({
  challenge: captchaChallengeSchema,
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

/** The gateway's own expiry, signed inside the challenge with the rest of its parameters. */
const VALID_UNTIL = 'valid_until';

function refused(): AppError {
  return new AppError('captcha_invalid');
}

function decodePayload(payload: string): z.infer<typeof payloadSchema> | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Hands out signed proof-of-work challenges and accepts each solution once. The challenge is
 * stateless (HMAC-signed, so any replica verifies it); the one thing remembered is a spent
 * challenge, in PostgreSQL under a primary key, so a replay fails on every replica.
 */
export function createCaptchaService(context: AppContext) {
  const signingKey = context.config.captchaHmacKey;
  // Deterministic challenges carry an HMAC of their answer, so checking one costs no hashing;
  // that HMAC gets its own key, derived from the signing key.
  const keySigningKey = createHmac('sha256', signingKey).update('derived-key').digest('hex');

  return {
    async issueChallenge(): Promise<CaptchaChallenge> {
      const validUntil = Math.floor(context.now().getTime() / 1000) + CAPTCHA_RULES.lifetimeSeconds;
      const challenge = await createChallenge({
        algorithm: CAPTCHA_RULES.algorithm,
        cost: CAPTCHA_RULES.cost,
        counter: randomInt(CAPTCHA_RULES.counterMax, CAPTCHA_RULES.counterMin),
        deriveKey,
        // The widget (and the library's own check) read the wall clock: after this the widget
        // asks for a new challenge by itself. The gateway's rule is `valid_until`, on its clock,
        // which tests move (and a development clock may run ahead of the wall).
        expiresAt: new Date(Date.now() + CAPTCHA_RULES.lifetimeSeconds * 1000),
        data: { [VALID_UNTIL]: validUntil },
        hmacSignatureSecret: signingKey,
        hmacKeySignatureSecret: keySigningKey,
      });
      return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
    },

    /**
     * Accepts a solved challenge once, or throws `captcha_invalid`: missing, unreadable, not
     * signed by this gateway, wrongly solved, expired, or used before.
     */
    async spend(payload: string | undefined): Promise<void> {
      if (!payload) throw refused();
      const decoded = decodePayload(payload);
      if (!decoded) throw refused();
      const { challenge, solution } = decoded;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: signingKey,
        hmacKeySignatureSecret: keySigningKey,
      });
      if (!result.verified) throw refused();
      // Signed, so trusted from here on.
      const validUntil = challenge.parameters.data?.[VALID_UNTIL];
      const now = context.now();
      if (typeof validUntil !== 'number' || validUntil * 1000 <= now.getTime()) throw refused();
      const [spent] = await context.db
        .insert(spentCaptchas)
        .values({ signature: challenge.signature, expiresAt: new Date(validUntil * 1000) })
        .onConflictDoNothing()
        .returning({ signature: spentCaptchas.signature });
      if (!spent) throw refused();
      // A spent challenge past its expiry is refused as expired anyway: its row can go.
      await context.db.delete(spentCaptchas).where(lte(spentCaptchas.expiresAt, now));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
