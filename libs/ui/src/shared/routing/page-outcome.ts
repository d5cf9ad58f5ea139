import { createContext, useContext } from 'react';

/**
 * What the rendered page turned out to be, for the server's answer (decision 251): a screen
 * that finds nothing to show (a product that does not exist) renders the not-found page, and
 * the server answers that page with 404, not 200. The server gives each render its own object;
 * in the browser there is nobody to tell and the context is empty.
 */
export interface PageOutcome {
  notFound: boolean;
}

export const PageOutcomeContext = createContext<PageOutcome | null>(null);

/** Marks the page being rendered as not found (a write during render: server renders only). */
export function useMarkNotFound(): void {
  const outcome = useContext(PageOutcomeContext);
  if (outcome) outcome.notFound = true;
}
