// The seo module's front door: robots.txt and the sitemap (decisions 245, 246).
export { registerSeoRoutes } from './seo.routes';
export { robotsTxt } from './robots';
export {
  escapeXml,
  pagesSitemap,
  productChildren,
  productPagePath,
  productsPerFile,
  productsSitemap,
  sitemapIndex,
} from './sitemap.service';
export type { SitemapSettings } from './sitemap.service';
