import { CmsPage } from './content-page';

export default function HowToShopScreen() {
  return <CmsPage contentKey="how_to_shop" titleId="content.howToShop.title" />;
}

export { siteContentQueries as routeQueries } from './use-site-content';
