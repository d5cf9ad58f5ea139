import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type OutboxChannel = 'email' | 'whatsapp' | 'push';

/**
 * The local stand-in for every provider: the message is kept where a developer (GET /dev/outbox)
 * or a test can read it, exactly as the customer would have received it.
 */
export async function writeOutbox(
  db: Database,
  channel: OutboxChannel,
  message: { to: string; subject?: string | undefined; body: string },
): Promise<void> {
  await db.insert(outboxMessages).values({
    channel,
    recipient: message.to,
    subject: message.subject ?? null,
    body: message.body,
  });
}
