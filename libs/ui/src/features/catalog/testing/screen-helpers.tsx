import { useLocation } from 'react-router';
import { mockServer } from '../../../testing/mock-server';

/** Shows where the router is, so a test can assert on a navigation the screen made. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly body: Promise<unknown>;
}

/**
 * Records the requests that reach the mock gateway on paths ending in `pathEnd` (the api's
 * base URL is a prefix), with their query and JSON body. Listeners go when the server resets.
 */
export function recordRequests(pathEnd: string, method = 'GET'): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method !== method || !url.pathname.endsWith(pathEnd)) return;
    recorded.push({
      method: request.method,
      url,
      body: request
        .clone()
        .text()
        .then((text) => (text ? (JSON.parse(text) as unknown) : undefined)),
    });
  });
  return recorded;
}
