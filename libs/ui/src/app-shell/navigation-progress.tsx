import type NProgress from 'nprogress';
import { useEffect, useLayoutEffect } from 'react';
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

type Progress = typeof NProgress;

let loading: Promise<Progress> | undefined;
/** Whether the bar should run: the last word of the hooks below, applied once the bar has loaded. */
let running = false;

/**
 * nprogress arrives after the first render, not in it: the bar only ever moves on a navigation,
 * and its 1.5 KB gzipped is what the home page's 170 KB budget could not spare (decision 279).
 * The layout asks for it as soon as it is on screen, so the first navigation finds it loaded.
 */
function loadProgress(): Promise<Progress> {
  loading ??= import('nprogress').then(({ default: progress }) => {
    progress.configure(PROGRESS_SETTINGS as Partial<typeof progress.settings>);
    return progress;
  });
  return loading;
}

function setProgress(run: boolean): void {
  running = run;
  void loadProgress().then((progress) => {
    // A later call may have changed its mind while the module loaded: only the last one counts.
    if (running !== run) return;
    if (run) progress.start();
    else progress.done();
  });
}

/**
 * Starts the thin bar when a route change starts; clears it when it completes or fails. Layout
 * effects: the bar follows the render that shows the state, in order with the unmounts around
 * it; plain effects run after paint, when a failed route's layout may be gone already.
 */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  useLayoutEffect(() => setProgress(state !== 'idle'), [state]);
  // A layout that goes away mid-navigation (a failed route) must not leave the bar running.
  useLayoutEffect(() => () => setProgress(false), []);
  useEffect(() => void loadProgress(), []);
}

/** The bar while the first screen loads (before the layout exists). */
export function useInitialProgress(): void {
  useLayoutEffect(() => {
    setProgress(true);
    return () => setProgress(false);
  }, []);
}
