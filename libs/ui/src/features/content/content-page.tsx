import { EmptyState, PageHeading } from '@storefront/ui-kit';
import { QueryFeedback } from '@storefront/ui-support';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CmsText } from './cms-text';
import type { ContentMessageId } from './i18n/en-US';
import { useSiteContent } from './use-site-content';

/** The CMS texts (keys of `contents`) that have a page of their own. */
export type CmsPageKey = 'terms' | 'privacy' | 'refund_policy' | 'about_us' | 'how_to_shop';

interface ContentStateProps {
  readonly titleId: ContentMessageId;
  readonly description?: ReactNode;
  /** The page body once the content has arrived. */
  readonly children: (data: NonNullable<ReturnType<typeof useSiteContent>['data']>) => ReactNode;
}

/** Heading, then loading, failure (with retry) or the content: every content page's frame. */
export function ContentFrame({ titleId, description, children }: ContentStateProps) {
  const intl = useIntl();
  const { data, error, isLoading, isFetching, refetch } = useSiteContent();
  let body: ReactNode;
  if (data) {
    body = children(data);
  } else {
    body = (
      <QueryFeedback
        loading={isLoading}
        error={error?.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
        texts={{
          loading: intl.formatMessage({ id: 'content.loading' }),
          retry: <FormattedMessage id="content.retry" />,
        }}
        spinnerSize="lg"
      />
    );
  }
  return (
    <article className="mx-auto w-full max-w-3xl">
      <PageHeading title={<FormattedMessage id={titleId} />} description={description} />
      {body}
    </article>
  );
}

/** A page that shows one CMS text (terms, privacy, refund policy, about us, how to shop). */
export function CmsPage({
  contentKey,
  titleId,
}: {
  readonly contentKey: CmsPageKey;
  readonly titleId: ContentMessageId;
}) {
  return (
    <ContentFrame titleId={titleId}>
      {(data) => {
        const text = data.contents[contentKey]?.trim();
        return text ? (
          <CmsText text={text} />
        ) : (
          <EmptyState
            title={<FormattedMessage id="content.empty.title" />}
            description={<FormattedMessage id="content.empty.description" />}
          />
        );
      }}
    </ContentFrame>
  );
}
