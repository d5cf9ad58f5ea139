import { useLocation } from 'react-router';

/**
 * Shows where the router is, so a test can assert a navigation. Mount the screen on the route
 * pattern '*' (renderScreen's routePath) so it stays rendered beside the probe after navigating.
 */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
