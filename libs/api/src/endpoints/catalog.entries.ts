// The catalogue's contract entries, loaded by its endpoints when they first run (lazyEntry): the
// home shelves are in the first render, the entries' zod schemas are not (docs/decisions/117).
export { getCatalogProduct, searchCatalog } from '@storefront/contract';
