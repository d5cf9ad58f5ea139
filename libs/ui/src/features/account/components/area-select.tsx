import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '@storefront/api';
import { Button, SelectField } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { toApiError } from '@storefront/ui-support';

/** What a level of the area lookup tells the select. */
export interface AreaLevelState {
  readonly data?: readonly { readonly id: string; readonly name: string }[];
  readonly error?: ApiError | SerializedError;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
}

export interface AreaSelectProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly onBlur: () => void;
  /** Skipped until the level above is chosen: the select waits, disabled. */
  readonly level: AreaLevelState | null;
  /** The form's error for this field (a required choice not made). */
  readonly error?: string;
}

/**
 * One level of the region → province → city → district → subdistrict cascade: controlled, so a
 * stored choice shows as soon as its list arrives; a list that failed says so and can be asked
 * again.
 */
export function AreaSelect({
  label,
  name,
  value,
  onChange,
  onBlur,
  level,
  error,
}: AreaSelectProps) {
  const intl = useIntl();
  const failure = level?.error
    ? toApiError(level.error, intl.formatMessage({ id: 'account.error.generic' })).message
    : undefined;
  return (
    <div className="flex flex-col gap-1">
      <SelectField
        name={name}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={level === null || level.data === undefined}
        placeholder={intl.formatMessage({
          id: level?.isFetching ? 'account.address.areaLoading' : 'account.address.areaChoose',
        })}
        options={(level?.data ?? []).map((area) => ({ value: area.id, label: area.name }))}
        error={failure ?? error}
        aria-busy={level?.isFetching || undefined}
        required
      />
      {failure && level && (
        <div>
          <Button
            size="sm"
            variant="ghost"
            loading={level.isFetching}
            onClick={() => void level.refetch()}
          >
            <FormattedMessage id="account.retry" />
          </Button>
        </div>
      )}
    </div>
  );
}
