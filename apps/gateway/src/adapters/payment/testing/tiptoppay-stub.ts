import type { IncomingMessage, Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tipTopPayHmac } from '../tiptoppay-payment.adapter';

export interface TipTopPayStubCall {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Record<string, any> | null;
}

/**
 * A local HTTP server speaking the part of TipTop Pay's API the adapter uses (decision 294),
 * written from its API reference: pay by cryptogram (`POST /payments/cards/charge`), finish
 * 3-D Secure (`POST /payments/cards/post3ds`) and refund (`POST /payments/refund`). Basic auth
 * with Public ID and API Secret, `X-Request-ID` answered as the first call, answers as
 * `{ Success, Message, Model }`. A charge asks for 3-D Secure unless the cryptogram was set to
 * pay at once or to be declined; the issuer's PaRes is `stubPaRes(transactionId)` (any other is
 * refused without a transaction, `declinePaRes` declines). Card numbers are refused: only the
 * cryptogram made by checkout.js may come.
 */
export interface TipTopPayStub {
  readonly url: string;
  readonly calls: TipTopPayStubCall[];
  /** This cryptogram's card is paid at once (the issuer asks no 3-D Secure). */
  payWithoutAuthentication(cryptogram: string): void;
  /** This cryptogram's card is declined by the issuer (ReasonCode 5051, insufficient funds). */
  declineCryptogram(cryptogram: string): void;
  /** The next refund answers `Success: false` with this message. */
  refuseNextRefund(message: string): void;
  close(): Promise<void>;
}

/** The PaRes the stub's issuer answers for a transaction whose cardholder passed 3-D Secure. */
export function stubPaRes(transactionId: string): string {
  return `eJzPaRes-${transactionId}`;
}

/** The PaRes of a cardholder the issuer declines after 3-D Secure. */
export const DECLINE_PARES = 'eJzDeclined';

/** A notification as TipTop Pay sends it: form-urlencoded, signed with `Content-HMAC`. */
export function tipTopPayNotification(
  apiSecret: string,
  fields: Readonly<Record<string, string | number>>,
): { body: string; headers: Record<string, string> } {
  const body = new URLSearchParams(
    Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return {
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-hmac': tipTopPayHmac(apiSecret, body),
    },
  };
}

/** Fields TipTop Pay refuses to take from a merchant without PCI DSS (card data in the clear). */
const CARD_FIELDS = ['CardNumber', 'Cvv', 'CardCvv', 'CardExpDate'];

export async function startTipTopPayStub(
  publicId: string,
  apiSecret: string,
): Promise<TipTopPayStub> {
  const calls: TipTopPayStubCall[] = [];
  const byRequestId = new Map<string, unknown>();
  const transactions = new Map<
    number,
    {
      amount: number;
      refunded: number;
      status: 'AwaitingAuthentication' | 'Completed' | 'Declined';
    }
  >();
  const atOnce = new Set<string>();
  const declined = new Set<string>();
  let refundRefusal: string | null = null;
  let nextId = 504_000_000;
  const expectedAuth = `Basic ${Buffer.from(`${publicId}:${apiSecret}`).toString('base64')}`;

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, any>) : null;
      const path = request.url ?? '/';
      calls.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== expectedAuth) return send(401, {});
      // API idempotence: the same X-Request-ID is answered as the first call, not run again.
      const requestId = request.headers['x-request-id'];
      const key = typeof requestId === 'string' ? `${path}|${requestId}` : null;
      if (key && byRequestId.has(key)) return send(200, byRequestId.get(key));
      const answer = (payload: unknown) => {
        if (key) byRequestId.set(key, payload);
        return send(200, payload);
      };
      const refuse = (message: string) => answer({ Success: false, Message: message });
      if (request.method !== 'POST') return send(404, {});

      if (path === '/payments/cards/charge') {
        if (CARD_FIELDS.some((field) => body?.[field] !== undefined)) {
          return refuse('Card data is accepted only as a cryptogram');
        }
        const cryptogram = body?.['CardCryptogramPacket'];
        const amount = body?.['Amount'];
        if (typeof cryptogram !== 'string' || !cryptogram) return refuse('Invalid cryptogram');
        if (typeof amount !== 'number' || !(amount > 0)) return refuse('Invalid Amount value');
        if (typeof body?.['IpAddress'] !== 'string') return refuse('Invalid IpAddress value');
        if (body?.['Currency'] !== 'KZT') return refuse('Invalid Currency value');
        const id = (nextId += 1);
        const model = {
          TransactionId: id,
          Amount: amount,
          Currency: body['Currency'],
          InvoiceId: body['InvoiceId'],
          AccountId: body['AccountId'],
          CardFirstSix: '411111',
          CardLastFour: '1111',
        };
        if (declined.has(cryptogram)) {
          transactions.set(id, { amount, refunded: 0, status: 'Declined' });
          return answer({
            Success: false,
            Message: null,
            Model: { ...model, Status: 'Declined', ReasonCode: 5051, Reason: 'InsufficientFunds' },
          });
        }
        if (atOnce.has(cryptogram)) {
          transactions.set(id, { amount, refunded: 0, status: 'Completed' });
          return answer({ Success: true, Message: null, Model: { ...model, Status: 'Completed' } });
        }
        transactions.set(id, { amount, refunded: 0, status: 'AwaitingAuthentication' });
        return answer({
          Success: false,
          Message: null,
          Model: {
            TransactionId: id,
            PaReq: `eJxVUdtugkAQ-${id}`,
            AcsUrl: 'https://acs.issuer.test/3ds/challenge',
            ThreeDsCallbackId: `cb-${id}`,
          },
        });
      }

      if (path === '/payments/cards/post3ds') {
        const id = Number(body?.['TransactionId']);
        const transaction = transactions.get(id);
        if (!transaction || transaction.status !== 'AwaitingAuthentication') {
          return refuse('Transaction not found or not awaiting authentication');
        }
        const paRes = body?.['PaRes'];
        if (paRes === DECLINE_PARES) {
          transaction.status = 'Declined';
          return answer({
            Success: false,
            Message: null,
            Model: { TransactionId: id, Status: 'Declined', ReasonCode: 5206 },
          });
        }
        if (paRes !== stubPaRes(String(id))) return refuse('Invalid PaRes');
        transaction.status = 'Completed';
        return answer({
          Success: true,
          Message: null,
          Model: { TransactionId: id, Amount: transaction.amount, Status: 'Completed' },
        });
      }

      if (path === '/payments/refund') {
        if (refundRefusal) {
          const message = refundRefusal;
          refundRefusal = null;
          return refuse(message);
        }
        const id = Number(body?.['TransactionId']);
        const amount = body?.['Amount'];
        const transaction = transactions.get(id);
        if (!transaction || transaction.status !== 'Completed') {
          return refuse('Transaction not found');
        }
        if (typeof amount !== 'number' || !(amount > 0)) return refuse('Invalid Amount value');
        if (transaction.refunded + amount > transaction.amount) {
          return refuse('Refund amount exceeds the payment');
        }
        transaction.refunded += amount;
        return answer({ Success: true, Message: null, Model: { TransactionId: (nextId += 1) } });
      }
      return send(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    payWithoutAuthentication(cryptogram) {
      atOnce.add(cryptogram);
    },
    declineCryptogram(cryptogram) {
      declined.add(cryptogram);
    },
    refuseNextRefund(message) {
      refundRefusal = message;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
