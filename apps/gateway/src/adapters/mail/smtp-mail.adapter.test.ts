import type { AddressInfo, Server, Socket } from 'node:net';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, outboxMessages } from '../../db/schema';
import { createCustomer } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { solvedCaptcha } from '../../modules/captcha/testing';
import { insertRate } from '../../modules/catalog/testing';
import { orderIn } from '../../modules/orders/testing';
import { renderMail } from './mail-template';
import { SmtpDeliveryError, createSmtpMailSender } from './smtp-mail.adapter';
import type { SmtpReceiver } from './smtp-receiver-testing';
import { startSmtpReceiver } from './smtp-receiver-testing';

const FROM = { name: 'Toko Impor', address: 'no-reply@shop.example' };
// Characters that must be percent-encoded in the URL and decoded again for AUTH.
const CREDENTIALS = { user: 'mailer@shop.example', password: 'p@ss:w/rd%1' };

const MAIL = renderMail({
  language: 'id',
  subject: 'Verifikasi {name}',
  body: 'Halo {name},\n\n{link}',
  params: { name: 'Siti <Rahayu>', link: 'https://shop.example/id-ID/verify-email?token=abc' },
  links: ['link'],
});

/** A server that accepts connections and never says a word (a hung SMTP server). */
async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

/** The address of the link in the HTML part (its href, unescaped). */
function htmlLink(html: string | false | undefined): URL {
  const href = (html || '').match(/<a href="([^"]+)"/)?.[1];
  if (!href) throw new Error('no link in the HTML part');
  return new URL(href.replace(/&amp;/g, '&'));
}

describe('SMTP mail adapter', () => {
  let receiver: SmtpReceiver;
  beforeAll(async () => {
    receiver = await startSmtpReceiver({ credentials: CREDENTIALS });
  });
  afterAll(() => receiver.close());

  it('logs in with the credentials of the URL and delivers the text and the HTML part', async () => {
    const sender = createSmtpMailSender({
      url: receiver.url(CREDENTIALS.user, CREDENTIALS.password),
      from: FROM,
    });
    const before = receiver.received.length;
    await sender.send({ to: 'siti@example.co.id', ...MAIL });
    const mail = await receiver.waitFor('siti@example.co.id', before);
    expect(mail.user).toBe(CREDENTIALS.user);
    expect(mail.parsed.from?.value).toEqual([FROM]);
    expect(mail.parsed.subject).toBe('Verifikasi Siti <Rahayu>');
    expect(mail.parsed.text?.trim()).toBe(
      'Halo Siti <Rahayu>,\n\nhttps://shop.example/id-ID/verify-email?token=abc',
    );
    expect(mail.parsed.html).toContain('Halo Siti &lt;Rahayu&gt;,');
    expect(htmlLink(mail.parsed.html).href).toBe(
      'https://shop.example/id-ID/verify-email?token=abc',
    );
  });

  it('refuses with the error code only: no password, no server text', async () => {
    const sender = createSmtpMailSender({
      url: receiver.url(CREDENTIALS.user, 'wrong-secret'),
      from: FROM,
    });
    const failure = await sender.send({ to: 'siti@example.co.id', ...MAIL }).catch((e) => e);
    expect(failure).toBeInstanceOf(SmtpDeliveryError);
    expect(failure).toMatchObject({ code: 'EAUTH', responseCode: 535 });
    expect(`${failure.message} ${JSON.stringify(failure)}`).not.toMatch(
      /wrong-secret|mailer|Invalid username|siti@/,
    );
  });

  it('refuses when nothing listens', async () => {
    const closed = await startSilentServer();
    await closed.close();
    const sender = createSmtpMailSender({ url: `smtp://127.0.0.1:${closed.port}`, from: FROM });
    await expect(sender.send({ to: 'siti@example.co.id', ...MAIL })).rejects.toMatchObject({
      code: 'ESOCKET',
    });
  });

  it.each([
    ['the greeting timeout', { greetingMs: 200 }],
    ['the deadline of the whole send', { greetingMs: 60_000, idleMs: 60_000, totalMs: 300 }],
  ])('gives up on a silent server at %s', async (_label, timeouts) => {
    const silent = await startSilentServer();
    try {
      const sender = createSmtpMailSender({
        url: `smtp://127.0.0.1:${silent.port}`,
        from: FROM,
        timeouts,
      });
      const started = performance.now();
      await expect(sender.send({ to: 'siti@example.co.id', ...MAIL })).rejects.toMatchObject({
        code: 'ETIMEDOUT',
      });
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      await silent.close();
    }
  });
});

describe.each(TEST_DATABASE_KINDS)('e-mail over SMTP through the gateway on %s', (kind) => {
  let receiver: SmtpReceiver;
  let t: TestApp;
  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    t = await createTestApp(kind, {
      env: {
        SMTP_URL: receiver.url(),
        MAIL_FROM: 'Toko Impor <no-reply@shop.example>',
        PUBLIC_URL: 'https://shop.example',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('mails the verification link on registration, and the link verifies the address', async () => {
    const email = `siti.${kind}@example.co.id`;
    const before = receiver.received.length;
    const registered = await t.call({
      method: 'POST',
      url: '/v1/auth/registration?langcode=id',
      payload: {
        namaDepan: 'Siti',
        namaBelakang: 'Rahayu',
        email,
        telepon: '+6281298765432',
        password: 'Rahasia123',
        captcha: await solvedCaptcha(t),
      },
    });
    expect(registered.status).toBe(201);

    const mail = await receiver.waitFor(email, before);
    expect(mail.parsed.from?.value).toEqual([
      { name: 'Toko Impor', address: 'no-reply@shop.example' },
    ]);
    expect(mail.parsed.subject).toBe('Verifikasi alamat email Anda');
    expect(mail.parsed.text).toContain('Halo Siti Rahayu');
    expect(mail.parsed.html).toContain('<html lang="id" dir="ltr">');
    const link = htmlLink(mail.parsed.html);
    expect(mail.parsed.text).toContain(link.href);
    expect(`${link.origin}${link.pathname}`).toBe('https://shop.example/id-ID/verify-email');
    // Real mail went out: nothing was kept in the development outbox.
    expect(
      await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)),
    ).toEqual([]);

    // The storefront page posts the link's token to the endpoint.
    const token = link.searchParams.get('token') ?? '';
    const verified = await t.call({
      method: 'POST',
      url: `/v1/auth/verify-email?langcode=id&token=${encodeURIComponent(token)}`,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ email, is_verified: true });
    const [row] = await t.handle.db.select().from(customers).where(eq(customers.email, email));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });

  it('mails the password-reset link in the customer language, and the link sets the password', async () => {
    const customer = await createCustomer(t, { language: 'en' });
    const before = receiver.received.length;
    const asked = await t.call({
      method: 'POST',
      url: `/v1/auth/send/${encodeURIComponent(customer.email)}/reset-password`,
      payload: { captcha: await solvedCaptcha(t) },
    });
    expect(asked.status).toBe(200);

    const mail = await receiver.waitFor(customer.email, before);
    expect(mail.parsed.subject).toBe('Reset your password');
    expect(mail.parsed.text).toContain('expires in 60 minutes');
    const link = htmlLink(mail.parsed.html);
    expect(link.pathname).toBe('/en-US/reset-password');

    const reset = await t.call({
      method: 'PUT',
      url: '/v1/auth/reset-password?langcode=en',
      payload: {
        token: link.searchParams.get('token'),
        password_new: 'BaruSekali99',
        password_confirm: 'BaruSekali99',
      },
    });
    expect(reset.status).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/v1/auth/login?langcode=en',
      payload: { email: customer.email, password: 'BaruSekali99' },
    });
    expect(login.status).toBe(200);
  });

  it('mails order news to a verified address, and not to an unverified one', async () => {
    await insertRate(t);
    const verified = await createCustomer(t, { language: 'id' });
    const unverified = await createCustomer(t, { language: 'id', emailVerifiedAt: null });
    const before = receiver.received.length;
    const shipped = await orderIn(t, verified, 'shipping');
    await orderIn(t, unverified, 'shipping');

    const mail = await receiver.waitFor(verified.email, before);
    expect(mail.parsed.subject).toMatch(new RegExp(`^Pesanan ${shipped.orderNumber}: `));
    expect(mail.parsed.text).toContain(`Pesanan ${shipped.orderNumber} sekarang berstatus`);
    expect(htmlLink(mail.parsed.html).href).toBe(
      `https://shop.example/id-ID/orders/${shipped.groupNumber}/${shipped.orderNumber}`,
    );
    expect(
      receiver.received.slice(before).filter((m) => m.recipients.includes(unverified.email)),
    ).toEqual([]);
  });
});
