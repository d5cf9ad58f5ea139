import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubCall {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Record<string, any> | null;
}

/**
 * A local HTTP server speaking the part of Xendit's Payments API v3 the adapter uses: create a
 * payment request (answering the channel's actions, deduplicated by idempotency-key as Xendit
 * does), read one, and validate an OTP. It checks Basic auth with the given secret key.
 */
export interface XenditStub {
  readonly url: string;
  readonly calls: StubCall[];
  /** Answer the next create with this HTTP status and error body instead. */
  failNext(status: number, body: Record<string, unknown>): void;
  close(): Promise<void>;
}

export async function startXenditStub(secretKey: string): Promise<XenditStub> {
  const calls: StubCall[] = [];
  const byKey = new Map<string, Record<string, unknown>>();
  const byId = new Map<string, Record<string, unknown>>();
  let failure: { status: number; body: Record<string, unknown> } | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, any>) : null;
      const path = request.url ?? '/';
      calls.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
      const send = (status: number, payload: unknown) => {
        // One connection per call, as in the Onebound stub (no keep-alive race when idle).
        response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== expectedAuth) {
        return send(401, { error_code: 'INVALID_API_KEY', message: 'API key is invalid' });
      }
      if (request.method === 'POST' && path === '/v3/payment_requests') {
        if (failure) {
          const { status, body: failed } = failure;
          failure = null;
          return send(status, failed);
        }
        const key = String(request.headers['idempotency-key'] ?? '');
        const seen = byKey.get(key);
        if (seen) return send(200, seen);
        const id = `pr-${randomUUID()}`;
        const channel = String(body?.['channel_code']);
        const actions = channel.endsWith('_VIRTUAL_ACCOUNT')
          ? [
              {
                type: 'PRESENT_TO_CUSTOMER',
                descriptor: 'VIRTUAL_ACCOUNT_NUMBER',
                value: '381659999123456',
              },
            ]
          : channel === 'QRIS' || channel === 'PROMPTPAY'
            ? [
                {
                  type: 'PRESENT_TO_CUSTOMER',
                  descriptor: 'QR_STRING',
                  value: '00020101021226660014ID.CO.QRIS',
                },
              ]
            : [
                {
                  type: 'REDIRECT_CUSTOMER',
                  descriptor: 'WEB_URL',
                  value: `https://redirect.xendit.test/${id}`,
                },
              ];
        const answer = {
          payment_request_id: id,
          reference_id: body?.['reference_id'],
          country: body?.['country'],
          currency: body?.['currency'],
          request_amount: body?.['request_amount'],
          channel_code: channel,
          status: 'REQUIRES_ACTION',
          actions,
        };
        byKey.set(key, answer);
        byId.set(id, answer);
        return send(201, answer);
      }
      const read = /^\/v3\/payment_requests\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && read?.[1]) {
        const found = byId.get(decodeURIComponent(read[1]));
        return found ? send(200, found) : send(404, { error_code: 'DATA_NOT_FOUND' });
      }
      return send(404, { error_code: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(status, body) {
      failure = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
