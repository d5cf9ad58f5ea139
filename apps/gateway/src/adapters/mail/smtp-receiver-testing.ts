import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), as the server accepted them. */
  readonly recipients: readonly string[];
  /** Who logged in for it (null: no AUTH). */
  readonly user: string | null;
  readonly parsed: ParsedMail;
}

export interface SmtpReceiver {
  readonly port: number;
  /** smtp://user:password@127.0.0.1:port (the credentials percent-encoded). */
  url(user?: string, password?: string): string;
  readonly received: readonly ReceivedMail[];
  /** The next mail to `to` that arrives after `since` mails were received in all. */
  waitFor(to: string, since?: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every mail it is given, parsed. Plain SMTP only
 * (no certificate in tests), so AUTH is allowed without TLS; with `credentials`, only they log in.
 */
export async function startSmtpReceiver(
  options: { credentials?: { user: string; password: string } } = {},
): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !options.credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const wanted = options.credentials;
      if (!wanted || (auth.username === wanted.user && auth.password === wanted.password)) {
        callback(null, { user: auth.username ?? '' });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: typeof session.user === 'string' ? session.user : null,
            parsed,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    received,
    url(user, password) {
      const login =
        user === undefined
          ? ''
          : `${encodeURIComponent(user)}:${encodeURIComponent(password ?? '')}@`;
      return `smtp://${login}127.0.0.1:${port}`;
    },
    async waitFor(to, since = 0, timeoutMs = 5_000) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const mail = received.slice(since).find((item) => item.recipients.includes(to));
        if (mail) return mail;
        if (performance.now() > deadline) throw new Error(`no mail to ${to} received`);
        await new Promise((done) => setTimeout(done, 10));
      }
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
