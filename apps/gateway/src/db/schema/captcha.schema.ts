import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Captcha solutions already accepted (decision 286): one row per challenge, keyed by the
 * challenge's signature, so a second use fails on the primary key on whichever replica it lands.
 * A row is needed only until its challenge expires (then the challenge itself is refused), and
 * expired rows are deleted as new ones arrive.
 */
export const spentCaptchas = pgTable(
  'spent_captchas',
  {
    /** The challenge's HMAC signature (hex): unique per challenge (random nonce and salt). */
    signature: text('signature').primaryKey(),
    /** When the challenge stops being accepted, by the gateway's clock. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('spent_captchas_expires_at').on(t.expiresAt)],
);
