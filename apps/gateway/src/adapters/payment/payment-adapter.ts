import type { MarketCountry, Money, PaymentMethod } from '@storefront/domain';
import type { PaymentProvider } from '../../db/schema';

/** Who pays: what a provider shows on its pages or needs to send a one-time password. */
export interface PaymentPayer {
  readonly customerId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
}

/** Card details as the customer typed them; never stored by the gateway. */
export interface CardDetails {
  readonly holderName: string;
  readonly number: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly cvv: string;
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
  readonly card?: CardDetails;
}

/** What the customer needs to pay; each field is null when the method does not use it. */
export interface PaymentInstructions {
  readonly virtualAccount: { readonly bank: string; readonly number: string } | null;
  readonly qrString: string | null;
  /** A provider page to finish on (e-wallet checkout). */
  readonly checkoutUrl: string | null;
  /** The card issuer's one-time-password page (3-D Secure). */
  readonly authenticationUrl: string | null;
}

export const NO_INSTRUCTIONS: PaymentInstructions = {
  virtualAccount: null,
  qrString: null,
  checkoutUrl: null,
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
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Confirms a card charge waiting for the cardholder's one-time password. */
  confirmCardOtp(providerRequestId: string, otp: string): Promise<CardOtpResult>;
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
