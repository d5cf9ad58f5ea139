import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import type { CryptoKey } from 'jose';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openPglite } from '../../db/client';
import { createAdapters } from '../create-adapters';
import { FCM_SCOPE, PushProviderError, createFcmPushSender, fcmMessageFor } from './fcm.adapter';
import type { FcmServiceAccount } from './fcm-service-account.schema';
import { fcmServiceAccountText } from './fcm-service-account.schema';

const PROJECT = 'toko-demo';
const CLIENT_EMAIL = 'push@toko-demo.iam.gserviceaccount.com';

/** The adapter's clock, which the stub's verification shares (Google's clock is real time). */
const START = new Date('2026-03-02T03:00:00.000Z');
const clock = { now: START };

interface StubState {
  /** Access tokens handed out, in order. */
  issued: string[];
  /** Access tokens FCM treats as revoked (answers 401). */
  revoked: Set<string>;
  tokenStatus: number;
  /** Replaces the token endpoint's answer body when set. */
  tokenBody?: unknown;
  /** Messages FCM accepted. */
  messages: Array<Record<string, any>>;
  /** What the assertion of the last exchange said, once verified with the public key. */
  lastAssertion?: { payload: Record<string, unknown>; header: Record<string, unknown> };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** What FCM answers for a device token, by the token's name. */
function fcmAnswerFor(token: string): { status: number; body: unknown } {
  const fcmError = (status: number, code: string, errorCode?: string) => ({
    status,
    body: {
      error: {
        code: status,
        message: 'error',
        status: code,
        ...(errorCode
          ? {
              details: [
                { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode },
              ],
            }
          : {}),
      },
    },
  });
  switch (token) {
    case 'stale':
      return fcmError(404, 'NOT_FOUND', 'UNREGISTERED');
    case 'unregistered-400':
      return fcmError(400, 'INVALID_ARGUMENT', 'UNREGISTERED');
    case 'bare-404':
      return { status: 404, body: 'Not Found' };
    case 'down':
      return fcmError(503, 'UNAVAILABLE');
    case 'bad-argument':
      return fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT');
    default:
      return { status: 200, body: { name: `projects/${PROJECT}/messages/1` } };
  }
}

describe('FCM HTTP v1 push adapter', () => {
  let server: Server;
  let origin: string;
  let publicKey: CryptoKey;
  let account: FcmServiceAccount;
  const state: StubState = { issued: [], revoked: new Set(), tokenStatus: 200, messages: [] };

  beforeAll(async () => {
    const keys = await generateKeyPair('RS256', { extractable: true });
    publicKey = keys.publicKey;
    const privateKey = await exportPKCS8(keys.privateKey);

    server = createServer((request, response) => {
      void (async () => {
        const body = await readBody(request);
        if (request.method === 'POST' && request.url === '/token') {
          const form = new URLSearchParams(body);
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
            return json(response, 400, { error: 'unsupported_grant_type' });
          }
          try {
            const verified = await jwtVerify(form.get('assertion') ?? '', publicKey, {
              issuer: CLIENT_EMAIL,
              audience: `${origin}/token`,
              currentDate: clock.now,
            });
            state.lastAssertion = {
              payload: verified.payload as Record<string, unknown>,
              header: verified.protectedHeader as Record<string, unknown>,
            };
          } catch {
            return json(response, 400, { error: 'invalid_grant' });
          }
          if (state.tokenStatus !== 200) return json(response, state.tokenStatus, {});
          if (state.tokenBody !== undefined) return json(response, 200, state.tokenBody);
          const token = `access-${state.issued.length + 1}`;
          state.issued.push(token);
          return json(response, 200, {
            access_token: token,
            expires_in: 3600,
            token_type: 'Bearer',
          });
        }
        if (request.method === 'POST' && request.url === `/v1/projects/${PROJECT}/messages:send`) {
          const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
          if (!state.issued.includes(bearer) || state.revoked.has(bearer)) {
            return json(response, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
          }
          const message = (JSON.parse(body) as { message: Record<string, any> }).message;
          const answer = fcmAnswerFor(String(message['token']));
          if (answer.status === 200) state.messages.push(message);
          if (typeof answer.body === 'string') {
            response.writeHead(answer.status, { 'content-type': 'text/plain' });
            return response.end(answer.body);
          }
          return json(response, answer.status, answer.body);
        }
        return json(response, 404, {});
      })();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    account = {
      type: 'service_account',
      project_id: PROJECT,
      private_key_id: 'key-1',
      private_key: privateKey,
      client_email: CLIENT_EMAIL,
      token_uri: `${origin}/token`,
    };
  });

  afterAll(async () => {
    server.close();
    await once(server, 'close');
  });

  beforeEach(() => {
    state.issued = [];
    state.revoked = new Set();
    state.tokenStatus = 200;
    state.messages = [];
    delete state.lastAssertion;
    delete state.tokenBody;
    clock.now = START;
  });

  function sender() {
    return createFcmPushSender({
      serviceAccount: account,
      baseUrl: origin,
      linkBaseUrl: 'https://toko.example',
      now: () => new Date(clock.now),
    });
  }

  it('signs the assertion with the service account and sends the SPEC payload', async () => {
    const result = await sender().send({
      token: 'device-1',
      title: 'Pesanan dikirim',
      body: 'Pesanan IDL-1 sedang dikirim',
      link: '/id-ID/orders/IDL-1',
    });
    expect(result).toBe('sent');
    const issuedAt = clock.now.getTime() / 1000;
    expect(state.lastAssertion?.payload).toMatchObject({
      iss: CLIENT_EMAIL,
      aud: `${origin}/token`,
      scope: FCM_SCOPE,
      iat: issuedAt,
      exp: issuedAt + 3600,
    });
    expect(state.lastAssertion?.header).toMatchObject({ alg: 'RS256', kid: 'key-1' });
    expect(state.messages).toEqual([
      {
        token: 'device-1',
        notification: { title: 'Pesanan dikirim', body: 'Pesanan IDL-1 sedang dikirim' },
        data: {
          content: 'Pesanan IDL-1 sedang dikirim',
          time: '2026-03-02T03:00:00.000Z',
          link: '/id-ID/orders/IDL-1',
        },
        webpush: { fcm_options: { link: 'https://toko.example/id-ID/orders/IDL-1' } },
      },
    ]);
  });

  it('reuses the access token until a minute before it expires', async () => {
    const push = sender();
    await push.send({ token: 'a', title: 't', body: 'b' });
    clock.now = new Date(clock.now.getTime() + 3540_000 - 1); // 59 min, minus 1 ms
    await push.send({ token: 'b', title: 't', body: 'b' });
    expect(state.issued).toEqual(['access-1']);
    clock.now = new Date(clock.now.getTime() + 1); // exactly one minute before expiry
    await push.send({ token: 'c', title: 't', body: 'b' });
    expect(state.issued).toEqual(['access-1', 'access-2']);
    expect(state.messages).toHaveLength(3);
  });

  it('shares one token exchange between concurrent sends', async () => {
    const push = sender();
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((token) => push.send({ token, title: 't', body: 'b' })),
    );
    expect(results).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(state.issued).toHaveLength(1);
  });

  it('renews a token FCM refuses (401) once and delivers', async () => {
    const push = sender();
    await push.send({ token: 'a', title: 't', body: 'b' });
    state.revoked.add('access-1');
    expect(await push.send({ token: 'b', title: 't', body: 'b' })).toBe('sent');
    expect(state.issued).toEqual(['access-1', 'access-2']);
  });

  it.each(['stale', 'unregistered-400', 'bare-404'])(
    'reports the device token %s as unregistered',
    async (token) => {
      expect(await sender().send({ token, title: 't', body: 'b' })).toBe('unregistered');
    },
  );

  it.each([
    ['down', 503, 'UNAVAILABLE'],
    ['bad-argument', 400, 'INVALID_ARGUMENT'],
  ])(
    'throws for %s (%i): the device token says nothing and is kept',
    async (token, status, code) => {
      const failure = sender().send({ token, title: 't', body: 'b' });
      await expect(failure).rejects.toBeInstanceOf(PushProviderError);
      await expect(failure).rejects.toMatchObject({ status });
      await expect(failure).rejects.toThrow(code);
    },
  );

  it('throws when the token exchange fails, and tries again on the next send', async () => {
    state.tokenStatus = 500;
    const push = sender();
    await expect(push.send({ token: 'a', title: 't', body: 'b' })).rejects.toMatchObject({
      name: 'PushProviderError',
      status: 500,
    });
    state.tokenStatus = 200;
    expect(await push.send({ token: 'a', title: 't', body: 'b' })).toBe('sent');
  });

  it('throws when the token endpoint answers without an access token', async () => {
    state.tokenBody = { error: 'nothing here' };
    await expect(sender().send({ token: 'a', title: 't', body: 'b' })).rejects.toThrow(
      'without an access token',
    );
  });

  it('gives the browser a click target only for an https link', () => {
    const at = new Date('2026-03-02T03:00:00.000Z');
    const message = { token: 't', title: 'T', body: 'B', link: '/id-ID/cart' };
    expect(fcmMessageFor(message, at, 'http://localhost:3000')).not.toHaveProperty('webpush');
    expect(fcmMessageFor(message, at, undefined)).not.toHaveProperty('webpush');
    expect(
      fcmMessageFor({ ...message, link: 'https://toko.example/promo' }, at, undefined),
    ).toMatchObject({ webpush: { fcm_options: { link: 'https://toko.example/promo' } } });
    const withoutLink = fcmMessageFor(
      { token: 't', title: 'T', body: 'B' },
      at,
      'https://x.example',
    );
    expect(withoutLink).toEqual({
      token: 't',
      notification: { title: 'T', body: 'B' },
      data: { content: 'B', time: at.toISOString() },
    });
  });

  describe('configuration', () => {
    it('reads the key file from FCM_SERVICE_ACCOUNT_JSON', () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...account, client_id: '123' }),
      });
      expect(config.fcmServiceAccount).toEqual(account);
      expect(loadConfig({ NODE_ENV: 'test' }).fcmServiceAccount).toBeUndefined();
    });

    it.each([
      ['not JSON', '{"type":', 'is not JSON'],
      ['a file without a key', JSON.stringify({ type: 'service_account' }), 'project_id'],
      [
        'a key that cannot be read',
        JSON.stringify({
          ...{ type: 'service_account', project_id: 'p', client_email: 'a@b.co' },
          private_key: '-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----\n',
          token_uri: 'https://oauth2.googleapis.com/token',
        }),
        'private_key',
      ],
    ])('stops at start on %s, naming the variable and not the secret', (_label, value, hint) => {
      expect(() => loadConfig({ NODE_ENV: 'test', FCM_SERVICE_ACCOUNT_JSON: value })).toThrow(
        /FCM_SERVICE_ACCOUNT_JSON/,
      );
      expect(() => loadConfig({ NODE_ENV: 'test', FCM_SERVICE_ACCOUNT_JSON: value })).toThrow(hint);
      const parsed = fcmServiceAccountText.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(JSON.stringify(parsed.error?.issues)).not.toContain('nope');
    });

    it('selects FCM instead of the local outbox when the key file is configured', async () => {
      const handle = await openPglite({ memory: true });
      try {
        const config = loadConfig({
          NODE_ENV: 'test',
          FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(account),
        });
        state.tokenStatus = 503;
        // The exchange goes to the key file's token URI (the stub), proving FCM is wired; it
        // fails before anything would reach Google.
        await expect(
          createAdapters(config, handle.db).push.send({ token: 'x', title: 't', body: 'b' }),
        ).rejects.toMatchObject({ name: 'PushProviderError', status: 503 });
      } finally {
        await handle.close();
      }
    });
  });
});
