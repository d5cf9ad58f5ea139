/** The query parameter of the page shown (`?page=2`), so a page can be linked and reloaded. */
export const PAGE_PARAM = 'page';

/** The page a `?page=` asks for: a whole number from 1; anything else is the first page. */
export function pageFromSearch(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
