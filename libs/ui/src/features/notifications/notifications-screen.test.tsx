import {
  handlerFor,
  makeNotification,
  makePage,
  signInForTests,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import type { Notification } from '@storefront/api/testing';
import type { Locale } from '@storefront/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import NotificationsScreen from './notifications-screen';
import { routes } from './routes';

/** Every request the mock gateway saw, as 'GET /path?query' without langcode. */
const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('langcode');
    const query = url.searchParams.toString();
    requests.push(
      `${request.method} ${url.pathname.replace(/^\/api/, '')}${query ? `?${query}` : ''}`,
    );
  });
  signInForTests();
});
afterEach(() => mockServer.events.removeAllListeners());

/** The list answers `total` notifications, paged like the gateway. */
function serveNotifications(total: number, make = (i: number) => makeNotification(i)) {
  mockServer.use(
    handlerFor('listNotifications', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = makePage(
        make,
        {
          page: Number(params.get('page') ?? 1),
          limit: Number(params.get('limit') ?? 10),
        },
        total,
      );
      return HttpResponse.json({ status: 200, message: 'OK', data: page });
    }),
  );
}

function open(options: { url?: string; locale?: Locale } = {}) {
  return renderScreen(<NotificationsScreen />, {
    routePath: 'notifications',
    url: options.url ?? 'notifications',
    locale: options.locale,
  });
}

const items = () =>
  within(screen.getByRole('list', { name: /Notifikasi|Notifications/ })).getAllByRole('article');
const nextButton = () => screen.getByRole('button', { name: /Berikutnya/ });
const previousButton = () => screen.getByRole('button', { name: /Sebelumnya/ });

describe('the notifications screen', { timeout: 15_000 }, () => {
  it('lists the newest 10 with the new ones marked, and the new count', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(10));
    const first = items()[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Harga sudah keluar' })).toBeInTheDocument();
    expect(
      within(first).getByText('Pengajuan Tas Ransel Kanvas Pria sudah dihitung.'),
    ).toBeVisible();
    expect(within(first).getByText('Baru')).toBeInTheDocument();
    expect(within(items()[3] as HTMLElement).queryByText('Baru')).toBeNull();
    expect(screen.getAllByText('Baru')).toHaveLength(3);
    expect(await screen.findByText('3 notifikasi baru')).toBeInTheDocument();
    expect(requests).toContain('GET /oci/notification?page=1&limit=10');
  });

  it('shows the time of each notification in the Singapore time zone', async () => {
    await open({ locale: 'en-US' });
    // makeNotification(0) is 1 May 2025 03:00 UTC = 11:00 in Singapore.
    const [first] = await screen.findAllByRole('article', { name: 'Harga sudah keluar' });
    expect(within(first as HTMLElement).getByText(/May 1, 2025.*11:00\sAM/)).toBeInTheDocument();
  });

  it('pages on while a full page came back, and stops at a short one', async () => {
    serveNotifications(23);
    const { user } = await open();
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(previousButton()).toBeDisabled();

    await user.click(nextButton());
    await waitFor(() => expect(items()[0]).toHaveAccessibleName('Menunggu pembayaran'));
    expect(items()).toHaveLength(10);
    expect(nextButton()).toBeEnabled();

    await user.click(nextButton());
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(nextButton()).toBeDisabled();
    expect(requests).toContain('GET /oci/notification?page=3&limit=10');

    await user.click(previousButton());
    await waitFor(() => expect(items()).toHaveLength(10));
  });

  it('opens the page named in the address', async () => {
    serveNotifications(23);
    await open({ url: 'notifications?page=3' });
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(requests).toContain('GET /oci/notification?page=3&limit=10');
  });

  it('after an exactly full last page offers one more, which says there are no more', async () => {
    serveNotifications(20);
    const { user } = await open({ url: 'notifications?page=2' });
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());
    expect(
      await screen.findByRole('heading', { name: 'Tidak ada notifikasi lagi' }),
    ).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(previousButton()).toBeEnabled();
  });

  it('says so when there are no notifications at all, without paging', async () => {
    serveNotifications(0);
    useSuccessCase(mockServer, 'countNewNotifications', { total: 0 });
    await open();
    expect(
      await screen.findByRole('heading', { name: 'Belum ada notifikasi' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(await screen.findByText('Tidak ada notifikasi baru')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tandai semua sudah dibaca' })).toBeNull();
  });

  it.each([
    ['id-ID', 404, 'Gagal memuat notifikasi'],
    ['en-US', 400, 'Failed to fetch notifications'],
    ['th-TH', 429, 'โหลดการแจ้งเตือนไม่สำเร็จ'],
  ] as const)(
    'in %s shows a failed list (%i) as the spec’s message',
    async (locale, status, text) => {
      useErrorCase(mockServer, 'listNotifications', status);
      await open({ locale });
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    },
  );

  it('loads again on retry after a server failure', async () => {
    useErrorCase(mockServer, 'listNotifications', 500);
    const { user } = await open({ locale: 'en-US' });
    // A 5xx is retried once, a second later, before it is shown.
    expect(await screen.findByRole('alert', {}, { timeout: 3_000 })).toHaveTextContent(
      'Failed to fetch notifications',
    );
    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the list when only the new count fails', async () => {
    useErrorCase(mockServer, 'countNewNotifications', 404);
    await open();
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(screen.queryByText(/notifikasi baru/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts in the plural forms of Russian and Arabic', async () => {
    await open({ locale: 'ru-RU' });
    expect(await screen.findByText('3 новых уведомления')).toBeInTheDocument();
  });

  it('renders right to left texts in Arabic', async () => {
    useSuccessCase(mockServer, 'countNewNotifications', { total: 11 });
    await open({ locale: 'ar-SA' });
    // Arabic counts with its own digits.
    expect(await screen.findByText('١١ إشعاراً جديداً')).toBeInTheDocument();
  });
});

describe('reading notifications', { timeout: 15_000 }, () => {
  it('marks one read and refreshes the list and the count', async () => {
    const { user } = await open();
    await waitFor(() => expect(items()).toHaveLength(10));
    let read = false;
    serveNotifications(23, (i) => makeNotification(i, i === 0 && read ? { is_new: false } : {}));
    useSuccessCase(mockServer, 'countNewNotifications', { total: 2 });
    read = true;

    await user.click(
      screen.getByRole('button', { name: 'Tandai “Harga sudah keluar” sudah dibaca' }),
    );

    expect(await screen.findByText('2 notifikasi baru')).toBeInTheDocument();
    await waitFor(() => expect(within(items()[0] as HTMLElement).queryByText('Baru')).toBeNull());
    expect(requests).toContain('GET /oci/notification/read/ntf-1');
    expect(
      screen.queryByRole('button', { name: 'Tandai “Harga sudah keluar” sudah dibaca' }),
    ).toBeNull();
  });

  it('tells the user when marking one read fails', async () => {
    useErrorCase(mockServer, 'readNotification', 404);
    const { user } = await open();
    await user.click(
      await screen.findByRole('button', { name: 'Tandai “Pesanan dikirim” sudah dibaca' }),
    );
    expect(await screen.findByText('Data tidak ditemukan')).toBeInTheDocument();
  });

  it('opens a notification’s page in the user’s locale and reads it on the way', async () => {
    const { user } = await open({ locale: 'en-US' });
    const [link] = await screen.findAllByRole('link', { name: 'Harga sudah keluar' });
    // The factory's link is '/id-ID/orders'; an English reader stays in English.
    expect(link).toHaveAttribute('href', '/en-US/orders');
    await user.click(link as HTMLElement);
    expect(await screen.findByText('navigated away')).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain('GET /oci/notification/read/ntf-1'));
  });

  it('opens a read notification without reading it again', async () => {
    const { user } = await open();
    const link = (await screen.findAllByRole('link', { name: 'Harga sudah keluar' }))[1];
    await user.click(link as HTMLElement);
    expect(await screen.findByText('navigated away')).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('GET /oci/notification/read'))).toEqual([]);
  });

  it('shows no link for a notification without one', async () => {
    serveNotifications(1, (i) => makeNotification(i, { link: null }));
    await open();
    const article = await screen.findByRole('article', { name: 'Harga sudah keluar' });
    expect(within(article).queryByRole('link')).toBeNull();
  });

  it('marks all read in one call and says so', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Tandai semua sudah dibaca' }));
    expect(await screen.findByText('Semua notifikasi sudah ditandai dibaca')).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('GET /oci/notification/read'))).toEqual([
      'GET /oci/notification/read?page=1&limit=100',
    ]);
  });

  it('marks all read page by page while full pages of 100 come back', async () => {
    mockServer.use(
      handlerFor('readNotifications', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const data = makePage(
          (i) => makeNotification(i, { is_new: false }),
          { page: Number(params.get('page')), limit: Number(params.get('limit')) },
          230,
        );
        return HttpResponse.json({ status: 200, message: 'OK', data });
      }),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Tandai semua sudah dibaca' }));
    expect(await screen.findByText('Semua notifikasi sudah ditandai dibaca')).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('GET /oci/notification/read'))).toEqual([
      'GET /oci/notification/read?page=1&limit=100',
      'GET /oci/notification/read?page=2&limit=100',
      'GET /oci/notification/read?page=3&limit=100',
    ]);
  });

  it('stops when the total is covered, even after a full page', async () => {
    useSuccessCase(mockServer, 'readNotifications', {
      items: Array.from({ length: 100 }, (_, i) => makeNotification(i) as Notification),
      page: 1,
      limit: 100,
      total: 100,
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Tandai semua sudah dibaca' }));
    await screen.findByText('Semua notifikasi sudah ditandai dibaca');
    expect(requests.filter((r) => r.startsWith('GET /oci/notification/read'))).toHaveLength(1);
  });

  it('shows the gateway’s message when marking all read fails', async () => {
    useErrorCase(mockServer, 'readNotifications', 429);
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Tandai semua sudah dibaca' }));
    expect(
      await screen.findByText('Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi'),
    ).toBeInTheDocument();
  });
});

describe('the notifications route', () => {
  it('needs a signed-in customer and loads its own chunk', async () => {
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({
      path: 'notifications',
      requiresLogin: true,
      titleId: 'notifications.title',
    });
    expect((await routes[0]?.load())?.default).toBe(NotificationsScreen);
  });
});
