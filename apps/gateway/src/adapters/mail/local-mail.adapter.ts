import type { Database } from '../../db/client';
import type { MailSender } from '../adapters';
import { writeOutbox } from '../outbox/outbox';

export function createLocalMailSender(db: Database): MailSender {
  return { send: (message) => writeOutbox(db, 'email', message) };
}
