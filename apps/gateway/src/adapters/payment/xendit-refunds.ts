import type { MarketCountry } from '@storefront/domain';
import { toDecimalString } from '@storefront/domain';
import type {
  CreatedTransfer,
  PaymentAdapter,
  PayoutRequest,
  RefundPaymentRequest,
} from './payment-adapter';
import { PaymentProviderError } from './payment-adapter';

export interface XenditRefundOptions {
  readonly apiUrl: string;
  readonly secretKey: string;
  /** The Payments API v3 version header (refunds are part of it). */
  readonly apiVersion: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/**
 * Xendit payout channels by the market's seeded bank code (db/seed/banks.ts): kode bank in
 * Indonesia, the Bank of Thailand code in Thailand. A bank without a channel here is refused
 * before any call, and the refund shows failed for staff to pay by hand (decision 282).
 */
const PAYOUT_CHANNELS: Partial<Record<MarketCountry, Readonly<Record<string, string>>>> = {
  ID: {
    '014': 'ID_BCA',
    '008': 'ID_MANDIRI',
    '002': 'ID_BRI',
    '009': 'ID_BNI',
    '451': 'ID_BSI',
    '022': 'ID_CIMB',
    '200': 'ID_BTN',
    '011': 'ID_DANAMON',
    '013': 'ID_PERMATA',
    '028': 'ID_OCBC',
    '016': 'ID_MAYBANK',
    '019': 'ID_PANIN',
    '542': 'ID_JAGO',
  },
  TH: {
    '002': 'TH_BBL',
    '004': 'TH_KBANK',
    '006': 'TH_KTB',
    '014': 'TH_SCB',
    '025': 'TH_BAY',
    '011': 'TH_TTB',
    '030': 'TH_GSB',
    '034': 'TH_BAAC',
    '033': 'TH_GHB',
    '022': 'TH_CIMB',
    '024': 'TH_UOB',
    '069': 'TH_KKP',
    '067': 'TH_TISCO',
    '073': 'TH_LHB',
  },
};

export function xenditPayoutChannel(country: MarketCountry, bankCode: string | null): string {
  const channel = bankCode ? PAYOUT_CHANNELS[country]?.[bankCode] : undefined;
  if (!channel) {
    throw new PaymentProviderError(
      `Xendit has no payout channel for bank ${bankCode ?? '(unlisted)'} in ${country}`,
      null,
      'NO_PAYOUT_CHANNEL',
    );
  }
  return channel;
}

/** Xendit's refund and payout statuses, as ours: anything not final yet is pending. */
export function xenditTransferStatus(status: unknown): CreatedTransfer['status'] {
  if (status === 'SUCCEEDED') return 'succeeded';
  if (
    status === 'FAILED' ||
    status === 'CANCELLED' ||
    status === 'CANCELED' ||
    status === 'REVERSED' ||
    status === 'COMPLIANCE_REJECTED'
  ) {
    return 'failed';
  }
  return 'pending';
}

/**
 * Money back through Xendit: `POST /v3/refunds` (Payments API v3, by the collected payment's
 * `py-…` id) for cards, e-wallets and QR, and `POST /v2/payouts` to a bank account for virtual
 * accounts and transfers. Both carry our transfer id as `reference_id` and idempotency key; the
 * result comes later as a `refund.*` or `payout.*` webhook (modules/payments).
 */
export function createXenditRefunds(
  options: XenditRefundOptions,
): Pick<PaymentAdapter, 'refundPayment' | 'sendPayout'> {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  async function post(
    path: string,
    headers: Record<string, string>,
    body: unknown,
  ): Promise<CreatedTransfer> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Xendit unreachable: ${String(error)}`, null, null);
    }
    const text = await response.text();
    let answer: Record<string, unknown> = {};
    try {
      answer = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // An HTML error page from a proxy: reported by status below.
    }
    const code = typeof answer['error_code'] === 'string' ? answer['error_code'] : null;
    if (!response.ok) {
      throw new PaymentProviderError(
        `Xendit answered ${response.status} ${code ?? ''}`.trim(),
        response.status,
        code,
      );
    }
    const id = answer['refund_id'] ?? answer['id'];
    if (typeof id !== 'string' || !id) {
      throw new PaymentProviderError('Xendit answered without an id', response.status, null);
    }
    const failure = answer['failure_code'];
    return {
      providerTransferId: id,
      status: xenditTransferStatus(answer['status']),
      failureCode: typeof failure === 'string' ? failure : null,
    };
  }

  return {
    refundPayment(request: RefundPaymentRequest) {
      return post(
        '/v3/refunds',
        { 'api-version': options.apiVersion, 'idempotency-key': request.reference },
        {
          reference_id: request.reference,
          payment_id: request.providerPaymentId,
          amount: Number(toDecimalString(request.amount)),
          currency: request.amount.currency,
          reason: 'REQUESTED_BY_CUSTOMER',
          metadata: { refund_transfer_id: request.reference },
        },
      );
    },

    async sendPayout(request: PayoutRequest) {
      const channel = xenditPayoutChannel(request.country, request.bank.code);
      return post(
        '/v2/payouts',
        { 'idempotency-key': request.reference },
        {
          reference_id: request.reference,
          channel_code: channel,
          channel_properties: {
            account_number: request.bank.accountNumber,
            account_holder_name: request.bank.accountHolder,
          },
          amount: Number(toDecimalString(request.amount)),
          currency: request.amount.currency,
          description: request.description,
          metadata: { refund_transfer_id: request.reference },
        },
      );
    },
  };
}
