import type { Money } from '@storefront/domain';
import { toDecimalString } from '@storefront/domain';

/**
 * The browser side of card payments (docs/decisions/280): the card provider's script — Xendit.js
 * v3 from Xendit's CDN, or the development simulator's stand-in with the same interface — turns
 * the typed card into a single-use token. Only the token goes to our gateway; the card number and
 * security code go to the provider alone. The script's address comes from the gateway's payment
 * answer (`card_tokenization`), never from this code.
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

declare global {
  interface Window {
    Xendit?: XenditJs;
  }
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

const loading = new Map<string, Promise<XenditJs>>();

/** Loads the provider's script once per address and answers its `Xendit` object. */
export function loadCardScript(scriptUrl: string): Promise<XenditJs> {
  if (window.Xendit) return Promise.resolve(window.Xendit);
  const known = loading.get(scriptUrl);
  if (known) return known;
  const promise = new Promise<XenditJs>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () =>
      window.Xendit ? resolve(window.Xendit) : reject(new CardTokenizationError('SCRIPT_EMPTY'));
    script.onerror = () => reject(new CardTokenizationError('SCRIPT_UNAVAILABLE'));
    document.head.append(script);
  });
  // A failed load may be tried again (a flaky network), so it is not remembered.
  promise.catch(() => loading.delete(scriptUrl));
  loading.set(scriptUrl, promise);
  return promise;
}

/** Turns the typed card into a single-use token through the provider's script. */
export async function tokenizeCard(
  tokenization: { readonly script_url: string; readonly publishable_key: string },
  card: TypedCard,
  amount: Money,
): Promise<XenditJsToken> {
  const xendit = await loadCardScript(tokenization.script_url);
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
