import { handlerFor, makeAdminProductRequest } from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import { PRODUCT_REQUESTS_EN_US } from './i18n/en-US';
import ProductRequestsScreen from './product-requests-screen';

function renderRequests() {
  return renderScreen(<ProductRequestsScreen />, {
    routePath: 'product-requests',
    messages: PRODUCT_REQUESTS_EN_US,
  });
}

/** Records the queries of the list and the bodies of the resolutions. */
function record() {
  const queries: URLSearchParams[] = [];
  const bodies: unknown[] = [];
  mockServer.use(
    handlerFor('listProductRequests', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const open = query.get('open') !== 'false';
      const items = open
        ? [
            makeAdminProductRequest(0),
            makeAdminProductRequest(1, { link: null, image_url: 'https://files.test/p.jpg' }),
          ]
        : [
            makeAdminProductRequest(2, {
              product_id: 'prod-9',
              resolved_at: '2025-05-01T03:00:00.000Z',
            }),
          ];
      return HttpResponse.json({
        status: 200,
        message: 'OK',
        data: { items, page: 1, limit: 10, total: items.length },
      });
    }),
    handlerFor('resolveProductRequest', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ status: 200, message: 'OK', data: makeAdminProductRequest(0) });
    }),
  );
  return { queries, bodies };
}

const photoRequests: string[] = [];

beforeEach(() => {
  photoRequests.length = 0;
  mockServer.use(
    http.get('https://files.test/p.jpg', ({ request }) => {
      const authorization = request.headers.get('authorization') ?? '';
      photoRequests.push(authorization);
      if (!authorization.startsWith('Bearer ')) return new HttpResponse(null, { status: 401 });
      return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), {
        headers: { 'content-type': 'image/jpeg' },
      });
    }),
  );
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:request-photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

describe('ProductRequestsScreen', () => {
  it('lists the open requests with their link or photo, and the resolved ones on their tab', async () => {
    const { queries } = record();
    const { user } = renderRequests();
    const [first] = await screen.findAllByRole('listitem', { name: /^Request from/ });
    if (!first) throw new Error('no request listed');
    expect(within(first).getByRole('link', { name: /1688\.com/ })).toBeInTheDocument();
    // The photo route answers a staff bearer token only: fetched with it, shown from a blob.
    expect(await screen.findByRole('img', { name: 'Customer’s photo' })).toHaveAttribute(
      'src',
      'blob:request-photo',
    );
    expect(photoRequests).not.toHaveLength(0);
    expect(photoRequests.every((header) => header.startsWith('Bearer '))).toBe(true);
    expect(queries.at(-1)?.get('open')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    expect(await screen.findByText('Found: catalogue product prod-9')).toBeInTheDocument();
    expect(queries.at(-1)?.get('open')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Resolve request' })).not.toBeInTheDocument();
  });

  it('resolves a request as found with the catalogue product', async () => {
    const { bodies } = record();
    const { user } = renderRequests();
    const [first] = await screen.findAllByRole('button', { name: 'Resolve request' });
    if (!first) throw new Error('no open request');
    await user.click(first);
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Save decision' }));
    expect(dialog.getByLabelText(/^Catalogue product id/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);

    await user.type(dialog.getByLabelText(/^Catalogue product id/), 'prod-42');
    await user.click(dialog.getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(bodies).toEqual([{ outcome: 'found', product_id: 'prod-42' }]));
    expect(await screen.findByText('Request resolved.')).toBeInTheDocument();
  });

  it('rejects a request with a reason', async () => {
    const { bodies } = record();
    const { user } = renderRequests();
    const [first] = await screen.findAllByRole('button', { name: 'Resolve request' });
    if (!first) throw new Error('no open request');
    await user.click(first);
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: 'Cannot be offered' }));
    await user.type(dialog.getByLabelText(/^Reason/), 'Not sold to export');
    await user.click(dialog.getByRole('button', { name: 'Save decision' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ outcome: 'rejected', reason: 'Not sold to export' }]),
    );
  });
});
