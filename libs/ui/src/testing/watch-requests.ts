import { readMultipart } from '@storefront/api/testing';
import { mockServer } from './mock-server';

export interface WatchedRequest {
  readonly method: string;
  readonly url: URL;
  /** Parsed JSON, a multipart body's text fields and file counts, or undefined when empty. */
  readonly body: Promise<unknown>;
}

function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  // Request#formData() trips over jsdom's File; the api's reader copes.
  if (type.includes('multipart/form-data')) return readMultipart(request.clone());
  return request
    .clone()
    .text()
    .then((text) => (text ? (JSON.parse(text) as unknown) : undefined));
}

/**
 * Watches the requests reaching the mock gateway on paths ending in `pathEnd` (the api's base
 * URL is a prefix) without answering them: the handlers in place still do. Unlike
 * recordRequests it leaves the answers alone, so a test can see what a screen asked of the mock
 * world. The listeners go when the test file's set-up removes them (setUpScreenTestFile).
 */
export function watchRequests(pathEnd: string, method = 'GET'): WatchedRequest[] {
  const watched: WatchedRequest[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method !== method || !url.pathname.endsWith(pathEnd)) return;
    watched.push({ method: request.method, url, body: bodyOf(request) });
  });
  return watched;
}
