import { useLocation } from 'react-router';

/**
 * Shows where the router is, so a test can assert a navigation: by its test id, or as the status
 * named "location". Mount the screen on the route pattern '*' (renderScreen's routePath) so it
 * stays rendered beside the probe after navigating.
 */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output
      data-testid="location"
      aria-label="location"
    >{`${location.pathname}${location.search}`}</output>
  );
}
