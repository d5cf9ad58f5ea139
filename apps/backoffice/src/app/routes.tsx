import type { ApiClient } from '@storefront/api';
import { createHashRouter, redirect } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { isStaffSignedIn } from '../shared/session';
import type { BackofficeFeature } from './backoffice-feature';
import { RouteError } from './layout/route-error';
import { NotFoundScreen } from './layout/not-found-screen';
import { SignedInLayout } from './layout/signed-in-layout';
import { LoginScreen } from './login/login-screen';
import { loginPath } from './login/login-path';

/** Where `/admin/#/` leads: the inquiry queue, the back-office's main work. */
export const HOME_PATH = '/inquiries';

/**
 * The screens (decision 217): in the URL's fragment, because the real paths under /admin/ are
 * the staff API's. `/login` is open; everything else needs a staff token and sits in the
 * signed-in layout (header, navigation, main).
 */
export function backofficeRoutes(
  features: readonly BackofficeFeature[],
  client: ApiClient,
): RouteObject[] {
  /** Every signed-in screen: without a staff token, to the sign-in screen and back afterwards. */
  const requireStaff = ({ request }: LoaderFunctionArgs) => {
    if (isStaffSignedIn(client)) return null;
    const url = new URL(request.url);
    return redirect(loginPath(`${url.pathname}${url.search}`));
  };
  return [
    { path: '/login', element: <LoginScreen />, errorElement: <RouteError /> },
    {
      path: '/',
      // Redirects are loaders, not <Navigate> elements: the router settles them before it
      // renders, so no screen flashes (and none runs its queries) on the way (decision 202).
      loader: requireStaff,
      // Every navigation re-checks the token: a 401 or a log-out elsewhere ends it.
      shouldRevalidate: () => true,
      element: <SignedInLayout features={features} />,
      errorElement: <RouteError />,
      children: [
        { index: true, loader: () => redirect(HOME_PATH) },
        ...features.flatMap((feature) => feature.routes),
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

export function createBackofficeRouter(features: readonly BackofficeFeature[], client: ApiClient) {
  return createHashRouter(backofficeRoutes(features, client));
}

/**
 * The client's 401 (libs/api has already ended the session): to the sign-in screen, which sends
 * the staff member back to the screen they were on. The client proposes the storefront's
 * `/<locale>/login`; the back-office's sign-in lives in the fragment instead.
 */
export function sendToLogin(): void {
  const current = window.location.hash.replace(/^#/, '') || '/';
  if (current.startsWith('/login')) return;
  window.location.hash = `#${loginPath(current)}`;
}
