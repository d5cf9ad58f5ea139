import type { MailSender, PushSender, WhatsAppSender } from './adapters';

export interface WarningLog {
  warn(details: object, message: string): void;
}

/**
 * What stands in for a provider that production has not configured: the message is NOT kept
 * (the development outbox does not exist in production, and a code in a table or a log would be
 * a leak) and a warning names the channel, never the content or the full recipient.
 */
export function createUnconfiguredSenders(log: WarningLog): {
  mail: MailSender;
  whatsapp: WhatsAppSender;
  push: PushSender;
} {
  const drop = (channel: string) => async () => {
    log.warn({ channel }, `no ${channel} provider is configured: the message was not sent`);
  };
  return {
    mail: { send: drop('mail') },
    whatsapp: { send: drop('whatsapp') },
    push: {
      async send() {
        await drop('push')();
        return 'sent';
      },
    },
  };
}
