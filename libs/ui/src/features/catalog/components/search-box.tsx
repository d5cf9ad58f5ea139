import { readSearchText, SEARCH_TEXT_MAX_LENGTH } from '@storefront/contract';
import { SEARCH_TYPES } from '@storefront/domain';
import type { FieldError, SearchType } from '@storefront/domain';
import { Button, RadioGroup, TextField } from '@storefront/ui-kit';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ROUTE_PATHS } from '../../../shared';
import { SEARCH_PARAMS } from '../search-state';
import { useCatalogText } from '../use-catalog-text';
import { useStorefront } from '../use-storefront';

export interface SearchBoxValues {
  readonly keyword: string;
  readonly searchType: SearchType;
}

export interface SearchBoxProps {
  readonly keyword: string;
  readonly searchType: SearchType;
  readonly onSearch: (values: SearchBoxValues) => void;
}

/** The keyword's error of a check (the contract's search-text rule), or undefined. */
function keywordError(values: SearchBoxValues): FieldError | undefined {
  const read = readSearchText(values.keyword, 'keyword');
  return 'error' in read ? read.error : undefined;
}

/**
 * The keyword (or a pasted product link: the catalogue resolves it) and the marketplace switch,
 * 1688 by default or Taobao (SPEC §1 search_type). A search landmark, so it can be reached
 * directly. Plain state rather than react-hook-form: the home route renders this box, and a
 * form library for one field and a switch was 14 KB of its first render (docs/decisions/118).
 */
export function SearchBox({ keyword, searchType, onSearch }: SearchBoxProps) {
  const t = useCatalogText();
  const { fieldText, pathTo } = useStorefront();
  const keywordRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({ keyword, searchType });
  const [shown, setShown] = useState({ keyword, searchType });
  const [error, setError] = useState<FieldError>();
  const [submitted, setSubmitted] = useState(false);
  // A search from outside the box (the URL: back, a link) puts its values in the box.
  if (shown.keyword !== keyword || shown.searchType !== searchType) {
    setShown({ keyword, searchType });
    setValues({ keyword, searchType });
    setError(undefined);
    setSubmitted(false);
  }

  function change(next: Partial<SearchBoxValues>) {
    const changed = { ...values, ...next };
    setValues(changed);
    // Once a search was refused, the message follows the typing (it goes as soon as it is fixed).
    if (submitted) setError(keywordError(changed));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    // Read without zod (the home route renders this box, decision 117): the keyword by the
    // contract's rule, the marketplace one of SEARCH_TYPES (anything else is refused unshown).
    const read = readSearchText(values.keyword, 'keyword');
    if ('text' in read && SEARCH_TYPES.includes(values.searchType)) {
      setError(undefined);
      onSearch({ keyword: read.text, searchType: values.searchType });
      return;
    }
    setError('error' in read ? read.error : undefined);
    keywordRef.current?.focus();
  }

  const maxLength = SEARCH_TEXT_MAX_LENGTH;
  return (
    <form
      role="search"
      aria-label={t('catalog.search.label')}
      noValidate
      // Without scripts the browser submits the search's own URL query to the search path
      // (decision 255); with them, `submit` checks the keyword and `onSearch` navigates.
      action={pathTo(ROUTE_PATHS.search)}
      method="get"
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      <div className="flex items-end gap-2">
        <TextField
          ref={keywordRef}
          name={SEARCH_PARAMS.keyword}
          value={values.keyword}
          onChange={(event) => change({ keyword: event.target.value })}
          type="search"
          label={t('catalog.search.label')}
          placeholder={t('catalog.search.placeholder')}
          containerClassName="flex-1"
          maxLength={maxLength}
          error={error && fieldText(error.id, error.params)}
        />
        <Button type="submit">{t('catalog.search.submit')}</Button>
      </div>
      <RadioGroup
        legend={t('catalog.search.type.legend')}
        name={SEARCH_PARAMS.searchType}
        value={values.searchType}
        onChange={(value) => change({ searchType: value })}
        layout="cards"
        options={SEARCH_TYPES.map((type) => ({
          value: type,
          label: t(`catalog.marketplace.${type}`),
        }))}
      />
    </form>
  );
}
