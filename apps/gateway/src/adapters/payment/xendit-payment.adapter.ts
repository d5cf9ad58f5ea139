import type { MarketCountry, PaymentMethod } from '@storefront/domain';
import { toDecimalString } from '@storefront/domain';
import type {
  CardOtpResult,
  CreatePaymentRequest,
  CreatedPayment,
  PaymentAdapter,
  PaymentInstructions,
  ProviderPaymentStatus,
} from './payment-adapter';
import { NO_INSTRUCTIONS, PaymentProviderError } from './payment-adapter';

export interface XenditOptions {
  /** https://api.xendit.co, or a stub in tests. */
  readonly apiUrl: string;
  readonly secretKey: string;
  /** The channel virtual accounts and bank transfers are issued on (e.g. BCA_VIRTUAL_ACCOUNT). */
  readonly virtualAccountChannel: string;
  /** Where the provider sends the customer back after an e-wallet or 3-D Secure page. */
  readonly returnUrl: string;
  readonly fetch?: typeof fetch;
  /** A slow provider must not hold a request (and its database connection) for long. */
  readonly timeoutMs?: number;
}

/** Payments API v3 is versioned by header; the shapes below are this version's. */
export const XENDIT_API_VERSION = '2024-11-11';

/**
 * Xendit channel codes by method and country. Xendit does not operate in Kazakhstan and has no
 * virtual accounts in Thailand; a method without a channel here is refused before any call
 * (decision 181). Cards and installments both go through CARDS: an installment is a card plan.
 */
const CHANNELS: Partial<Record<MarketCountry, Partial<Record<PaymentMethod, string>>>> = {
  ID: { ewallet: 'DANA', qr: 'QRIS', credit_card: 'CARDS', installment: 'CARDS' },
  TH: { ewallet: 'TRUEMONEY', qr: 'PROMPTPAY', credit_card: 'CARDS' },
};

function channelFor(options: XenditOptions, country: MarketCountry, method: PaymentMethod): string {
  if (country === 'ID' && (method === 'virtual_account' || method === 'bank_transfer')) {
    return options.virtualAccountChannel;
  }
  const channel = CHANNELS[country]?.[method];
  if (!channel) {
    throw new PaymentProviderError(`Xendit offers no ${method} channel in ${country}`, null, null);
  }
  return channel;
}

interface XenditAction {
  readonly type?: string;
  readonly descriptor?: string;
  readonly value?: string;
}

/** The fields of a v3 payment request this adapter reads; Xendit sends more. */
export interface XenditPaymentRequest {
  readonly payment_request_id: string;
  readonly status: string;
  readonly channel_code?: string;
  readonly latest_payment_id?: string | null;
  readonly actions?: readonly XenditAction[];
}

function mapStatus(status: string, needsCustomerAuth: boolean): ProviderPaymentStatus {
  if (status === 'SUCCEEDED') return 'succeeded';
  if (status === 'FAILED' || status === 'CANCELED' || status === 'EXPIRED') return 'failed';
  return needsCustomerAuth ? 'requires_action' : 'pending';
}

/** The bank of a VA channel code: BCA_VIRTUAL_ACCOUNT -> BCA. */
function bankOf(channelCode: string): string {
  return channelCode.replace(/_VIRTUAL_ACCOUNT$/, '');
}

function splitName(name: string): { first: string; last: string } {
  const parts = name.trim().split(/\s+/);
  const first = parts.shift() ?? name;
  return { first, last: parts.join(' ') || first };
}

/**
 * Xendit over its Payments API v3 (`POST /v3/payment_requests`, Basic auth with the secret key,
 * an `idempotency-key` header). What the customer must do comes back as `actions`: a virtual
 * account number or QR string to present, or a page (WEB_URL) to redirect to. Money is reported
 * later by the `payment.capture` webhook (modules/payments), never assumed from this answer.
 */
export function createXenditPaymentAdapter(options: XenditOptions): PaymentAdapter {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  async function call(
    url: string,
    init: { method: string; body?: unknown; idempotencyKey?: string },
  ): Promise<XenditPaymentRequest> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: init.method,
        headers: {
          authorization,
          'api-version': XENDIT_API_VERSION,
          'content-type': 'application/json',
          ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Xendit unreachable: ${String(error)}`, null, null);
    }
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // An HTML error page from a proxy: reported by status below.
    }
    if (!response.ok) {
      const code = typeof body['error_code'] === 'string' ? body['error_code'] : null;
      throw new PaymentProviderError(
        `Xendit answered ${response.status} ${code ?? ''}`.trim(),
        response.status,
        code,
      );
    }
    if (typeof body['payment_request_id'] !== 'string' || typeof body['status'] !== 'string') {
      throw new PaymentProviderError(
        'Xendit answered without a payment request',
        response.status,
        null,
      );
    }
    return body as unknown as XenditPaymentRequest;
  }

  function channelProperties(request: CreatePaymentRequest, channel: string) {
    const expiresAt = request.expiresAt?.toISOString();
    const returns = {
      success_return_url: `${options.returnUrl}?payment=${request.reference}&result=success`,
      failure_return_url: `${options.returnUrl}?payment=${request.reference}&result=failure`,
    };
    if (channel === 'CARDS') {
      if (!request.card) throw new Error('a card payment needs card details');
      const name = splitName(request.card.holderName);
      return {
        ...returns,
        skip_three_ds: false,
        card_details: {
          card_number: request.card.number,
          expiry_month: request.card.expiryMonth.padStart(2, '0'),
          expiry_year:
            request.card.expiryYear.length === 2
              ? `20${request.card.expiryYear}`
              : request.card.expiryYear,
          cvn: request.card.cvv,
          cardholder_first_name: name.first,
          cardholder_last_name: name.last,
          cardholder_email: request.payer.email,
          ...(request.payer.phone ? { cardholder_phone_number: request.payer.phone } : {}),
        },
      };
    }
    if (request.method === 'ewallet')
      return { ...returns, cancel_return_url: returns.failure_return_url };
    if (request.method === 'qr') return expiresAt ? { expires_at: expiresAt } : {};
    return { display_name: request.payer.name, ...(expiresAt ? { expires_at: expiresAt } : {}) };
  }

  function instructionsOf(
    answer: XenditPaymentRequest,
    channel: string,
    card: boolean,
  ): PaymentInstructions {
    let instructions: PaymentInstructions = NO_INSTRUCTIONS;
    for (const action of answer.actions ?? []) {
      if (!action.value) continue;
      if (action.descriptor === 'VIRTUAL_ACCOUNT_NUMBER') {
        instructions = {
          ...instructions,
          virtualAccount: { bank: bankOf(answer.channel_code ?? channel), number: action.value },
        };
      } else if (action.descriptor === 'QR_STRING') {
        instructions = { ...instructions, qrString: action.value };
      } else if (action.descriptor === 'WEB_URL' || action.descriptor === 'DEEPLINK_URL') {
        instructions = card
          ? { ...instructions, authenticationUrl: instructions.authenticationUrl ?? action.value }
          : { ...instructions, checkoutUrl: instructions.checkoutUrl ?? action.value };
      }
    }
    return instructions;
  }

  return {
    provider: 'xendit',

    async createPayment(request): Promise<CreatedPayment> {
      const channel = channelFor(options, request.country, request.method);
      const card = channel === 'CARDS';
      const answer = await call(`${base}/v3/payment_requests`, {
        method: 'POST',
        idempotencyKey: request.idempotencyKey,
        body: {
          reference_id: request.reference,
          type: 'PAY',
          country: request.country,
          currency: request.amount.currency,
          request_amount: Number(toDecimalString(request.amount)),
          capture_method: 'AUTOMATIC',
          channel_code: channel,
          channel_properties: channelProperties(request, channel),
          description: request.description,
          metadata: { payment_id: request.reference, customer_id: request.payer.customerId },
        },
      });
      const instructions = instructionsOf(answer, channel, card);
      const status = mapStatus(answer.status, instructions.authenticationUrl !== null);
      return {
        providerRequestId: answer.payment_request_id,
        status,
        instructions,
        providerPaymentId: status === 'succeeded' ? (answer.latest_payment_id ?? null) : null,
      };
    },

    /**
     * Most issuers take the code on their own 3-D Secure page (authenticationUrl) and the result
     * arrives by webhook. A channel that takes it by API says so with a VALIDATE_OTP action;
     * the code is posted there, and only to Xendit's own host (the secret key goes with it).
     */
    async confirmCardOtp(providerRequestId, otp): Promise<CardOtpResult> {
      const current = await call(
        `${base}/v3/payment_requests/${encodeURIComponent(providerRequestId)}`,
        {
          method: 'GET',
        },
      );
      const validate = current.actions?.find((action) => action.descriptor === 'VALIDATE_OTP');
      if (!validate?.value || new URL(validate.value, base).origin !== new URL(base).origin) {
        return { ok: false, reason: 'not_waiting' };
      }
      try {
        const answer = await call(new URL(validate.value, base).toString(), {
          method: 'POST',
          body: { auth_code: otp },
        });
        if (answer.status === 'SUCCEEDED') {
          return {
            ok: true,
            providerPaymentId: answer.latest_payment_id ?? answer.payment_request_id,
          };
        }
        return { ok: false, reason: answer.status === 'FAILED' ? 'attempts_exceeded' : 'mismatch' };
      } catch (error) {
        if (error instanceof PaymentProviderError && error.providerStatus === 400) {
          return { ok: false, reason: 'mismatch' };
        }
        throw error;
      }
    },
  };
}
