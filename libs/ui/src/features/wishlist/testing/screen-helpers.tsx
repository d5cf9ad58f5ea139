import { useLocation } from 'react-router';
import { mockServer } from '../../../testing/mock-server';

/** Shows where the router is, so a test can assert on a navigation the screen made. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** Records the URLs of the requests reaching the mock gateway on paths ending in `pathEnd`. */
export function recordRequests(pathEnd: string, method = 'GET'): URL[] {
  const recorded: URL[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === method && url.pathname.endsWith(pathEnd)) recorded.push(url);
  });
  return recorded;
}
