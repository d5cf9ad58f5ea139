import type { MarketCountry, PaymentMethod } from '@storefront/domain';
import { toDecimalString } from '@storefront/domain';
import { appLinkSchema } from '@storefront/contract';
import type {
  CardOtpResult,
  CardTokenization,
  ClosedPayment,
  CreatePaymentRequest,
  CreatedPayment,
  PaymentAdapter,
  PaymentInstructions,
  ProviderPaymentStatus,
} from './payment-adapter';
import { NO_INSTRUCTIONS, PaymentProviderError } from './payment-adapter';
import { createXenditRefunds } from './xendit-refunds';

export interface XenditOptions {
  /** https://api.xendit.co, or a stub in tests. */
  readonly apiUrl: string;
  readonly secretKey: string;
  /** Where the provider sends the customer back after an e-wallet or 3-D Secure page. */
  readonly returnUrl: string;
  /** Xendit.js and the publishable key; null takes no cards (no key configured). */
  readonly cardTokenization: CardTokenization | null;
  readonly fetch?: typeof fetch;
  /** A slow provider must not hold a request (and its database connection) for long. */
  readonly timeoutMs?: number;
}

/** Payments API v3 is versioned by header; the shapes below are this version's. */
export const XENDIT_API_VERSION = '2024-11-11';

/**
 * Xendit channel codes of the methods without a buyer's choice, by country. Xendit does not
 * operate in Kazakhstan and has no virtual accounts or bank transfers in Thailand; a method
 * without a channel is refused before any call (decisions 181, 281). Cards and installments both
 * go through CARDS: an installment is a card plan.
 */
const CHANNELS: Partial<Record<MarketCountry, Partial<Record<PaymentMethod, string>>>> = {
  ID: { qr: 'QRIS', credit_card: 'CARDS', installment: 'CARDS' },
  TH: { qr: 'PROMPTPAY', credit_card: 'CARDS' },
};

/** Countries where Xendit issues virtual accounts (a bank transfer is paid into one too). */
const VIRTUAL_ACCOUNT_COUNTRIES: readonly MarketCountry[] = ['ID'];

/**
 * The channel code of a request: the buyer's bank (`BNI` -> BNI_VIRTUAL_ACCOUNT) or e-wallet
 * (`OVO`, Xendit's own code) where the market offers a choice, else the method's one channel.
 */
function channelFor(request: CreatePaymentRequest): string {
  const { country, method } = request;
  const bank = method === 'virtual_account' || method === 'bank_transfer';
  if (bank && VIRTUAL_ACCOUNT_COUNTRIES.includes(country) && request.channel) {
    return `${request.channel}_VIRTUAL_ACCOUNT`;
  }
  if (method === 'ewallet' && request.channel) return request.channel;
  const channel = bank || method === 'ewallet' ? undefined : CHANNELS[country]?.[method];
  if (!channel) {
    const what = request.channel ? `${method} channel ${request.channel}` : `${method} channel`;
    throw new PaymentProviderError(`Xendit offers no ${what} in ${country}`, null, null);
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

/**
 * What "Cancel a payment request" answers (400) for one it can no longer cancel: already
 * inactive (expired, canceled, failed) or in a status that does not allow it (succeeded). Either
 * way nothing is left open; money it took arrives by its capture webhook as any late one.
 */
const NOT_OPEN_CODES: readonly string[] = [
  'INACTIVE_PAYMENT_REQUEST',
  'INELIGIBLE_TRANSACTION_STATUS',
];

/** An app's link (`shopeeid://pay…`) or https; the contract's rule (appLinkSchema). */
function isAppLink(value: string): boolean {
  return appLinkSchema.safeParse(value).success;
}

/** The bank of a VA channel code: BCA_VIRTUAL_ACCOUNT -> BCA. */
function bankOf(channelCode: string): string {
  return channelCode.replace(/_VIRTUAL_ACCOUNT$/, '');
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

  async function send(
    url: string,
    init: { method: string; body?: unknown; idempotencyKey?: string },
  ): Promise<{ status: number; body: Record<string, unknown> }> {
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
    return { status: response.status, body };
  }

  async function call(
    url: string,
    init: { method: string; body?: unknown; idempotencyKey?: string },
  ): Promise<XenditPaymentRequest> {
    const { status, body } = await send(url, init);
    if (typeof body['payment_request_id'] !== 'string' || typeof body['status'] !== 'string') {
      throw new PaymentProviderError('Xendit answered without a payment request', status, null);
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
      // The card itself travels as the token (top level); 3-D Secure is never skipped, and an
      // installment is the card plan the buyer chose (decision 280).
      const months = request.card?.installmentMonths ?? null;
      return {
        ...returns,
        skip_three_ds: false,
        ...(request.method === 'installment' && months !== null
          ? { installment_configuration: { terms: months, interval: 'MONTH' } }
          : {}),
      };
    }
    if (request.method === 'ewallet') {
      // Back to the order's payment page in the buyer's language, which reads the result from
      // us, not from the address (decision 281).
      const back = (result: string) =>
        `${request.returnUrl}?payment=${encodeURIComponent(request.reference)}&result=${result}`;
      return {
        success_return_url: back('success'),
        failure_return_url: back('failure'),
        cancel_return_url: back('failure'),
      };
    }
    if (request.method === 'qr') return expiresAt ? { expires_at: expiresAt } : {};
    return { display_name: request.payer.name, ...(expiresAt ? { expires_at: expiresAt } : {}) };
  }

  function instructionsOf(
    request: CreatePaymentRequest,
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
      } else if (
        card &&
        (action.descriptor === 'WEB_URL' || action.descriptor === 'DEEPLINK_URL')
      ) {
        instructions = {
          ...instructions,
          authenticationUrl: instructions.authenticationUrl ?? action.value,
        };
      } else if (action.descriptor === 'WEB_URL') {
        instructions = { ...instructions, checkoutUrl: instructions.checkoutUrl ?? action.value };
      } else if (action.descriptor === 'DEEPLINK_URL' && isAppLink(action.value)) {
        // The wallet's app on a phone; never a script or local-file address from an answer.
        instructions = { ...instructions, mobileCheckoutUrl: action.value };
      }
    }
    return { ...instructions, channel: request.channel ?? null };
  }

  return {
    provider: 'xendit',
    cardTokenization: options.cardTokenization,

    /**
     * The plans the token's card supports for this amount ("Check available installment plans",
     * POST /v3/payment_options); a card without any answers an empty list.
     */
    async cardInstallmentPlans(tokenId, amount, country): Promise<number[]> {
      const { body } = await send(`${base}/v3/payment_options`, {
        method: 'POST',
        body: {
          payment_token_id: tokenId,
          channel_code: 'CARDS',
          country,
          currency: amount.currency,
          request_amount: Number(toDecimalString(amount)),
        },
      });
      const plans = Array.isArray(body['installment_plans']) ? body['installment_plans'] : [];
      return plans.flatMap((plan: unknown) => {
        const { terms, interval } = (plan ?? {}) as { terms?: unknown; interval?: unknown };
        return typeof terms === 'number' && Number.isInteger(terms) && interval === 'MONTH'
          ? [terms]
          : [];
      });
    },
    ...createXenditRefunds({ ...options, apiVersion: XENDIT_API_VERSION }),

    async createPayment(request): Promise<CreatedPayment> {
      const channel = channelFor(request);
      const card = channel === 'CARDS';
      if (card && !request.card) throw new Error('a card payment needs a card token');
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
          // A tokenized card names its channel through the token (Xendit's "pay with tokens").
          ...(card && request.card
            ? { payment_token_id: request.card.tokenId }
            : { channel_code: channel }),
          channel_properties: channelProperties(request, channel),
          description: request.description,
          metadata: { payment_id: request.reference, customer_id: request.payer.customerId },
        },
      });
      const instructions = instructionsOf(request, answer, channel, card);
      const status = mapStatus(answer.status, instructions.authenticationUrl !== null);
      return {
        providerRequestId: answer.payment_request_id,
        status,
        instructions,
        providerPaymentId: status === 'succeeded' ? (answer.latest_payment_id ?? null) : null,
      };
    },

    /**
     * "Cancel a payment request" (POST /v3/payment_requests/{id}/cancel, decision 308): one call
     * for every channel the adapter opens (virtual account, QRIS / PromptPay, e-wallet, a card
     * waiting for 3-D Secure), which "prevents end users from completing payment". No body and
     * no idempotency key: one already canceled or expired is answered INACTIVE_PAYMENT_REQUEST,
     * read as nothing left open.
     */
    async closePayment(request): Promise<ClosedPayment> {
      try {
        const answer = await call(
          `${base}/v3/payment_requests/${encodeURIComponent(request.providerRequestId)}/cancel`,
          { method: 'POST' },
        );
        return { outcome: answer.status === 'CANCELED' ? 'closed' : 'not_open' };
      } catch (error) {
        if (
          error instanceof PaymentProviderError &&
          error.providerStatus === 400 &&
          error.providerCode !== null &&
          NOT_OPEN_CODES.includes(error.providerCode)
        ) {
          return { outcome: 'not_open' };
        }
        throw error;
      }
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
