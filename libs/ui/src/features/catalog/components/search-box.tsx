import { zodResolver } from '@hookform/resolvers/zod';
import { searchTextSchema } from '@storefront/contract';
import { SEARCH_TYPES } from '@storefront/domain';
import type { SearchType } from '@storefront/domain';
import { Button, RadioGroup, TextField } from '@storefront/ui-kit';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCatalogText } from '../use-catalog-text';
import { useStorefront } from '../use-storefront';

const searchBoxSchema = z.object({
  keyword: searchTextSchema,
  searchType: z.enum(SEARCH_TYPES),
});
export type SearchBoxValues = z.output<typeof searchBoxSchema>;

export interface SearchBoxProps {
  readonly keyword: string;
  readonly searchType: SearchType;
  readonly onSearch: (values: SearchBoxValues) => void;
}

/**
 * The keyword (or a pasted product link: the catalogue resolves it) and the marketplace switch,
 * 1688 by default or Taobao (SPEC §1 search_type). A search landmark, so it can be reached
 * directly.
 */
export function SearchBox({ keyword, searchType, onSearch }: SearchBoxProps) {
  const t = useCatalogText();
  const { fieldText } = useStorefront();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SearchBoxValues>({
    resolver: zodResolver(searchBoxSchema),
    values: { keyword, searchType },
  });
  const maxLength = searchTextSchema.maxLength ?? undefined;
  return (
    <form
      role="search"
      aria-label={t('catalog.search.label')}
      noValidate
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      className="flex flex-col gap-3"
    >
      <div className="flex items-end gap-2">
        <TextField
          {...register('keyword')}
          type="search"
          label={t('catalog.search.label')}
          placeholder={t('catalog.search.placeholder')}
          containerClassName="flex-1"
          maxLength={maxLength}
          error={fieldText(errors.keyword?.message, { max: maxLength ?? '' })}
        />
        <Button type="submit">{t('catalog.search.submit')}</Button>
      </div>
      <Controller
        control={control}
        name="searchType"
        render={({ field }) => (
          <RadioGroup
            legend={t('catalog.search.type.legend')}
            name={field.name}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
            }}
            onBlur={field.onBlur}
            layout="cards"
            options={SEARCH_TYPES.map((type) => ({
              value: type,
              label: t(`catalog.marketplace.${type}`),
            }))}
          />
        )}
      />
    </form>
  );
}
