import { createTransport } from 'nodemailer';
import type { MailMessage, MailSender } from '../adapters';

/**
 * How long one send may take, by step. A registration waits for its mail, so a dead or silent
 * server must fail the send quickly (the customer can ask for the link again) instead of holding
 * the request for nodemailer's defaults (two minutes to connect, ten of silence).
 */
export const SMTP_TIMEOUTS = {
  connectMs: 5_000,
  greetingMs: 5_000,
  /** Silence on an open connection. */
  idleMs: 10_000,
  /** The whole send, whatever step it hangs in. */
  totalMs: 15_000,
} as const;

export interface SmtpMailOptions {
  /** smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start), with credentials. */
  readonly url: string;
  /** The From header: an address, optionally with a display name. */
  readonly from: { readonly name?: string | undefined; readonly address: string };
  readonly timeouts?: Partial<Record<keyof typeof SMTP_TIMEOUTS, number>>;
}

/**
 * Thrown when a mail is not accepted. It carries nodemailer's error code and the server's reply
 * code only: the server's text may quote the recipient, and the URL holds the password.
 */
export class SmtpDeliveryError extends Error {
  constructor(
    readonly code: string | undefined,
    readonly responseCode: number | undefined,
  ) {
    super(
      `SMTP delivery failed (${code ?? 'unknown error'}${responseCode ? `, reply ${responseCode}` : ''})`,
    );
    this.name = 'SmtpDeliveryError';
  }
}

function deliveryError(error: unknown): SmtpDeliveryError {
  const details = (error ?? {}) as { code?: unknown; responseCode?: unknown; name?: unknown };
  // The only abort is the deadline of the whole send: name it a timeout like the others.
  const code =
    details.code === 'EABORT' || details.name === 'AbortError' || details.name === 'TimeoutError'
      ? 'ETIMEDOUT'
      : typeof details.code === 'string'
        ? details.code
        : undefined;
  const responseCode = typeof details.responseCode === 'number' ? details.responseCode : undefined;
  return new SmtpDeliveryError(code, responseCode);
}

/**
 * Sends e-mail over SMTP with nodemailer: one connection per mail (no pool to go stale between
 * the few mails a storefront sends), a text and an HTML part. A mail the server does not accept
 * throws SmtpDeliveryError; the caller logs it and the customer can ask again.
 */
export function createSmtpMailSender(options: SmtpMailOptions): MailSender {
  const timeouts = { ...SMTP_TIMEOUTS, ...options.timeouts };
  const transport = createTransport({
    url: options.url,
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.idleMs,
    dnsTimeout: timeouts.connectMs,
    // Never log the conversation: it holds the AUTH exchange and every address.
    logger: false,
    debug: false,
  });

  return {
    async send(message: MailMessage): Promise<void> {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.body,
          html: message.html,
          signal: AbortSignal.timeout(timeouts.totalMs),
        });
      } catch (error) {
        throw deliveryError(error);
      }
    },
  };
}
