import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import type { ShellRouteHandle } from './storefront-routes';

function hasTitle(handle: unknown): handle is ShellRouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleId' in handle;
}

/**
 * document.title from the deepest route's titleId: "Cart | Brand", or from the page name the
 * screen gave (`usePageTitle`: a product's name), as the server's head has it.
 */
export function useDocumentTitle(screenPage?: string): void {
  const intl = useIntl();
  const matches = useMatches();
  const titleId = matches
    .map((match) => match.handle)
    .filter(hasTitle)
    .at(-1)?.titleId;
  const brand = intl.formatMessage({ id: 'shell.brand' });
  const page = screenPage ?? (titleId ? intl.formatMessage({ id: titleId }) : undefined);
  const title = page ? intl.formatMessage({ id: 'shell.titleTemplate' }, { page, brand }) : brand;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
