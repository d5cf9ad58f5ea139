import { useLocation } from 'react-router';
import { readMultipart } from '@storefront/api/testing';
import { vi } from 'vitest';
import { mockServer } from '../../../testing/mock-server';

/** Shows where the router is, so a test can assert on a navigation the screen made. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RecordedRequest {
  readonly url: URL;
  readonly body: Promise<unknown>;
}

/**
 * Records the requests reaching the mock gateway on paths ending in `pathEnd`, with their body:
 * parsed JSON, or a multipart body's text fields and file counts.
 */
export function recordRequests(pathEnd: string, method = 'GET'): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method !== method || !url.pathname.endsWith(pathEnd)) return;
    const isJson = request.headers.get('content-type')?.includes('application/json') ?? false;
    recorded.push({
      url,
      body: isJson
        ? request
            .clone()
            .text()
            .then((text) => (text ? (JSON.parse(text) as unknown) : undefined))
        : // Request#formData() trips over jsdom's File; the api's reader copes.
          readMultipart(request.clone()),
    });
  });
  return recorded;
}

/**
 * Stops the clock the countdowns read at `instant` (only Date: timers keep running, so the
 * screens and testing-library work as usual).
 */
export function freezeDate(instant: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}
