import { CmsPage } from './content-page';

export default function TermsScreen() {
  return <CmsPage contentKey="terms" titleId="content.terms.title" />;
}

export { siteContentQueries as routeQueries } from './use-site-content';
