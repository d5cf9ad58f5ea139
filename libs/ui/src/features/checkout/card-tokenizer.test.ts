import { afterEach, describe, expect, it } from 'vitest';
import type { TipTopPayCardFields, TipTopPayJs } from './card-tokenizer';
import { CardTokenizationError, loadCardScript, tokenizeCard } from './card-tokenizer';

const SCRIPT = 'http://localhost:3000/dev/payments/xendit.js';

function scriptElement(): HTMLScriptElement | null {
  return document.head.querySelector(`script[src="${SCRIPT}"]`);
}

describe('loadCardScript', () => {
  afterEach(() => {
    delete window.Xendit;
    delete window.tiptop;
    document.head.querySelectorAll('script').forEach((element) => element.remove());
  });

  it('loads the address the gateway named, once, and answers its Xendit object', async () => {
    const first = loadCardScript(SCRIPT);
    const second = loadCardScript(SCRIPT);
    expect(document.head.querySelectorAll(`script[src="${SCRIPT}"]`)).toHaveLength(1);
    const xendit = { setPublishableKey: () => undefined, card: { createToken: () => undefined } };
    window.Xendit = xendit;
    scriptElement()?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toEqual({ kind: 'xendit', xendit });
    await expect(second).resolves.toEqual({ kind: 'xendit', xendit });
  });

  it('refuses when the script cannot load, and tries again on the next call', async () => {
    const url = `${SCRIPT}?attempt=1`;
    const failed = loadCardScript(url);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toEqual(new CardTokenizationError('SCRIPT_UNAVAILABLE'));
    void loadCardScript(url).catch(() => undefined);
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });
});

describe('tokenizeCard with TipTop Pay checkout.js (Kazakhstan, decision 294)', () => {
  const CHECKOUT = 'https://checkout.tiptoppay.kz/checkout.js';
  const CARD = {
    number: '4242 4242 4242 4242',
    expiryMonth: '1',
    expiryYear: '2031',
    securityCode: '123',
  };
  const AMOUNT = { amount: 3_100_000, currency: 'KZT' as const };

  afterEach(() => {
    delete window.tiptop;
    document.head.querySelectorAll('script').forEach((element) => element.remove());
  });

  /** checkout.js as the test sees it: what it was given, and the cryptogram it answers. */
  function fakeCheckout(answer: () => Promise<string>) {
    const seen: { publicId: string; fields: TipTopPayCardFields }[] = [];
    const tiptop: TipTopPayJs = {
      Checkout: class {
        constructor(private readonly options: { publicId: string }) {}
        createPaymentCryptogram(fields: TipTopPayCardFields) {
          seen.push({ publicId: this.options.publicId, fields });
          return answer();
        }
      },
    };
    return { tiptop, seen };
  }

  it('answers the cryptogram checkout.js made from the card, keyed by the Public ID', async () => {
    const { tiptop, seen } = fakeCheckout(async () => '025200000000Yy1Abc/+=');
    const token = tokenizeCard(
      { script_url: CHECKOUT, publishable_key: 'pk_test_kz' },
      CARD,
      AMOUNT,
    );
    window.tiptop = tiptop;
    document.head.querySelector(`script[src="${CHECKOUT}"]`)?.dispatchEvent(new Event('load'));
    await expect(token).resolves.toEqual({ id: '025200000000Yy1Abc/+=' });
    expect(seen).toEqual([
      {
        publicId: 'pk_test_kz',
        fields: {
          cardNumber: '4242424242424242',
          expDateMonth: '01',
          expDateYear: '31',
          cvv: '123',
        },
      },
    ]);
    // Nothing of the card is left in the page for a form to send.
    expect(document.querySelectorAll('input')).toHaveLength(0);
  });

  it('refuses a card checkout.js refuses', async () => {
    window.tiptop = fakeCheckout(() => Promise.reject(['Некорректный номер карты'])).tiptop;
    await expect(
      tokenizeCard({ script_url: CHECKOUT, publishable_key: 'pk_test_kz' }, CARD, AMOUNT),
    ).rejects.toEqual(new CardTokenizationError('INVALID_CARD'));
  });
});
