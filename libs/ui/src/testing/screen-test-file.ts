import { signInForTests } from '@storefront/api/testing';
import { configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { mockServer } from './mock-server';

export interface ScreenTestFileOptions {
  /** A customer is signed in before each test (the screen needs a session). */
  readonly signedIn?: boolean;
  /** The instant the clock stands at in each test, e.g. MOCK_NOW, which the mock world is built around. */
  readonly now?: string;
}

/**
 * Stops the clock the screens read at `instant`: only Date, so timers keep running and the
 * screens and testing-library work as usual. A test may move it on with vi.setSystemTime.
 */
function freezeDate(instant: string | number | Date): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

/**
 * What a feature's screen test file sets up around its tests. Screens wait on several mock
 * answers in a row, which on a busy machine or under coverage outlasts testing-library's 1 s and
 * vitest's 5 s: 5 s per query and 30 s per test. After each test the request listeners
 * (watchRequests) go, and the real clock and every spied-on function come back.
 */
export function setUpScreenTestFile({ signedIn = false, now }: ScreenTestFileOptions = {}): void {
  configure({ asyncUtilTimeout: 5000 });
  vi.setConfig({ testTimeout: 30_000 });
  beforeEach(() => {
    if (signedIn) signInForTests();
    if (now !== undefined) freezeDate(now);
  });
  afterEach(() => {
    mockServer.events.removeAllListeners();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
