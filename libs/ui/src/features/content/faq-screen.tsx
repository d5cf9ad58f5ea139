import { EmptyState } from '@storefront/ui-kit';
import { FormattedMessage } from 'react-intl';
import { ContentFrame } from './content-page';

/** The FAQ of GET /oci/cms/seo: each question a disclosure the keyboard opens and closes. */
export default function FaqScreen() {
  return (
    <ContentFrame
      titleId="content.faq.title"
      description={<FormattedMessage id="content.faq.description" />}
    >
      {(data) =>
        data.faq.length === 0 ? (
          <EmptyState
            title={<FormattedMessage id="content.faq.empty.title" />}
            description={<FormattedMessage id="content.empty.description" />}
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {data.faq.map((entry) => (
              <li key={entry.question}>
                <details className="group rounded-lg border border-neutral-200 bg-white">
                  <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-4 py-3 font-medium text-neutral-900 focus-visible:outline-2 focus-visible:outline-primary-500">
                    {/* Text, not a heading: a summary's content is read as one control. */}
                    <span>{entry.question}</span>
                    <span
                      aria-hidden="true"
                      className="text-primary-600 transition-transform group-open:rotate-180"
                    >
                      ⌄
                    </span>
                  </summary>
                  <p className="whitespace-pre-line border-t border-neutral-200 px-4 py-3 text-neutral-700">
                    {entry.answer}
                  </p>
                </details>
              </li>
            ))}
          </ul>
        )
      }
    </ContentFrame>
  );
}

export { siteContentQueries as routeQueries } from './use-site-content';
