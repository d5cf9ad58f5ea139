import type { Database } from '../../db/client';
import type { PushSender } from '../adapters';
import { writeOutbox } from '../outbox/outbox';

/** Tokens starting with this prefix behave as unregistered, so the deletion path can be exercised. */
export const UNREGISTERED_TOKEN_PREFIX = 'unregistered-';

export function createLocalPushSender(db: Database): PushSender {
  return {
    async send(message) {
      if (message.token.startsWith(UNREGISTERED_TOKEN_PREFIX)) return 'unregistered';
      await writeOutbox(db, 'push', {
        to: message.token,
        subject: message.title,
        body: message.link ? `${message.body}\n${message.link}` : message.body,
      });
      return 'sent';
    },
  };
}
