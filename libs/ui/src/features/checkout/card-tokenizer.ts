import type { Money } from '@storefront/domain';
import { toDecimalString } from '@storefront/domain';

/**
 * The browser side of card payments (docs/decisions/280, 294): the card provider's script — Xendit.js
 * v3 from Xendit's CDN, TipTop Pay's checkout.js in Kazakhstan, or the development simulator's
 * stand-in with Xendit's interface — turns the typed card into a single-use token (TipTop Pay:
 * a cryptogram). Only that goes to our gateway; the card number and security code go to the
 * provider alone. The script's address comes from the gateway's payment answer
 * (`card_tokenization`), never from this code, and the script says which it is by what it defines.
 */

/** The part of Xendit.js this storefront uses (Xendit.setPublishableKey, Xendit.card.createToken). */
export interface XenditJs {
  setPublishableKey(key: string): void;
  card: {
    createToken(
      data: {
        amount: number;
        currency: string;
        card_number: string;
        card_exp_month: string;
        card_exp_year: string;
        card_cvn: string;
        is_multiple_use: boolean;
        /** 3-D Secure is asked by the payment request (the gateway), not at tokenization. */
        should_authenticate: boolean;
      },
      callback: (error: XenditJsError | null, token?: XenditJsToken) => void,
    ): void;
  };
}

export interface XenditJsError {
  readonly error_code?: string;
  readonly message?: string;
}

export interface XenditJsToken {
  readonly id: string;
  readonly status?: string;
  readonly masked_card_number?: string;
  readonly failure_reason?: string;
}

/** The card fields TipTop Pay's checkout.js encrypts (its `fieldValues`). */
export interface TipTopPayCardFields {
  readonly cardNumber: string;
  readonly expDateMonth: string;
  readonly expDateYear: string;
  readonly cvv: string;
}

/**
 * The part of TipTop Pay's checkout.js this storefront uses (decision 294): `tiptop.Checkout`
 * with the terminal's Public ID, whose `createPaymentCryptogram(fieldValues)` answers the
 * cryptogram, or rejects with the fields' errors.
 */
export interface TipTopPayJs {
  Checkout: new (options: { publicId: string }) => {
    createPaymentCryptogram(fields: TipTopPayCardFields): Promise<string>;
  };
}

declare global {
  interface Window {
    Xendit?: XenditJs;
    tiptop?: TipTopPayJs;
  }
}

/** The provider script that loaded, by what it defined. */
export type CardScript =
  | { readonly kind: 'xendit'; readonly xendit: XenditJs }
  | { readonly kind: 'tiptoppay'; readonly tipTopPay: TipTopPayJs };

function loadedScript(): CardScript | null {
  if (window.Xendit) return { kind: 'xendit', xendit: window.Xendit };
  if (window.tiptop?.Checkout) return { kind: 'tiptoppay', tipTopPay: window.tiptop };
  return null;
}

/** The card as the form holds it; handed to the provider's script only. */
export interface TypedCard {
  readonly number: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly securityCode: string;
}

/** The provider refused to tokenize the card (invalid, or its script failed). */
export class CardTokenizationError extends Error {
  constructor(readonly code: string) {
    super(`card tokenization failed: ${code}`);
    this.name = 'CardTokenizationError';
  }
}

const loading = new Map<string, Promise<CardScript>>();

/** Loads the provider's script once per address and answers what it defined (Xendit or tiptop). */
export function loadCardScript(scriptUrl: string): Promise<CardScript> {
  const loaded = loadedScript();
  if (loaded) return Promise.resolve(loaded);
  const known = loading.get(scriptUrl);
  if (known) return known;
  const promise = new Promise<CardScript>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const defined = loadedScript();
      if (defined) resolve(defined);
      else reject(new CardTokenizationError('SCRIPT_EMPTY'));
    };
    script.onerror = () => reject(new CardTokenizationError('SCRIPT_UNAVAILABLE'));
    document.head.append(script);
  });
  // A failed load may be tried again (a flaky network), so it is not remembered.
  promise.catch(() => loading.delete(scriptUrl));
  loading.set(scriptUrl, promise);
  return promise;
}

/**
 * The card as TipTop Pay's cryptogram: checkout.js encrypts it in the page with the terminal's
 * Public ID; nothing else sees it. The expiry year is its last two digits.
 */
async function tipTopPayCryptogram(
  tipTopPay: TipTopPayJs,
  tokenization: { readonly publishable_key: string },
  card: TypedCard,
): Promise<string> {
  let packet: unknown;
  try {
    const checkout = new tipTopPay.Checkout({ publicId: tokenization.publishable_key });
    packet = await checkout.createPaymentCryptogram({
      cardNumber: card.number.replace(/\s+/g, ''),
      expDateMonth: card.expiryMonth.padStart(2, '0'),
      expDateYear: card.expiryYear.slice(-2),
      cvv: card.securityCode,
    });
  } catch {
    // checkout.js refuses an invalid card with the list of its fields' errors.
    throw new CardTokenizationError('INVALID_CARD');
  }
  if (typeof packet !== 'string' || !packet) throw new CardTokenizationError('FAILED');
  return packet;
}

/** Turns the typed card into a single-use token through the provider's script. */
export async function tokenizeCard(
  tokenization: { readonly script_url: string; readonly publishable_key: string },
  card: TypedCard,
  amount: Money,
): Promise<{ readonly id: string }> {
  const script = await loadCardScript(tokenization.script_url);
  if (script.kind === 'tiptoppay') {
    return { id: await tipTopPayCryptogram(script.tipTopPay, tokenization, card) };
  }
  const xendit = script.xendit;
  xendit.setPublishableKey(tokenization.publishable_key);
  return new Promise<XenditJsToken>((resolve, reject) => {
    xendit.card.createToken(
      {
        amount: Number(toDecimalString(amount)),
        currency: amount.currency,
        card_number: card.number,
        card_exp_month: card.expiryMonth,
        card_exp_year: card.expiryYear,
        card_cvn: card.securityCode,
        is_multiple_use: false,
        should_authenticate: false,
      },
      (error, token) => {
        if (error || !token?.id || token.status === 'FAILED') {
          reject(new CardTokenizationError(error?.error_code ?? token?.failure_reason ?? 'FAILED'));
        } else {
          resolve(token);
        }
      },
    );
  });
}
