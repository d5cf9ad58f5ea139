import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_OUTPUT_DIR } from './workspace';

/**
 * The journeys' mailbox (issue 16 §1): every gateway sends its e-mails over SMTP to this real
 * SMTP server on 127.0.0.1, as production sends to its provider, and each mail is written as a
 * JSON file here for the tests (which run in other processes than the global setup) to read.
 */
export const MAILBOX_DIR = join(E2E_OUTPUT_DIR, 'mailbox');

/** One received mail as the tests read it. */
export interface ReceivedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** When it was received (ms since the epoch): the latest of several wins. */
  readonly receivedAt: number;
}

export interface MailReceiver {
  /** smtp://127.0.0.1:<port>, the gateways' SMTP_URL. */
  readonly url: string;
  close(): Promise<void>;
}

/** Starts the SMTP server on a free port, with an empty mailbox. */
export async function startMailReceiver(): Promise<MailReceiver> {
  await rm(MAILBOX_DIR, { recursive: true, force: true });
  await mkdir(MAILBOX_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no certificate in tests; no login asked.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          count += 1;
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          };
          await writeFile(join(MAILBOX_DIR, `${Date.now()}-${count}.json`), JSON.stringify(mail));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * The latest mail to `to` received after `since` (ms since the epoch), waiting for it up to
 * `timeoutMs`: the mail a step just caused.
 */
export async function latestMail(
  to: string,
  since: number,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const recipient = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(MAILBOX_DIR).catch(() => [] as string[]);
    const mails = await Promise.all(
      files.map(
        async (file) => JSON.parse(await readFile(join(MAILBOX_DIR, file), 'utf8')) as ReceivedMail,
      ),
    );
    const found = mails
      .filter((mail) => mail.to.includes(recipient) && mail.receivedAt >= since)
      .sort((a, b) => b.receivedAt - a.receivedAt)[0];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived over SMTP`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
