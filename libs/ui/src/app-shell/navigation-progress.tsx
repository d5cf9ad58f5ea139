import NProgress from 'nprogress';
import { useLayoutEffect } from 'react';
import { useNavigation } from 'react-router';

/**
 * SPEC §9: "Progress bar minimum 0.08, speed 200 ms, trickle rate 0.02, speed 800 ms". These are
 * nprogress's own option names and defaults: `minimum` 0.08 (where the bar starts), `speed` 200
 * (ms of each move's animation), `trickleRate` 0.02 (the most one trickle step adds) and
 * `trickleSpeed` 800 (ms between trickle steps): the second "speed" is the trickle's, so it maps
 * to trickleSpeed and not to a second animation speed (docs/decisions/101).
 * `trickleRate` exists in nprogress 0.2 but is missing from its type definitions.
 */
export const PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickle: true,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
  parent: 'body',
  // nprogress's own markup gives the bar `role="bar"`, which is no ARIA role (axe's critical
  // aria-roles finding whenever a check meets a navigation's last 400 ms): the bar is drawing
  // only, hidden from assistive technology, and found by its class.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
} as const;

let configured = false;

function configureProgress(): void {
  if (configured) return;
  NProgress.configure(PROGRESS_SETTINGS as Partial<NProgress.NProgressOptions>);
  configured = true;
}

/**
 * Starts the thin bar when a route change starts; clears it when it completes or fails. Layout
 * effects: the bar follows the render that shows the state, in order with the unmounts around
 * it; plain effects run after paint, when a failed route's layout may be gone already.
 */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  useLayoutEffect(() => {
    configureProgress();
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
  // A layout that goes away mid-navigation (a failed route) must not leave the bar running.
  useLayoutEffect(() => () => void NProgress.done(), []);
}

/** The bar while the first screen loads (before the layout exists). */
export function useInitialProgress(): void {
  useLayoutEffect(() => {
    configureProgress();
    NProgress.start();
    return () => void NProgress.done();
  }, []);
}
