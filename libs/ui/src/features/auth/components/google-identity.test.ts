import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoogleIdentity } from './google-identity';

const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/** A fresh copy of the module: the loader remembers its script for the page's lifetime. */
async function freshLoader() {
  vi.resetModules();
  return (await import('./google-identity')).loadGoogleIdentity;
}

const fakeClient: GoogleIdentity = { initialize: vi.fn(), renderButton: vi.fn() };

function pendingScript(): HTMLScriptElement {
  const script = document.head.querySelector<HTMLScriptElement>(
    `script[src="${GOOGLE_IDENTITY_SCRIPT}"]`,
  );
  if (!script) throw new Error('no Google script was added');
  return script;
}

afterEach(() => {
  delete window.google;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  vi.unstubAllEnvs();
});

describe('loadGoogleIdentity', () => {
  it('uses the client already on the page without loading anything', async () => {
    const loadGoogleIdentity = await freshLoader();
    window.google = { accounts: { id: fakeClient } };
    await expect(loadGoogleIdentity()).resolves.toBe(fakeClient);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('loads the script once for every caller and answers its client', async () => {
    const loadGoogleIdentity = await freshLoader();
    const first = loadGoogleIdentity();
    const second = loadGoogleIdentity();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    window.google = { accounts: { id: fakeClient } };
    pendingScript().dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fakeClient);
    await expect(second).resolves.toBe(fakeClient);
  });

  it('fails when the script does not load, and tries again on the next call', async () => {
    const loadGoogleIdentity = await freshLoader();
    const failed = loadGoogleIdentity();
    pendingScript().dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('did not load');
    expect(document.head.querySelector('script')).toBeNull();

    const retry = loadGoogleIdentity();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    pendingScript().dispatchEvent(new Event('load'));
    // Loaded, but Google's global never appeared (blocked by an extension): a failure too.
    await expect(retry).rejects.toThrow('did not load');
  });
});

describe('googleClientId', () => {
  it.each([
    ['storefront.apps.googleusercontent.com', 'storefront.apps.googleusercontent.com'],
    ['  spaced.apps.googleusercontent.com ', 'spaced.apps.googleusercontent.com'],
    ['', ''],
  ])('reads %j as %j', async (value, expected) => {
    const { googleClientId } = await import('./google-identity');
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', value);
    expect(googleClientId()).toBe(expected);
  });
});
