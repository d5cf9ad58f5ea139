import { createContext, useContext, useEffect } from 'react';

/**
 * The layout's setter for a screen's own page name, in place of its route's `titleId` (a
 * product's name instead of "Product detail"), as the server's head names the page.
 */
export const PageTitleContext = createContext<(page: string | undefined) => void>(() => undefined);

/** While the screen shows, the browser's title is "`page` | Brand". */
export function usePageTitle(page: string | undefined): void {
  const setPage = useContext(PageTitleContext);
  useEffect(() => {
    setPage(page);
    return () => setPage(undefined);
  }, [setPage, page]);
}
