import { RETURN_PATH_PARAM } from '../shared/routing/route-paths';

/** The part of a data router the 401 redirect uses. */
export interface NavigatingRouter {
  readonly state: { readonly location: { readonly pathname: string; readonly search: string } };
  navigate(to: string): Promise<void> | void;
}

/**
 * Where libs/api sends the user after a 401 (`/<locale>/login`): the login screen with
 * `?next=` set to the page they were on, so the sign-in brings them back. Several calls may fail
 * at once; once on the login screen the later ones change nothing.
 */
export function sendToLoginWithReturn(router: NavigatingRouter, path: string): void {
  const { pathname, search } = router.state.location;
  if (pathname === path) return;
  const next = `${pathname}${search}`;
  void router.navigate(`${path}?${RETURN_PATH_PARAM}=${encodeURIComponent(next)}`);
}
