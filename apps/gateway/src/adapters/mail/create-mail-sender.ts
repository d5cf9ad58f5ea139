import type { Database } from '../../db/client';
import type { MailSender } from '../adapters';
import type { WarningLog } from '../unconfigured.adapter';
import { createUnconfiguredSenders } from '../unconfigured.adapter';
import { createLocalMailSender } from './local-mail.adapter';
import type { MailSettings } from './mail-settings';
import { createSmtpMailSender } from './smtp-mail.adapter';

/** The sender MAIL_TRANSPORT chooses (config.ts has already refused the outbox in production). */
export function createMailSender(
  settings: MailSettings,
  db: Database,
  log: WarningLog,
): MailSender {
  switch (settings.transport) {
    case 'smtp':
      return createSmtpMailSender({ url: settings.url, from: settings.from });
    case 'outbox':
      return createLocalMailSender(db);
    case 'none':
      return createUnconfiguredSenders(log).mail;
  }
}
