import type { CatalogAdapter } from './catalog/catalog-adapter';
import type { CourierRates, CourierTracking } from './courier/courier-rates';
import type { PaymentAdapter } from './payment/payment-adapter';
import type { FileStorage } from './storage/file-storage';

/**
 * The ports through which the gateway talks to the outside world. Each has a local implementation
 * (the default, so the product runs offline on one machine) and the real provider, chosen by
 * configuration in create-adapters.ts.
 */
export interface OutgoingMessage {
  readonly to: string;
  readonly subject?: string;
  readonly body: string;
}

/** An e-mail as adapters/mail/mail-template.ts renders it: `body` is its plain-text part. */
export interface MailMessage extends OutgoingMessage {
  readonly subject: string;
  /** The same content as HTML, for clients that show it. */
  readonly html: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export interface WhatsAppMessage extends OutgoingMessage {
  /**
   * Set when the message carries a one-time code: a provider that may only start a conversation
   * with an approved template (WhatsApp Cloud API) sends the code through it instead of `body`.
   */
  readonly otp?: { readonly code: string; readonly language: string };
}

export interface WhatsAppSender {
  /** Sends a text to an E.164 phone number. */
  send(message: WhatsAppMessage): Promise<void>;
}

export interface PushMessage {
  readonly token: string;
  readonly title: string;
  readonly body: string;
  readonly link?: string | null;
}

export type PushResult = 'sent' | 'unregistered';

export interface PushSender {
  /** 'unregistered' means the provider no longer knows the token: the caller deletes it. */
  send(message: PushMessage): Promise<PushResult>;
}

/** The verified claims of a Google ID token. */
export interface GoogleIdentity {
  readonly subject: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly givenName: string;
  readonly familyName: string;
  readonly picture: string | null;
}

export interface GoogleIdTokenVerifier {
  /** Null for a token that is forged, expired, or for another client id. */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

export interface Adapters {
  readonly mail: MailSender;
  readonly whatsapp: WhatsAppSender;
  readonly push: PushSender;
  /** Null when Google sign-in is not configured. */
  readonly google: GoogleIdTokenVerifier | null;
  readonly catalog: CatalogAdapter;
  readonly storage: FileStorage;
  readonly payment: PaymentAdapter;
  /** Domestic delivery prices (checkout's courier options). */
  readonly courier: CourierRates;
  /** The courier's scans of a waybill; null without a tracking provider (adapters/courier). */
  readonly courierTracking: CourierTracking | null;
}
