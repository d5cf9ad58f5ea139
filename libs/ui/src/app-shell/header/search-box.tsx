import { useId } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTE_PATHS, SEARCH_QUERY_PARAM } from '../../shared/routing/route-paths';
import { useLocalePath } from '../../shared/routing/use-locale';

/**
 * The header's search: opens the search screen with `?q=`; the keyword stays in the box there.
 * Works without scripts too (decision 255).
 */
export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [searchParams] = useSearchParams();
  const inputId = useId();
  const current = searchParams.get(SEARCH_QUERY_PARAM) ?? '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get(SEARCH_QUERY_PARAM) ?? '').trim();
    const params = new URLSearchParams(keyword ? { [SEARCH_QUERY_PARAM]: keyword } : {});
    const query = params.toString();
    void navigate(`${localePath(ROUTE_PATHS.search)}${query ? `?${query}` : ''}`);
  }

  return (
    // A plain GET form to the search path: without scripts (or before hydration) the browser
    // submits `?q=` there itself; with them, `submit` navigates in the app.
    <form
      role="search"
      action={localePath(ROUTE_PATHS.search)}
      method="get"
      onSubmit={submit}
      className="flex min-w-0 flex-1 items-stretch"
    >
      <label htmlFor={inputId} className="sr-only">
        {intl.formatMessage({ id: 'shell.search.label' })}
      </label>
      <input
        // A new keyword in the URL (back, another search) resets the box to it.
        key={current}
        id={inputId}
        name={SEARCH_QUERY_PARAM}
        type="search"
        defaultValue={current}
        placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
        className="min-w-0 flex-1 rounded-s-md border border-neutral-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-500"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-1 rounded-e-md bg-primary-600 px-3 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4.4 4.4-1.3 1.3-4.4-4.4A6.5 6.5 0 1 1 8.5 2Zm0 1.8a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Z" />
        </svg>
        <span className="sr-only sm:not-sr-only">
          {intl.formatMessage({ id: 'shell.search.submit' })}
        </span>
      </button>
    </form>
  );
}
