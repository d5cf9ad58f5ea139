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
 * does), read one, and validate an OTP. Cards come as a Xendit.js token (`payment_token_id`):
 * 3-D Secure answers the issuer page, a declined token answers FAILED, an installment plan the
 * card lacks is refused, and full card details are refused as Xendit does without PCI-DSS Level 1;
 * `POST /v3/payment_options` answers a token's installment plans (decision 280). "Cancel a payment
 * request" (`POST /v3/payment_requests/{id}/cancel`) ends an open one as CANCELED and refuses one
 * no longer open with Xendit's codes (decision 308); `pay` is the buyer paying at the bank or
 * wallet. It checks Basic auth with the given secret key.
 */
export interface XenditStub {
  readonly url: string;
  readonly calls: StubCall[];
  /** Answer the next create with this HTTP status and error body instead. */
  failNext(status: number, body: Record<string, unknown>): void;
  /** The issuer declines this card token: its payment request answers FAILED. */
  declineToken(tokenId: string): void;
  /** The installment plans (months) this card token supports; [3, 6, 12] unless set. */
  setInstallmentPlans(tokenId: string, months: readonly number[]): void;
  /** Answer the next refund or payout with this HTTP status and error body instead. */
  failNextTransfer(status: number, body: Record<string, unknown>): void;
  /** Answer the next cancel with this HTTP status and error body instead. */
  failNextCancel(status: number, body: Record<string, unknown>): void;
  /**
   * The buyer pays the request at the bank or in the wallet: the `payment.capture` webhook Xendit
   * would send, and the request SUCCEEDED. Null for a request no longer open (canceled,
   * expired): the bank refuses the transfer and nothing is sent, as at Xendit.
   */
  pay(paymentRequestId: string): Record<string, unknown> | null;
  close(): Promise<void>;
}

/**
 * The channel codes of Payments API v3 the stub serves, by country (Xendit's channel pages:
 * "BNI Virtual Account", "OVO", …): a code Xendit does not have there is refused as it refuses it.
 */
const STUB_CHANNELS: Readonly<Record<string, readonly string[]>> = {
  ID: [
    'BCA_VIRTUAL_ACCOUNT',
    'BNI_VIRTUAL_ACCOUNT',
    'BRI_VIRTUAL_ACCOUNT',
    'MANDIRI_VIRTUAL_ACCOUNT',
    'PERMATA_VIRTUAL_ACCOUNT',
    'BSI_VIRTUAL_ACCOUNT',
    'CIMB_VIRTUAL_ACCOUNT',
    'QRIS',
    'OVO',
    'DANA',
    'SHOPEEPAY',
    'LINKAJA',
  ],
  TH: ['PROMPTPAY', 'TRUEMONEY', 'SHOPEEPAY'],
};

/** E-wallets whose checkout is a redirect (and, on a phone, a link into their app). */
const STUB_EWALLETS = ['OVO', 'DANA', 'SHOPEEPAY', 'LINKAJA', 'TRUEMONEY'];

/** Why Xendit would refuse this channel: unknown in the country, or an e-wallet with no way back. */
function channelRefusal(
  country: string,
  channel: string,
  properties: Record<string, unknown>,
): Record<string, string> | null {
  if (!(STUB_CHANNELS[country] ?? []).includes(channel)) {
    return { error_code: 'API_VALIDATION_ERROR', message: `channel_code ${channel} is not valid` };
  }
  if (
    STUB_EWALLETS.includes(channel) &&
    (typeof properties['success_return_url'] !== 'string' ||
      typeof properties['failure_return_url'] !== 'string')
  ) {
    return {
      error_code: 'API_VALIDATION_ERROR',
      message: 'channel_properties.success_return_url and failure_return_url are required',
    };
  }
  return null;
}

/** A redirect's actions: the web checkout, and for ShopeePay also its app's deep link. */
function redirectActions(channel: string, id: string) {
  return [
    {
      type: 'REDIRECT_CUSTOMER',
      descriptor: 'WEB_URL',
      value: `https://redirect.xendit.test/${id}`,
    },
    ...(channel === 'SHOPEEPAY'
      ? [{ type: 'REDIRECT_CUSTOMER', descriptor: 'DEEPLINK_URL', value: `shopeeid://pay/${id}` }]
      : []),
  ];
}

export async function startXenditStub(secretKey: string): Promise<XenditStub> {
  const calls: StubCall[] = [];
  const byKey = new Map<string, Record<string, unknown>>();
  const byId = new Map<string, Record<string, unknown>>();
  let failure: { status: number; body: Record<string, unknown> } | null = null;
  const declined = new Set<string>();
  const plansByToken = new Map<string, readonly number[]>();
  const plansOf = (tokenId: string) => plansByToken.get(tokenId) ?? [3, 6, 12];
  const transfersByKey = new Map<string, Record<string, unknown>>();
  let transferFailure: { status: number; body: Record<string, unknown> } | null = null;
  let cancelFailure: { status: number; body: Record<string, unknown> } | null = null;
  /** Statuses in which a payment request still takes money (Payments API v3). */
  const OPEN = ['REQUIRES_ACTION', 'ACCEPTING_PAYMENTS', 'PENDING'];
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
        const token =
          typeof body?.['payment_token_id'] === 'string' ? body['payment_token_id'] : null;
        const properties = (body?.['channel_properties'] ?? {}) as Record<string, any>;
        // Cards come as a token made by Xendit.js; a full card number needs PCI-DSS Level 1.
        if (properties['card_details']) {
          return send(403, {
            error_code: 'FEATURE_NOT_ENABLED',
            message: 'Full PAN integration requires PCI-DSS Level 1 compliance',
          });
        }
        const channel = token ? 'CARDS' : String(body?.['channel_code']);
        const plan = properties['installment_configuration'] as
          { terms?: unknown; interval?: unknown } | undefined;
        if (
          token &&
          plan &&
          !(plan.interval === 'MONTH' && plansOf(token).includes(Number(plan.terms)))
        ) {
          return send(400, {
            error_code: 'INSTALLMENT_PLAN_NOT_AVAILABLE',
            message: 'The installment plan is not available for this card',
          });
        }
        const refusal = token
          ? null
          : channelRefusal(String(body?.['country']), channel, properties);
        if (refusal) return send(400, refusal);
        if (token && declined.has(token)) {
          const answer = {
            payment_request_id: id,
            reference_id: body?.['reference_id'],
            channel_code: channel,
            status: 'FAILED',
            failure_code: 'CARD_DECLINED',
            actions: [],
          };
          byKey.set(key, answer);
          byId.set(id, answer);
          return send(201, answer);
        }
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
            : redirectActions(channel, id);
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
      // "Check available installment plans" for a tokenized card.
      if (request.method === 'POST' && path === '/v3/payment_options') {
        const token = body?.['payment_token_id'];
        if (typeof token !== 'string' || !token) {
          return send(400, { error_code: 'API_VALIDATION_ERROR', message: 'payment_token_id' });
        }
        return send(200, {
          payment_token_id: token,
          channel_code: 'CARDS',
          installment_plans: plansOf(token).map((terms) => ({
            terms,
            interval: 'MONTH',
            currency: body?.['currency'],
          })),
        });
      }
      // "Cancel a payment request": no body; an open request becomes CANCELED (answered whole),
      // one already inactive or in a status that cannot be canceled is refused (400).
      const cancel = /^\/v3\/payment_requests\/([^/]+)\/cancel$/.exec(path);
      if (request.method === 'POST' && cancel?.[1]) {
        if (cancelFailure) {
          const { status, body: failed } = cancelFailure;
          cancelFailure = null;
          return send(status, failed);
        }
        const found = byId.get(decodeURIComponent(cancel[1]));
        if (!found) return send(404, { error_code: 'DATA_NOT_FOUND', message: 'not found' });
        const status = String(found['status']);
        if (status === 'SUCCEEDED') {
          return send(400, {
            error_code: 'INELIGIBLE_TRANSACTION_STATUS',
            message: 'Payment request status does not allow cancellation',
          });
        }
        if (!OPEN.includes(status)) {
          return send(400, {
            error_code: 'INACTIVE_PAYMENT_REQUEST',
            message: 'Payment request is already inactive',
          });
        }
        found['status'] = 'CANCELED';
        return send(200, found);
      }
      const read = /^\/v3\/payment_requests\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && read?.[1]) {
        const found = byId.get(decodeURIComponent(read[1]));
        return found ? send(200, found) : send(404, { error_code: 'DATA_NOT_FOUND' });
      }
      // Refunds (Payments API v3) and payouts (Payouts API v2): PENDING / ACCEPTED until the
      // webhook, deduplicated by idempotency-key, refused with Xendit's error bodies.
      if (request.method === 'POST' && (path === '/v3/refunds' || path === '/v2/payouts')) {
        if (transferFailure) {
          const { status, body: failed } = transferFailure;
          transferFailure = null;
          return send(status, failed);
        }
        const key = String(request.headers['idempotency-key'] ?? '');
        if (!key)
          return send(400, { error_code: 'API_VALIDATION_ERROR', message: 'idempotency-key' });
        const seen = transfersByKey.get(key);
        if (seen) return send(200, seen);
        const refund = path === '/v3/refunds';
        if (refund && !(typeof body?.['payment_id'] === 'string' && body['payment_id'])) {
          return send(400, {
            error_code: 'API_VALIDATION_ERROR',
            message: 'payment_id is required',
          });
        }
        const account = body?.['channel_properties'] as Record<string, unknown> | undefined;
        if (!refund && !(account?.['account_number'] && account['account_holder_name'])) {
          return send(400, { error_code: 'API_VALIDATION_ERROR', message: 'channel_properties' });
        }
        const answer = refund
          ? {
              refund_id: `rfd-${randomUUID()}`,
              payment_id: body?.['payment_id'],
              reference_id: body?.['reference_id'],
              amount: body?.['amount'],
              currency: body?.['currency'],
              reason: body?.['reason'],
              status: 'PENDING',
            }
          : {
              id: `disb-${randomUUID()}`,
              reference_id: body?.['reference_id'],
              channel_code: body?.['channel_code'],
              amount: body?.['amount'],
              currency: body?.['currency'],
              status: 'ACCEPTED',
            };
        transfersByKey.set(key, answer);
        return send(refund ? 201 : 200, answer);
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
    declineToken(tokenId) {
      declined.add(tokenId);
    },
    setInstallmentPlans(tokenId, months) {
      plansByToken.set(tokenId, months);
    },
    failNextTransfer(status, body) {
      transferFailure = { status, body };
    },
    failNextCancel(status, body) {
      cancelFailure = { status, body };
    },
    pay(paymentRequestId) {
      const found = byId.get(paymentRequestId);
      if (!found || !OPEN.includes(String(found['status']))) return null;
      found['status'] = 'SUCCEEDED';
      return {
        event: 'payment.capture',
        business_id: '6094fa76c2fd53701b8e079c',
        created: new Date().toISOString(),
        data: {
          payment_id: `py-${randomUUID()}`,
          payment_request_id: paymentRequestId,
          reference_id: found['reference_id'],
          status: 'SUCCEEDED',
          request_amount: found['request_amount'],
          currency: found['currency'],
          channel_code: found['channel_code'],
          country: found['country'],
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
