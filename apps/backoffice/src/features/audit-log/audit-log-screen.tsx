import { useListAuditLogQuery } from '@storefront/api';
import { ACTORS } from '@storefront/domain';
import type { Actor } from '@storefront/domain';
import { PageHeading, SelectField, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { DATE_TIME } from '../../shared/format';
import { ListFilters, PagedTable, useListParams } from '../../shared/paging';

const COLUMNS = ['at', 'actor', 'action', 'record', 'details'] as const;
/** The text filters of the contract's query, by their wire names. */
const TEXT_FILTERS = ['actor_id', 'entity', 'entity_id'] as const;
type TextFilter = (typeof TEXT_FILTERS)[number];
const TEXT_FILTER_LABELS: Readonly<Record<TextFilter, string>> = {
  actor_id: 'backoffice.auditLog.actorId',
  entity: 'backoffice.auditLog.entity',
  entity_id: 'backoffice.auditLog.entityId',
};

function isActor(value: string | undefined): value is Actor {
  return (ACTORS as readonly (string | undefined)[]).includes(value);
}

/**
 * One fact of an entry: the log's facts are free-form JSON. A plain value shows as is; a record
 * (a whole `before` / `after` snapshot) folds away so the row stays readable.
 */
function DetailValue({ value }: { readonly value: unknown }) {
  if (typeof value !== 'object' || value === null) return <>{String(value)}</>;
  return (
    <details>
      <summary className="cursor-pointer text-primary-700">
        <FormattedMessage id="backoffice.auditLog.showRecord" />
      </summary>
      <pre className="mt-1 max-h-64 max-w-md overflow-auto rounded bg-neutral-100 p-2 whitespace-pre-wrap">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}

/** The audit log: newest first (the gateway's order), paged, filtered as the contract offers. */
export default function AuditLogScreen() {
  const intl = useIntl();
  const { page, get, setFilters, setPage } = useListParams();
  const actorParam = get('actor');
  const actor = isActor(actorParam) ? actorParam : undefined;
  const applied = Object.fromEntries(TEXT_FILTERS.map((name) => [name, get(name)])) as Record<
    TextFilter,
    string | undefined
  >;
  const [texts, setTexts] = useState<Record<TextFilter, string>>(() => ({
    actor_id: applied.actor_id ?? '',
    entity: applied.entity ?? '',
    entity_id: applied.entity_id ?? '',
  }));
  const entries = useListAuditLogQuery({ query: { page, actor, ...applied } });

  return (
    <div className="flex flex-col gap-4">
      <PageHeading
        title={<FormattedMessage id="backoffice.auditLog.title" />}
        description={<FormattedMessage id="backoffice.auditLog.description" />}
      />
      <ListFilters
        label={intl.formatMessage({ id: 'backoffice.auditLog.filters' })}
        submitLabel={<FormattedMessage id="backoffice.common.apply" />}
        submitVariant="secondary"
        onSubmit={() =>
          setFilters(
            Object.fromEntries(TEXT_FILTERS.map((name) => [name, texts[name].trim() || undefined])),
          )
        }
      >
        <SelectField
          label={intl.formatMessage({ id: 'backoffice.auditLog.actor' })}
          value={actor ?? ''}
          onChange={(event) => setFilters({ actor: event.target.value })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'backoffice.common.all' }) },
            ...ACTORS.map((value) => ({
              value,
              label: intl.formatMessage({ id: `backoffice.auditLog.actor.${value}` }),
            })),
          ]}
        />
        {TEXT_FILTERS.map((name) => (
          <TextField
            key={name}
            label={intl.formatMessage({ id: TEXT_FILTER_LABELS[name] })}
            value={texts[name]}
            onChange={(event) =>
              setTexts((current) => ({ ...current, [name]: event.target.value }))
            }
          />
        ))}
      </ListFilters>
      <PagedTable
        list={entries}
        idPrefix="backoffice.auditLog"
        columns={COLUMNS}
        rowKey={(entry) => entry.id}
        renderCells={(entry) => (
          <>
            <td className="px-3 py-2 whitespace-nowrap">
              <FormattedDate value={entry.at} {...DATE_TIME} />
            </td>
            <td className="px-3 py-2">
              <FormattedMessage id={`backoffice.auditLog.actor.${entry.actor}`} />
              {entry.actor_id && (
                <span className="block text-xs text-neutral-600">{entry.actor_id}</span>
              )}
            </td>
            <td className="px-3 py-2 font-mono text-xs">{entry.action}</td>
            <td className="px-3 py-2">
              {entry.entity}
              <span className="block text-xs break-all text-neutral-600">{entry.entity_id}</span>
            </td>
            <td className="px-3 py-2">
              <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
                {Object.entries(entry.details).map(([key, value]) => (
                  <div key={key} className="contents">
                    <dt className="font-medium text-neutral-700">{key}</dt>
                    <dd className="break-all">
                      <DetailValue value={value} />
                    </dd>
                  </div>
                ))}
              </dl>
            </td>
          </>
        )}
        onPageChange={setPage}
      />
    </div>
  );
}
