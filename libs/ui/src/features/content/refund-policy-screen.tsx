import { CmsPage } from './content-page';

export default function RefundPolicyScreen() {
  return <CmsPage contentKey="refund_policy" titleId="content.refundPolicy.title" />;
}

export { siteContentQueries as routeQueries } from './use-site-content';
