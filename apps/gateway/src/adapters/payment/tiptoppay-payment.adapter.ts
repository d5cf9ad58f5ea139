import { toDecimalString } from '@storefront/domain';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CardOtpResult,
  CardTokenization,
  ClosedPayment,
  CreatePaymentRequest,
  CreatedPayment,
  CreatedTransfer,
  PaymentAdapter,
} from './payment-adapter';
import { NO_INSTRUCTIONS, PaymentProviderError } from './payment-adapter';

export interface TipTopPayOptions {
  /** https://api.tiptoppay.kz (ex-CloudPayments Kazakhstan), or a stub in tests. */
  readonly apiUrl: string;
  /** The terminal's Public ID: the Basic-auth login, and checkout.js's key for cards. */
  readonly publicId: string;
  /** The API Secret: the Basic-auth password and the key of the notifications' HMAC. */
  readonly apiSecret: string;
  /** This gateway's public address: our 3-D Secure page and the issuer's way back (TermUrl). */
  readonly publicUrl: string;
  /** checkout.js, with the Public ID as its key; null takes no cards. */
  readonly cardTokenization: CardTokenization | null;
  readonly fetch?: typeof fetch;
  /** A slow provider must not hold a request (and its database connection) for long. */
  readonly timeoutMs?: number;
}

/**
 * TipTop Pay's notification signature: base64 of HMAC-SHA256 over the body exactly as sent,
 * keyed with the API Secret (its `Content-HMAC` header).
 */
export function tipTopPayHmac(apiSecret: string, body: string): string {
  return createHmac('sha256', apiSecret).update(body, 'utf8').digest('base64');
}

/** Compares a received signature with the expected one in constant time. */
export function tipTopPayHmacMatches(
  apiSecret: string,
  body: string,
  given: string | undefined,
): boolean {
  if (given === undefined) return false;
  const expected = Buffer.from(tipTopPayHmac(apiSecret, body), 'base64');
  const received = Buffer.from(given, 'base64');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/**
 * Our page that posts the 3-D Secure form to the issuer (modules/payments, decision 294), signed
 * with the API Secret so that a guessed transaction number does not show another buyer's step.
 */
export function tipTopPayAuthenticationPath(apiSecret: string, transactionId: string): string {
  const signature = createHmac('sha256', apiSecret)
    .update(`3ds:${transactionId}`, 'utf8')
    .digest('base64url');
  return `/payments/tiptoppay/${encodeURIComponent(transactionId)}/3ds?s=${signature}`;
}

/** Where the issuer posts the cardholder back with PaRes (the TermUrl of the 3-D Secure form). */
export const TIPTOPPAY_TERM_PATH = '/payments/tiptoppay/3ds-return';

/** The part of a TipTop Pay answer this adapter reads: `Success`, `Message` and `Model`. */
interface TipTopPayAnswer {
  readonly Success?: unknown;
  readonly Message?: unknown;
  readonly Model?: Record<string, unknown> | null;
}

/** A transaction number as TipTop Pay sends it (Int64, as a JSON number or text). */
function transactionIdOf(model: Record<string, unknown> | null | undefined): string | null {
  const id = model?.['TransactionId'];
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return String(id);
  if (typeof id === 'string' && /^\d{1,19}$/.test(id)) return id;
  return null;
}

/**
 * TipTop Pay (Kazakhstan) over its REST API: Basic auth with Public ID and API Secret, JSON
 * bodies, and `X-Request-ID` so that a retried call is answered as the first one (the API's
 * idempotence). Cards only: the browser's checkout.js turns the card into a cryptogram, the
 * gateway charges it (`POST /payments/cards/charge`); an issuer that asks for 3-D Secure answers
 * `AcsUrl` and `PaReq`, which our page posts to the issuer, and the issuer's `PaRes` completes the
 * charge (`POST /payments/cards/post3ds`). Money back is `POST /payments/refund` by the payment's
 * transaction. TipTop Pay has no QR, transfer or payout to a bank account here: those are
 * refused before any call (decision 294).
 */
export function createTipTopPayPaymentAdapter(options: TipTopPayOptions): PaymentAdapter {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, '');
  const publicBase = options.publicUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.publicId}:${options.apiSecret}`).toString('base64')}`;

  async function post(
    path: string,
    body: unknown,
    requestId?: string,
  ): Promise<{ status: number; answer: TipTopPayAnswer }> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/json',
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`TipTop Pay unreachable: ${String(error)}`, null, null);
    }
    const text = await response.text();
    let answer: TipTopPayAnswer = {};
    try {
      answer = text ? (JSON.parse(text) as TipTopPayAnswer) : {};
    } catch {
      // An HTML error page from a proxy: reported by status below.
    }
    if (!response.ok) {
      throw new PaymentProviderError(
        `TipTop Pay answered ${response.status}`,
        response.status,
        null,
      );
    }
    return { status: response.status, answer };
  }

  /** A refusal of the request itself (`Success: false` with a `Message` and no transaction). */
  function refused(status: number, answer: TipTopPayAnswer): PaymentProviderError {
    const message = typeof answer.Message === 'string' ? answer.Message.slice(0, 200) : '';
    return new PaymentProviderError(`TipTop Pay refused: ${message}`.trim(), status, 'REFUSED');
  }

  return {
    provider: 'tiptoppay',
    cardTokenization: options.cardTokenization,

    // No card plans: the Kazakh market offers none (cardInstallmentMonths is empty).
    async cardInstallmentPlans(): Promise<number[]> {
      return [];
    },

    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      if (request.method !== 'credit_card') {
        throw new PaymentProviderError(
          `TipTop Pay offers no ${request.method} channel in ${request.country}`,
          null,
          null,
        );
      }
      if (!request.card) throw new Error('a card payment needs a card cryptogram');
      const { status, answer } = await post(
        '/payments/cards/charge',
        {
          Amount: Number(toDecimalString(request.amount)),
          Currency: request.amount.currency,
          ...(request.card.payerIp ? { IpAddress: request.card.payerIp } : {}),
          CardCryptogramPacket: request.card.tokenId,
          InvoiceId: request.reference,
          Description: request.description,
          AccountId: request.payer.customerId,
          Email: request.payer.email,
          JsonData: { payment_id: request.reference },
        },
        request.idempotencyKey,
      );
      const model = answer.Model ?? null;
      const transactionId = transactionIdOf(model);
      if (!transactionId) throw refused(status, answer);
      if (answer.Success === true) {
        // Paid at once (no 3-D Secure asked); the Pay notification follows and changes nothing.
        return {
          providerRequestId: transactionId,
          status: 'succeeded',
          instructions: NO_INSTRUCTIONS,
          providerPaymentId: transactionId,
        };
      }
      const acsUrl = model?.['AcsUrl'];
      const paReq = model?.['PaReq'];
      if (typeof acsUrl === 'string' && /^https?:\/\//.test(acsUrl) && typeof paReq === 'string') {
        return {
          providerRequestId: transactionId,
          status: 'requires_action',
          instructions: {
            ...NO_INSTRUCTIONS,
            authenticationUrl: `${publicBase}${tipTopPayAuthenticationPath(options.apiSecret, transactionId)}`,
            authenticationForm: {
              action: acsUrl,
              fields: {
                PaReq: paReq,
                MD: transactionId,
                TermUrl: `${publicBase}${TIPTOPPAY_TERM_PATH}`,
              },
            },
          },
          providerPaymentId: null,
        };
      }
      // Declined by the issuer or the anti-fraud: a transaction with a ReasonCode.
      return {
        providerRequestId: transactionId,
        status: 'failed',
        instructions: NO_INSTRUCTIONS,
        providerPaymentId: null,
      };
    },

    /**
     * Completes a charge after the issuer's 3-D Secure page: `otp` is the `PaRes` the issuer
     * posted back. Approved: paid. Declined (a transaction with a reason): the charge is over.
     * A request refused without a transaction (a malformed PaRes): a mismatch, nothing final.
     */
    async confirmCardOtp(providerRequestId, paRes): Promise<CardOtpResult> {
      const { answer } = await post(
        '/payments/cards/post3ds',
        { TransactionId: Number(providerRequestId), PaRes: paRes },
        // One request id per PaRes: a retry of this answer is not sent twice, while another
        // PaRes (the issuer's page tried again) is a request of its own.
        `post3ds:${providerRequestId}:${createHash('sha256').update(paRes).digest('hex').slice(0, 32)}`,
      );
      const transactionId = transactionIdOf(answer.Model);
      if (answer.Success === true && transactionId)
        return { ok: true, providerPaymentId: transactionId };
      return { ok: false, reason: transactionId ? 'attempts_exceeded' : 'mismatch' };
    },

    async refundPayment(request): Promise<CreatedTransfer> {
      const { status, answer } = await post(
        '/payments/refund',
        {
          TransactionId: Number(request.providerPaymentId),
          Amount: Number(toDecimalString(request.amount)),
          JsonData: { refund_transfer_id: request.reference },
        },
        request.reference,
      );
      const refundId = transactionIdOf(answer.Model);
      if (answer.Success !== true || !refundId) throw refused(status, answer);
      // Accepted; the Refund notification (by the refund's own transaction) settles it.
      return { providerTransferId: refundId, status: 'pending', failureCode: null };
    },

    /**
     * Nothing to call (decision 308). A one-stage card charge waiting for 3-D Secure is completed
     * only by our `post3ds` with the issuer's PaRes, and the gateway's TermUrl sends it for an
     * attempt still waiting (`requires_action`), never for a superseded one; without it the
     * charge takes no money and lapses. TipTop Pay's void cancels an authorized two-stage
     * payment, which this adapter never makes; a charge paid at once is not open.
     */
    async closePayment(request): Promise<ClosedPayment> {
      const card = request.method === 'credit_card' || request.method === 'installment';
      return { outcome: card ? 'not_needed' : 'cannot_close' };
    },

    /** TipTop Pay pays out only to cards (by token), not to the bank account a refund names. */
    async sendPayout(request): Promise<CreatedTransfer> {
      throw new PaymentProviderError(
        `TipTop Pay has no payout to bank accounts in ${request.country}`,
        null,
        'NO_PAYOUT_CHANNEL',
      );
    },
  };
}
