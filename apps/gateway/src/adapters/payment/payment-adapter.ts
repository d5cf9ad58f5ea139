import type { MarketCountry, Money, PaymentChannel, PaymentMethod } from '@storefront/domain';
import type { PaymentProvider } from '../../db/schema';

/** Who pays: what a provider shows on its pages or needs to send a one-time password. */
export interface PaymentPayer {
  readonly customerId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
}

/**
 * A card as the gateway knows it: the single-use token the provider's script made in the
 * browser. The card's number and security code stay with the provider (decision 280).
 */
export interface CardToken {
  readonly tokenId: string;
  /** Months of an installment plan; null for a one-off card charge. */
  readonly installmentMonths: number | null;
  /**
   * The cardholder's address as our server saw it: TipTop Pay requires it with a cryptogram
   * for its fraud checks (decision 294). Sent to the provider only, never stored.
   */
  readonly payerIp?: string;
}

/** Where the storefront loads the provider's card tokenization script, and its public key. */
export interface CardTokenization {
  readonly scriptUrl: string;
  readonly publishableKey: string;
}

export interface CreatePaymentRequest {
  /** Our payment id: the provider's reference_id, so a callback can be traced back. */
  readonly reference: string;
  /** Forwarded to the provider, so a retried call cannot create a second charge there either. */
  readonly idempotencyKey: string;
  readonly amount: Money;
  readonly country: MarketCountry;
  readonly method: PaymentMethod;
  readonly payer: PaymentPayer;
  readonly description: string;
  /** When the provider should stop accepting money (the order's payment deadline). */
  readonly expiresAt: Date | null;
  /** Required for credit_card and installment. */
  readonly card?: CardToken;
  /** The bank or e-wallet the buyer picked, where the market offers a choice (decision 281). */
  readonly channel?: PaymentChannel;
  /** The storefront page a provider's checkout sends the buyer back to (the order's payment). */
  readonly returnUrl: string;
}

/** What the customer needs to pay; each field is null when the method does not use it. */
export interface PaymentInstructions {
  readonly virtualAccount: { readonly bank: string; readonly number: string } | null;
  readonly qrString: string | null;
  /** A provider page to finish on (e-wallet checkout). */
  readonly checkoutUrl: string | null;
  /** The same checkout as a link into the e-wallet's app, for a phone (when the provider has one). */
  readonly mobileCheckoutUrl: string | null;
  /** The bank or e-wallet these instructions are for; null where there was no choice. */
  readonly channel: PaymentChannel | null;
  /** The card issuer's one-time-password page (3-D Secure). */
  readonly authenticationUrl: string | null;
  /**
   * The form our own page at `authenticationUrl` posts to the issuer, where the provider answers
   * 3-D Secure as a form rather than a page (TipTop Pay: AcsUrl with PaReq, MD, TermUrl;
   * decision 294). No card data: the issuer's request and our return address.
   */
  readonly authenticationForm?: {
    readonly action: string;
    readonly fields: Readonly<Record<string, string>>;
  } | null;
}

export const NO_INSTRUCTIONS: PaymentInstructions = {
  virtualAccount: null,
  qrString: null,
  checkoutUrl: null,
  mobileCheckoutUrl: null,
  channel: null,
  authenticationUrl: null,
};

export type ProviderPaymentStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed';

export interface CreatedPayment {
  readonly providerRequestId: string;
  readonly status: ProviderPaymentStatus;
  readonly instructions: PaymentInstructions;
  /** Set when the provider collected the money at once (a card without 3-D Secure). */
  readonly providerPaymentId: string | null;
}

export type CardOtpResult =
  | { readonly ok: true; readonly providerPaymentId: string }
  | { readonly ok: false; readonly reason: 'mismatch' | 'attempts_exceeded' | 'not_waiting' };

/**
 * The payment port. Creating a payment never marks anything paid by itself: money arrives as a
 * provider event (webhook, simulator settlement, or a confirmed card OTP) that the payments
 * module applies once.
 */
export interface PaymentAdapter {
  readonly provider: PaymentProvider;
  /** The browser side of card payments; null when the adapter takes no cards. */
  readonly cardTokenization: CardTokenization | null;
  /** The installment plans (months) the tokenized card supports for this amount. */
  cardInstallmentPlans(tokenId: string, amount: Money, country: MarketCountry): Promise<number[]>;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Confirms a card charge waiting for the cardholder's one-time password. */
  confirmCardOtp(providerRequestId: string, otp: string): Promise<CardOtpResult>;
  /** Reverses (part of) a collected card, e-wallet or QR payment to its source (decision 282). */
  refundPayment(request: RefundPaymentRequest): Promise<CreatedTransfer>;
  /** Sends money to a bank account: the way back for a virtual account or bank transfer. */
  sendPayout(request: PayoutRequest): Promise<CreatedTransfer>;
  /**
   * Closes an attempt nobody paid yet, so the buyer can no longer pay it at the provider (a
   * superseded virtual account, QR code, e-wallet or card checkout; decision 308). Where the
   * provider documents no way, it answers `cannot_close` without a call; a late capture is then
   * applied as any (decision 182). A refusal or no answer throws PaymentProviderError.
   */
  closePayment(request: ClosePaymentRequest): Promise<ClosedPayment>;
}

/** An attempt to close at the provider: what `payments` stored when it was created. */
export interface ClosePaymentRequest {
  /** Our payment id: the reference the provider was given. */
  readonly reference: string;
  /** The provider's id of the payment request (Xendit `pr-…`, TipTop Pay's transaction). */
  readonly providerRequestId: string;
  readonly method: PaymentMethod;
  /** The bank or e-wallet it was opened at; null where there was no choice. */
  readonly channel: PaymentChannel | null;
}

/**
 * What closing did. `closed`: the provider will take no money for it any more. `not_open`: it was
 * no longer open there (expired, failed, or paid: a capture still arrives by its callback).
 * `not_needed`: only our own call could complete it, and the gateway no longer makes that call
 * for a closed attempt (a card's 3-D Secure answer passes through us at TipTop Pay).
 * `cannot_close`: the provider has no documented way; it stays payable there until it expires.
 */
export type ClosedPayment = {
  readonly outcome: 'closed' | 'not_open' | 'not_needed' | 'cannot_close';
};

/** A refund of a collected payment; nothing is assumed sent until the provider's callback. */
export interface RefundPaymentRequest {
  /** Our refund transfer id: the provider's reference and idempotency key (a retry of a lost answer cannot refund twice). */
  readonly reference: string;
  readonly amount: Money;
  /** The provider's id of the collected payment (Xendit `py-…`). */
  readonly providerPaymentId: string;
}

/** A payout to the buyer's bank account, as the refund request names it. */
export interface PayoutRequest {
  /** Our refund transfer id: the provider's reference and idempotency key. */
  readonly reference: string;
  readonly amount: Money;
  readonly country: MarketCountry;
  readonly bank: {
    /** The market's bank code (seeded `banks.id`: kode bank, Bank of Thailand code, BIC); null when the name is not a listed bank. */
    readonly code: string | null;
    readonly name: string;
    readonly accountNumber: string;
    readonly accountHolder: string;
  };
  readonly description: string;
}

/** The provider's answer to a refund or payout: usually pending, final by its callback. */
export interface CreatedTransfer {
  readonly providerTransferId: string;
  readonly status: 'pending' | 'succeeded' | 'failed';
  readonly failureCode: string | null;
}

/** A provider refused or failed the call: reported to the customer as a retry, logged in full. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly providerStatus: number | null,
    readonly providerCode: string | null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
