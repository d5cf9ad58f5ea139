import type { AdminArea } from '@storefront/api/testing';
import { handlerFor, makeAdminArea, makeAreaTrail, useErrorCase } from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import AreasScreen from './areas-screen';
import enUS from './i18n/en-US';

/**
 * A gateway in miniature: Jakarta's branch plus a second city, each mark kept, so a flip shows
 * in the list that is fetched again after it.
 */
function serveAreas() {
  const branch = makeAreaTrail(4);
  const seribu: AdminArea = {
    id: '31.01',
    level: 'city',
    name: 'KAB. ADM. KEPULAUAN SERIBU',
    postal_code: null,
    deliverable: true,
  };
  const parents = new Map<string, string | undefined>([
    ['ID', undefined],
    ['31', 'ID'],
    ['31.71', '31'],
    ['31.01', '31'],
    ['31.71.01', '31.71'],
    ['31.71.01.1001', '31.71.01'],
  ]);
  const byId = new Map([...branch, seribu].map((area) => [area.id, area]));
  const writes: Array<{ areaId: unknown; body: unknown }> = [];
  mockServer.use(
    handlerFor('listAdminAreas', ({ request }) => {
      const parentId = new URL(request.url).searchParams.get('parent_id') ?? undefined;
      const trail: AdminArea[] = [];
      for (let id = parentId; id !== undefined; id = parents.get(id)) {
        trail.unshift(byId.get(id) as AdminArea);
      }
      const items = [...byId.values()]
        .filter((area) => parents.get(area.id) === parentId)
        .sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json({ status: 200, message: 'OK', data: { trail, items } });
    }),
    handlerFor('setAreaDeliverable', async ({ request, params }) => {
      const body = (await request.json()) as { deliverable: boolean };
      writes.push({ areaId: params['areaId'], body });
      const area = { ...(byId.get(String(params['areaId'])) as AdminArea), ...body };
      byId.set(area.id, area);
      return HttpResponse.json({ status: 200, message: 'OK', data: area });
    }),
  );
  return writes;
}

function renderAreas(url = 'areas') {
  return renderScreen(<AreasScreen />, { routePath: 'areas', url, messages: enUS });
}

const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(`^${name}`) });

describe('AreasScreen', () => {
  it('walks down the tree from the regions and back up by the trail', async () => {
    serveAreas();
    const { user } = renderAreas();
    await user.click(await screen.findByRole('link', { name: 'Indonesia' }));
    await user.click(await screen.findByRole('link', { name: 'DKI JAKARTA' }));
    // The province's own list, not the regions' still on screen while it loads.
    await rowOf('KOTA ADM. JAKARTA PUSAT');
    const cities = screen.getAllByRole('row');
    expect(cities.slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'KAB. ADM. KEPULAUAN SERIBUCity or regency · 31.01',
      'KOTA ADM. JAKARTA PUSATCity or regency · 31.71',
    ]);
    const trail = screen.getByRole('navigation', { name: 'Where you are' });
    expect(within(trail).getByText('DKI JAKARTA')).toHaveAttribute('aria-current', 'page');
    await user.click(within(trail).getByRole('link', { name: 'All regions' }));
    expect(await screen.findByRole('link', { name: 'Indonesia' })).toBeVisible();
  });

  it('marks an area not served and served again, saying so each time', async () => {
    const writes = serveAreas();
    const { user } = renderAreas('areas?parent=31');
    const row = await rowOf('KOTA ADM. JAKARTA PUSAT');
    expect(within(row).getByText('Served')).toBeVisible();
    await user.click(
      within(row).getByRole('button', { name: 'Mark KOTA ADM. JAKARTA PUSAT not served' }),
    );
    expect(await screen.findByText('KOTA ADM. JAKARTA PUSAT is now not served.')).toBeVisible();
    expect(writes).toEqual([{ areaId: '31.71', body: { deliverable: false } }]);
    const closed = await rowOf('KOTA ADM. JAKARTA PUSAT');
    await waitFor(() => expect(within(closed).getByText('Not served')).toBeVisible());
    // The other city keeps its own mark.
    expect(within(await rowOf('KAB. ADM. KEPULAUAN SERIBU')).getByText('Served')).toBeVisible();

    await user.click(
      within(closed).getByRole('button', { name: 'Mark KOTA ADM. JAKARTA PUSAT served' }),
    );
    expect(await screen.findByText('KOTA ADM. JAKARTA PUSAT is served again.')).toBeVisible();
    expect(writes.at(-1)).toEqual({ areaId: '31.71', body: { deliverable: true } });
  });

  it('says when an area above closes the whole branch', async () => {
    serveAreas();
    const { user } = renderAreas('areas?parent=31');
    await user.click(
      within(await rowOf('KOTA ADM. JAKARTA PUSAT')).getByRole('button', {
        name: 'Mark KOTA ADM. JAKARTA PUSAT not served',
      }),
    );
    await waitFor(async () =>
      expect(within(await rowOf('KOTA ADM. JAKARTA PUSAT')).getByText('Not served')).toBeVisible(),
    );
    await user.click(screen.getByRole('link', { name: 'KOTA ADM. JAKARTA PUSAT' }));
    expect(
      await screen.findByText(
        'KOTA ADM. JAKARTA PUSAT is not served: addresses below it are outside the shipping range whatever their own mark says.',
      ),
    ).toBeVisible();
    expect(within(await rowOf('GAMBIR')).getByText('Closed above')).toBeVisible();
  });

  it('shows a refused mark at the row', async () => {
    serveAreas();
    useErrorCase(mockServer, 'setAreaDeliverable', 404);
    const { user } = renderAreas('areas?parent=31.71.01');
    const row = await rowOf('GAMBIR');
    expect(within(row).getByText('10110')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Mark GAMBIR not served' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Data not found');
    expect(within(row).getByText('Served')).toBeVisible();
  });

  it('shows the list’s failure with a retry', async () => {
    useErrorCase(mockServer, 'listAdminAreas', 404);
    const { user } = renderAreas();
    const alert = await screen.findByRole('alert');
    serveRegions();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Indonesia' })).toBeVisible();
  });
});

/** The regions only. */
function serveRegions() {
  mockServer.use(
    handlerFor('listAdminAreas', () =>
      HttpResponse.json({
        status: 200,
        message: 'OK',
        data: { trail: [], items: [makeAdminArea(0)] },
      }),
    ),
  );
}
