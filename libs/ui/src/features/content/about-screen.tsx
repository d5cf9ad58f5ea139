import { CmsPage } from './content-page';

export default function AboutScreen() {
  return <CmsPage contentKey="about_us" titleId="content.about.title" />;
}

export { siteContentQueries as routeQueries } from './use-site-content';
