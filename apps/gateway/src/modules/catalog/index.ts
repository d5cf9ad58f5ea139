// The catalogue module's front door: its routes, the stored products' reads (its repository),
// and the pricing every screen that shows a product uses.
export { registerCatalogRoutes } from './catalog.routes';
export { selectProductById, selectSubVariants, selectVariants } from './catalog.repo';
export type { SubVariantRow, VariantWithSubs } from './catalog.repo';
export { checkVariantSizes } from './variant-sizes';
export type { CheckedSize, SizedLineRequest } from './variant-sizes';
export { absoluteUrl, loadPricing, toProductSummary } from './catalog-pricing';
export type { Pricing } from './catalog-pricing';
export { productForLink } from './catalog.service';
export { withImageSizes } from './catalog-images';
