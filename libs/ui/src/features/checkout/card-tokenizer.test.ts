import { afterEach, describe, expect, it } from 'vitest';
import { CardTokenizationError, loadCardScript } from './card-tokenizer';

const SCRIPT = 'http://localhost:3000/dev/payments/xendit.js';

function scriptElement(): HTMLScriptElement | null {
  return document.head.querySelector(`script[src="${SCRIPT}"]`);
}

describe('loadCardScript', () => {
  afterEach(() => {
    delete window.Xendit;
    document.head.querySelectorAll('script').forEach((element) => element.remove());
  });

  it('loads the address the gateway named, once, and answers its Xendit object', async () => {
    const first = loadCardScript(SCRIPT);
    const second = loadCardScript(SCRIPT);
    expect(document.head.querySelectorAll(`script[src="${SCRIPT}"]`)).toHaveLength(1);
    const xendit = { setPublishableKey: () => undefined, card: { createToken: () => undefined } };
    window.Xendit = xendit;
    scriptElement()?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(xendit);
    await expect(second).resolves.toBe(xendit);
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
