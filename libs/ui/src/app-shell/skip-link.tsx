import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab order: jumps over the header to the page's content. Focus moves in
 * code so the URL does not gain a hash the router would treat as a navigation.
 */
export function SkipLink() {
  const intl = useIntl();
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  }
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-md bg-primary-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
    >
      {intl.formatMessage({ id: 'shell.skipToContent' })}
    </a>
  );
}
