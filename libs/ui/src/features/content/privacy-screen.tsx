import { CmsPage } from './content-page';

export default function PrivacyScreen() {
  return <CmsPage contentKey="privacy" titleId="content.privacy.title" />;
}

export { siteContentQueries as routeQueries } from './use-site-content';
