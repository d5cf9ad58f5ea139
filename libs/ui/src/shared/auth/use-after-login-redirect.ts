import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../routing/locale-paths';
import { RETURN_PATH_PARAM } from '../routing/route-paths';
import { useLocale } from '../routing/use-locale';
import { useMarket } from '../session/use-session';

/**
 * Where the login screen returns to: the `?next=` path the guard or the 401 redirect put there,
 * when it is a path of this site (moved into the current locale), else the home page.
 */
export function useReturnPath(): string {
  const [searchParams] = useSearchParams();
  const locale = useLocale();
  const market = useMarket();
  return safeReturnPath(searchParams.get(RETURN_PATH_PARAM), locale, market);
}

/**
 * For the login (and any sign-in) screen: call the returned function once the session is stored;
 * it replaces the login entry in the history, so Back does not show the form again.
 */
export function useAfterLoginRedirect(): () => void {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  return useCallback(() => {
    void navigate(returnPath, { replace: true });
  }, [navigate, returnPath]);
}
