import type { Database } from '../../db/client';
import type { MailSender } from '../adapters';
import { writeOutbox } from '../outbox/outbox';

/** Keeps the plain-text part, as a reader sees it; the HTML part is the same text (mail-template). */
export function createLocalMailSender(db: Database): MailSender {
  return {
    send: ({ to, subject, body }) => writeOutbox(db, 'email', { to, subject, body }),
  };
}
