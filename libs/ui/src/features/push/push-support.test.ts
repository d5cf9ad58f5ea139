import { describe, expect, it } from 'vitest';
import { browserPushEnvironment, missingPushFeatures } from './push-support';
import type { PushEnvironment } from './push-support';

const FULL: PushEnvironment = {
  navigator: { serviceWorker: {}, cookieEnabled: true },
  PushManager: class PushManager {},
  Notification: class Notification {},
  fetch: () => undefined,
  indexedDB: {},
};

describe('missingPushFeatures', () => {
  it('finds nothing missing in a browser that has everything', () => {
    expect(missingPushFeatures(FULL)).toEqual([]);
  });

  it.each<[string, PushEnvironment, string[]]>([
    ['no service worker', { ...FULL, navigator: { cookieEnabled: true } }, ['serviceWorker']],
    ['no Push API', { ...FULL, PushManager: undefined }, ['pushManager']],
    ['no notifications', { ...FULL, Notification: undefined }, ['notification']],
    ['fetch that is not a function', { ...FULL, fetch: {} }, ['fetch']],
    ['no local database', { ...FULL, indexedDB: null }, ['indexedDB']],
    [
      'cookies blocked',
      { ...FULL, navigator: { serviceWorker: {}, cookieEnabled: false } },
      ['cookies'],
    ],
    [
      'nothing at all',
      {},
      ['serviceWorker', 'pushManager', 'notification', 'fetch', 'indexedDB', 'cookies'],
    ],
  ])('reports %s', (_case, env, missing) => {
    expect(missingPushFeatures(env)).toEqual(missing);
  });

  it('reads jsdom as a browser without push (no service worker, no Push API)', () => {
    const missing = missingPushFeatures(browserPushEnvironment());
    expect(missing).toContain('serviceWorker');
    expect(missing).toContain('pushManager');
  });
});
