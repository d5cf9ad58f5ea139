import { and, desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';

/** What the local adapters "sent" to one recipient, newest first, as the person would read it. */
export async function outboxFor(
  t: TestApp,
  recipient: string,
  channel: 'email' | 'whatsapp' = 'email',
) {
  return t.handle.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, channel)))
    .orderBy(desc(outboxMessages.createdAt));
}

/** The token of the newest e-mailed link to `recipient` for a page (verify-email, reset-password). */
export async function tokenFromLatestMail(
  t: TestApp,
  recipient: string,
  page: string,
): Promise<string> {
  const [latest] = await outboxFor(t, recipient);
  const match = latest?.body.match(new RegExp(`/${page}\\?token=([\\w%-]+)`));
  if (!match?.[1]) throw new Error(`no ${page} link mailed to ${recipient}`);
  return decodeURIComponent(match[1]);
}

/** The 6-digit code of the newest WhatsApp message to `phone`. */
export async function codeFromLatestWhatsapp(t: TestApp, phone: string): Promise<string> {
  const [latest] = await outboxFor(t, phone, 'whatsapp');
  const match = latest?.body.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no code sent to ${phone}`);
  return match[1];
}

/** A 6-digit code that is not `code`. */
export function otherCode(code: string, offset = 1): string {
  return String((Number(code) + offset) % 1_000_000).padStart(6, '0');
}

/**
 * Asks for a sign-in code (POST /auth/otp) for the account of `email` whose phone is `phone`, and
 * waits until the code is in the outbox: the answer goes out before the code does (decision 222).
 */
export async function requestSignInCode(
  t: TestApp,
  email: string,
  phone: string,
  remoteAddress = '127.0.0.1',
) {
  const before = (await outboxFor(t, phone, 'whatsapp')).length;
  const answer = await t.call({
    method: 'POST',
    url: '/auth/otp',
    payload: { email },
    remoteAddress,
  });
  const deadline = performance.now() + 5000;
  while ((await outboxFor(t, phone, 'whatsapp')).length === before) {
    if (performance.now() > deadline) throw new Error(`no sign-in code sent to ${phone}`);
    await new Promise((done) => setTimeout(done, 10));
  }
  return answer;
}
