import { z } from 'zod';
import type { ProviderSettings } from '../provider-settings';

export const MAIL_TRANSPORTS = ['smtp', 'outbox', 'none'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

/** smtp:// or smtps://; the message never repeats the value, which holds the password. */
const smtpUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
    } catch {
      return false;
    }
  },
  { message: 'SMTP_URL must be smtp://user:password@host:port or smtps://user:password@host:port' },
);

const emailAddress = z.email();

/** `no-reply@shop.example` or `Shop <no-reply@shop.example>`. */
const mailFrom = z.string().transform((value, ctx) => {
  const named = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(value);
  const name = named?.[1]?.replace(/^"(.*)"$/, '$1') || undefined;
  const address = (named?.[2] ?? value).trim();
  if (!emailAddress.safeParse(address).success) {
    ctx.addIssue({
      code: 'custom',
      message: 'MAIL_FROM must be an e-mail address, optionally as "Name <address>"',
    });
    return z.NEVER;
  }
  return { name, address };
});

/**
 * The environment variables of e-mail (listed in the README's configuration table), part of
 * config.ts's schema.
 */
export const MAIL_ENV = {
  /**
   * How e-mail leaves: `smtp`, `outbox` (kept for GET /dev/outbox; never in production) or `none`
   * (dropped with a warning). Default: `smtp` when SMTP_URL is set, else the outbox outside
   * production; production without SMTP_URL starts only with `none` named here.
   */
  MAIL_TRANSPORT: z.enum(MAIL_TRANSPORTS).optional(),
  /** The SMTP server, with its credentials: smtp:// (STARTTLS) or smtps:// (TLS). */
  SMTP_URL: smtpUrl.optional(),
  /** The From of every mail: an address, optionally `Name <address>`. */
  MAIL_FROM: mailFrom.optional(),
};

type MailEnv = { [K in keyof typeof MAIL_ENV]?: z.output<(typeof MAIL_ENV)[K]> | undefined };

export type MailSettings =
  | {
      readonly transport: 'smtp';
      readonly url: string;
      readonly from: { readonly name: string | undefined; readonly address: string };
    }
  | { readonly transport: 'outbox' | 'none' };

/** The transport the settings choose, or the problem that names what is missing. */
export function mailSettings(env: MailEnv, production: boolean): ProviderSettings<MailSettings> {
  const transport = env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : production ? null : 'outbox');
  if (transport === null) {
    // Verification and password-reset links would vanish: customers could never sign up.
    return {
      issue: {
        path: 'SMTP_URL, MAIL_FROM',
        message:
          'production sends e-mail: set SMTP_URL and MAIL_FROM, or MAIL_TRANSPORT=none to send none',
      },
    };
  }
  if (transport === 'outbox' && production) {
    return {
      issue: {
        path: 'MAIL_TRANSPORT',
        message:
          'the outbox is for development: production uses smtp (SMTP_URL, MAIL_FROM) or none',
      },
    };
  }
  if (transport !== 'smtp') return { settings: { transport } };
  const missing = (['SMTP_URL', 'MAIL_FROM'] as const).filter((name) => !env[name]);
  if (!env.SMTP_URL || !env.MAIL_FROM) {
    return { issue: { path: missing.join(', '), message: 'required to send e-mail over SMTP' } };
  }
  return { settings: { transport, url: env.SMTP_URL, from: env.MAIL_FROM } };
}
