import { useListAdminAreasQuery, useSetAreaDeliverableMutation } from '@storefront/api';
import type { EndpointResponse, listAdminAreas } from '@storefront/contract';
import { Alert, Badge, Button, Card, PageHeading } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StaffTable, TABLE_CELL } from '../../shared/layout';
import { enqueueToast } from '../../shared/notify';
import { useMutationFailure } from '../../shared/query';
import { useListParams } from '../../shared/paging';
import { QueryState } from '../../shared/query';

type AdminArea = EndpointResponse<typeof listAdminAreas>['items'][number];

const LINK = 'text-primary-700 underline focus-visible:outline-2 focus-visible:outline-primary-500';

/** The screen's own address for the areas under `parentId` (the regions without one). */
const areasUnder = (parentId?: string) =>
  parentId === undefined ? '/areas' : `/areas?parent=${encodeURIComponent(parentId)}`;

/**
 * The market's area tree, one level at a time (`#/areas?parent=31`), with each area's delivery
 * mark and the action that flips it. The gateway judges an address by every area of its chain,
 * so the trail above says when a whole branch is already closed by an area higher up.
 */
export default function AreasScreen() {
  const { get } = useListParams();
  const parentId = get('parent');
  const areas = useListAdminAreasQuery({
    query: parentId === undefined ? {} : { parent_id: parentId },
  });
  const trail = areas.data?.trail ?? [];
  const closedBy = trail.find((area) => !area.deliverable);

  return (
    <div className="flex flex-col gap-4">
      <PageHeading
        title={<FormattedMessage id="backoffice.areas.title" />}
        description={<FormattedMessage id="backoffice.areas.description" />}
      />
      <Trail trail={trail} />
      {closedBy && (
        <Alert tone="warning">
          <FormattedMessage id="backoffice.areas.closedAbove" values={{ name: closedBy.name }} />
        </Alert>
      )}
      <Card padding="none">
        {areas.data === undefined ? (
          <div className="p-4">
            <QueryState
              isLoading={areas.isLoading}
              error={areas.error}
              onRetry={() => void areas.refetch()}
            />
          </div>
        ) : areas.data.items.length === 0 ? (
          <p className="p-4 text-sm text-neutral-700">
            <FormattedMessage id="backoffice.areas.empty" />
          </p>
        ) : (
          <AreaTable areas={areas.data.items} closedAbove={closedBy !== undefined} />
        )}
      </Card>
    </div>
  );
}

/** The way back up: all regions, then each area above the list, the last one the current. */
function Trail({ trail }: { readonly trail: readonly AdminArea[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'backoffice.areas.trail' })}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <li>
          {trail.length === 0 ? (
            <span aria-current="page" className="font-medium">
              <FormattedMessage id="backoffice.areas.top" />
            </span>
          ) : (
            <Link to={areasUnder()} className={LINK}>
              <FormattedMessage id="backoffice.areas.top" />
            </Link>
          )}
        </li>
        {trail.map((area, index) => (
          <li key={area.id} className="flex items-center gap-2">
            <span aria-hidden="true">/</span>
            {index === trail.length - 1 ? (
              <span aria-current="page" className="font-medium">
                {area.name}
              </span>
            ) : (
              <Link to={areasUnder(area.id)} className={LINK}>
                {area.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function AreaTable({
  areas,
  closedAbove,
}: {
  readonly areas: readonly AdminArea[];
  readonly closedAbove: boolean;
}) {
  return (
    <StaffTable
      caption={<FormattedMessage id="backoffice.areas.caption" />}
      columns={(['name', 'postalCode', 'state', 'action'] as const).map((column) => ({
        label: <FormattedMessage id={`backoffice.areas.column.${column}`} />,
      }))}
    >
      {areas.map((area) => (
        <AreaRow key={area.id} area={area} closedAbove={closedAbove} />
      ))}
    </StaffTable>
  );
}

function AreaRow({
  area,
  closedAbove,
}: {
  readonly area: AdminArea;
  readonly closedAbove: boolean;
}) {
  const intl = useIntl();
  const [setDeliverable, setting] = useSetAreaDeliverableMutation();
  const { failure, clear, fail } = useMutationFailure();

  async function flip() {
    clear();
    const deliverable = !area.deliverable;
    const result = await setDeliverable({ params: { areaId: area.id }, body: { deliverable } });
    if (result.error !== undefined) {
      fail(result.error);
      return;
    }
    enqueueToast(
      intl.formatMessage(
        { id: deliverable ? 'backoffice.areas.markedServed' : 'backoffice.areas.markedNotServed' },
        { name: area.name },
      ),
      { variant: 'success' },
    );
  }

  const state = !area.deliverable ? 'notServed' : closedAbove ? 'closedAbove' : 'served';
  return (
    <tr>
      <th scope="row" className={`${TABLE_CELL} font-medium`}>
        {area.level === 'subdistrict' ? (
          area.name
        ) : (
          <Link to={areasUnder(area.id)} className={LINK}>
            {area.name}
          </Link>
        )}
        <span className="block text-xs font-normal text-neutral-600">
          <FormattedMessage id={`backoffice.areas.level.${area.level}`} /> · {area.id}
        </span>
      </th>
      <td className={TABLE_CELL}>
        {area.postal_code ?? <FormattedMessage id="backoffice.common.none" />}
      </td>
      <td className={TABLE_CELL}>
        <Badge tone={state === 'served' ? 'success' : 'danger'}>
          <FormattedMessage id={`backoffice.areas.state.${state}`} />
        </Badge>
      </td>
      <td className={TABLE_CELL}>
        <Button
          size="sm"
          variant={area.deliverable ? 'secondary' : 'primary'}
          loading={setting.isLoading}
          onClick={() => void flip()}
        >
          <FormattedMessage
            id={area.deliverable ? 'backoffice.areas.markNotServed' : 'backoffice.areas.markServed'}
            values={{ name: area.name }}
          />
        </Button>
        {failure && (
          <p role="alert" className="mt-1 text-sm text-danger-700">
            {failure}
          </p>
        )}
      </td>
    </tr>
  );
}
