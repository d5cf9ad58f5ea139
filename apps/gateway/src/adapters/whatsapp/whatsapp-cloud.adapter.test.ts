import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createAdapters } from '../create-adapters';
import { WhatsAppCloudError, createWhatsAppCloudSender } from './whatsapp-cloud.adapter';

interface Received {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

/** A local stand-in for graph.facebook.com that records requests and answers what a test sets. */
describe('WhatsApp Cloud API adapter', () => {
  let server: Server;
  let apiUrl: string;
  const received: Received[] = [];
  let answer: { status: number; body: string } = { status: 200, body: '{}' };

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          body: JSON.parse(text) as Record<string, unknown>,
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v20.0`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    answer = {
      status: 200,
      body: JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: 'wamid.1' }] }),
    };
  });

  it('posts a text message with the bearer token to the phone number id', async () => {
    const sender = createWhatsAppCloudSender({
      token: 'secret-token',
      phoneNumberId: '1055',
      apiUrl,
    });
    await sender.send({ to: '+6281234567890', body: 'Kode verifikasi Anda 123456.' });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/v20.0/1055/messages',
        authorization: 'Bearer secret-token',
        contentType: 'application/json',
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '6281234567890',
          type: 'text',
          text: { preview_url: false, body: 'Kode verifikasi Anda 123456.' },
        },
      },
    ]);
  });

  it('sends a one-time code through the authentication template when one is configured', async () => {
    const sender = createWhatsAppCloudSender({
      token: 't',
      phoneNumberId: '1055',
      apiUrl,
      otpTemplate: 'otp_login',
    });
    await sender.send({
      to: '+66812345678',
      body: 'รหัสยืนยันของคุณคือ 654321',
      otp: { code: '654321', language: 'th' },
    });
    expect(received[0]?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '66812345678',
      type: 'template',
      template: {
        name: 'otp_login',
        language: { code: 'th' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '654321' }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: '654321' }],
          },
        ],
      },
    });
  });

  it('throws the API error code and message when the API refuses, without the token', async () => {
    answer = {
      status: 400,
      body: JSON.stringify({
        error: { message: '(#131030) Recipient phone number not in allowed list', code: 131030 },
      }),
    };
    const sender = createWhatsAppCloudSender({
      token: 'secret-token',
      phoneNumberId: '1055',
      apiUrl,
    });
    const failure = await sender.send({ to: '+6281234567890', body: 'x' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(WhatsAppCloudError);
    expect(failure).toMatchObject({ status: 400, apiCode: 131030 });
    expect(String((failure as Error).message)).toContain('not in allowed list');
    expect(String((failure as Error).message)).not.toContain('secret-token');
  });

  it('throws on a failure that is not JSON', async () => {
    answer = { status: 502, body: '<html>Bad gateway</html>' };
    const sender = createWhatsAppCloudSender({ token: 't', phoneNumberId: '1055', apiUrl });
    await expect(sender.send({ to: '+6281234567890', body: 'x' })).rejects.toMatchObject({
      status: 502,
      apiCode: undefined,
    });
  });

  it('is selected when both the token and the phone number id are set', async () => {
    const db = {} as Database;
    const config = loadConfig({
      NODE_ENV: 'test',
      WHATSAPP_TOKEN: 'from-config',
      WHATSAPP_PHONE_NUMBER_ID: '2077',
      WHATSAPP_API_URL: apiUrl,
    });
    await createAdapters(config, db).whatsapp.send({ to: '+6281234567890', body: 'hi' });
    expect(received[0]).toMatchObject({
      url: '/v20.0/2077/messages',
      authorization: 'Bearer from-config',
    });

    const onlyToken = loadConfig({ NODE_ENV: 'test', WHATSAPP_TOKEN: 'x' });
    expect(onlyToken.whatsapp).toBeNull();
  });
});
