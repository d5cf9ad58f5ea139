import { useListProductRequestsQuery } from '@storefront/api';
import { Card, EmptyState, PageHeading, Tabs } from '@storefront/ui-kit';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { DATE_TIME } from '../../shared/format';
import { PagePager, useListParams } from '../../shared/paging';
import { QueryState } from '../../shared/query';
import { PrivatePhoto } from '../../shared/files';
import { CreateProductDialog } from './components/create-product-dialog';
import { ResolveRequestDialog } from './components/resolve-request-dialog';

type Which = 'open' | 'resolved';

/** Products asked for by link or photo: the open ones to resolve, and the resolved ones. */
export default function ProductRequestsScreen() {
  const intl = useIntl();
  const { page, get, setFilters, setPage } = useListParams();
  const which: Which = get('open') === 'false' ? 'resolved' : 'open';
  const { data, error, isLoading, refetch } = useListProductRequestsQuery({
    query: { page, open: which === 'open' },
  });

  return (
    <div className="flex flex-col gap-4">
      <PageHeading
        title={<FormattedMessage id="backoffice.productRequests.title" />}
        description={<FormattedMessage id="backoffice.productRequests.description" />}
      />
      <Tabs<Which>
        label={intl.formatMessage({ id: 'backoffice.productRequests.tabs' })}
        tabs={[
          { id: 'open', label: <FormattedMessage id="backoffice.productRequests.tab.open" /> },
          {
            id: 'resolved',
            label: <FormattedMessage id="backoffice.productRequests.tab.resolved" />,
          },
        ]}
        selected={which}
        onSelect={(id) => setFilters({ open: id === 'resolved' ? 'false' : undefined })}
      >
        <div className="flex flex-col gap-3 pt-4">
          <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
          {data && data.items.length === 0 && (
            <EmptyState title={<FormattedMessage id="backoffice.productRequests.empty" />} />
          )}
          {data && data.items.length > 0 && (
            <ul className="flex flex-col gap-3">
              {data.items.map((request) => (
                <Card
                  key={request.id}
                  as="li"
                  headingLevel={2}
                  title={
                    <FormattedMessage
                      id="backoffice.productRequests.request"
                      values={{ customer: request.customer.nama_lengkap }}
                    />
                  }
                  actions={
                    request.resolved_at === null && (
                      <div className="flex flex-wrap gap-2">
                        <CreateProductDialog
                          requestId={request.id}
                          customerName={request.customer.nama_lengkap}
                          link={request.link}
                        />
                        <ResolveRequestDialog
                          requestId={request.id}
                          customerName={request.customer.nama_lengkap}
                        />
                      </div>
                    )
                  }
                >
                  <div className="flex flex-col gap-3 md:flex-row">
                    {request.image_url && (
                      // The photo is the customer's: its route answers a staff bearer token only.
                      <PrivatePhoto
                        url={request.image_url}
                        className="size-24"
                        label={intl.formatMessage({ id: 'backoffice.productRequests.photo' })}
                        loadingLabel={intl.formatMessage({
                          id: 'backoffice.productRequests.photoLoading',
                        })}
                        failedText={intl.formatMessage({
                          id: 'backoffice.productRequests.photoFailed',
                        })}
                      />
                    )}
                    <div className="flex flex-1 flex-col gap-2 text-sm">
                      <p className="text-neutral-600">{request.customer.email}</p>
                      <p className="whitespace-pre-line">{request.description}</p>
                      <dl className="grid gap-2 sm:grid-cols-3">
                        {request.link && (
                          <div>
                            <dt className="text-neutral-600">
                              <FormattedMessage id="backoffice.productRequests.link" />
                            </dt>
                            <dd className="break-all">
                              <a
                                href={request.link}
                                target="_blank"
                                rel="noreferrer noopener"
                                className="text-primary-700 underline"
                              >
                                {request.link}
                              </a>
                            </dd>
                          </div>
                        )}
                        <div>
                          <dt className="text-neutral-600">
                            <FormattedMessage id="backoffice.productRequests.quantity" />
                          </dt>
                          <dd>
                            {request.quantity === null ? (
                              <FormattedMessage id="backoffice.productRequests.noQuantity" />
                            ) : (
                              intl.formatNumber(request.quantity)
                            )}
                          </dd>
                        </div>
                        <div>
                          <dt className="text-neutral-600">
                            <FormattedMessage id="backoffice.productRequests.createdAt" />
                          </dt>
                          <dd>
                            <FormattedDate value={request.created_at} {...DATE_TIME} />
                          </dd>
                        </div>
                      </dl>
                      {request.product_id && (
                        <p className="font-medium">
                          <FormattedMessage
                            id="backoffice.productRequests.found"
                            values={{ productId: request.product_id }}
                          />
                        </p>
                      )}
                      {request.rejection_reason && (
                        <p className="font-medium">
                          <FormattedMessage
                            id="backoffice.productRequests.rejected"
                            values={{ reason: request.rejection_reason }}
                          />
                        </p>
                      )}
                    </div>
                  </div>
                </Card>
              ))}
            </ul>
          )}
          {data && <PagePager page={data} onPageChange={setPage} />}
        </div>
      </Tabs>
    </div>
  );
}
