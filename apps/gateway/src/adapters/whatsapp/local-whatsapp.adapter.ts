import type { Database } from '../../db/client';
import type { WhatsAppSender } from '../adapters';
import { writeOutbox } from '../outbox/outbox';

export function createLocalWhatsAppSender(db: Database): WhatsAppSender {
  return { send: (message) => writeOutbox(db, 'whatsapp', message) };
}
