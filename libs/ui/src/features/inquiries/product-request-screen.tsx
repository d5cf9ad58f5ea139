import { PageHeading, Tabs } from '@storefront/ui-kit';
import { useState } from 'react';
import { ImageRequestForm } from './components/image-request-form';
import { LinkRequestForm } from './components/link-request-form';
import { useInquiriesText } from './use-inquiries-text';

type RequestKind = 'link' | 'image';

/**
 * Product request (SPEC §1, §2): a product the catalogue does not have, asked for by its
 * marketplace link (domain parseMarketplaceLink with its reasons) or by a photo (the image
 * upload rules). Staff answer with a catalogue product.
 */
export default function ProductRequestScreen() {
  const { t } = useInquiriesText();
  const [kind, setKind] = useState<RequestKind>('link');
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeading
        title={t('inquiries.request.title')}
        description={t('inquiries.request.description')}
      />
      <Tabs
        label={t('inquiries.request.tabs')}
        selected={kind}
        onSelect={setKind}
        tabs={[
          { id: 'link', label: t('inquiries.request.byLink') },
          { id: 'image', label: t('inquiries.request.byImage') },
        ]}
      >
        {kind === 'link' ? <LinkRequestForm /> : <ImageRequestForm />}
      </Tabs>
    </div>
  );
}
