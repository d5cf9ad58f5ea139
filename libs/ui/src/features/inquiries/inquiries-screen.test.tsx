import {
  hoursFromNow,
  makeInquiry,
  makePage,
  MOCK_NOW,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { LocationProbe } from '@storefront/ui-support/testing';
import { renderScreen } from '@storefront/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import { watchRequests } from '../../testing/watch-requests';
import InquiriesScreen from './inquiries-screen';

setUpScreenTestFile({ signedIn: true, now: MOCK_NOW });

function renderList(url = 'inquiries', locale: 'id-ID' | 'en-US' = 'id-ID') {
  return renderScreen(
    <>
      <InquiriesScreen />
      <LocationProbe />
    </>,
    { routePath: 'inquiries', url, locale },
  );
}

const items = () => screen.getByRole('region', { name: 'Daftar pengajuan' });
const location = () => screen.getByRole('status', { name: 'location' });

describe('InquiriesScreen', () => {
  it('lists the submissions with their states', async () => {
    await renderList();
    const [first] = await within(await screen.findByRole('list')).findAllByRole('article');
    expect(within(items()).getAllByRole('article')).toHaveLength(6);
    const card = first as HTMLElement;
    expect(within(card).getByRole('link', { name: 'PGJ-20250430-0001' })).toHaveAttribute(
      'href',
      '/id-ID/inquiries/PGJ-20250430-0001',
    );
    expect(card).toHaveTextContent('Tas Ransel Kanvas Pria');
    expect(card).toHaveTextContent('Diterima');
    expect(card).toHaveTextContent('Sudah dihitung');
    expect(card).toHaveTextContent('1 varian');
    expect(card).toHaveTextContent('Diajukan 30 Apr 2025');
    // An accepted submission owes nothing: no countdown.
    expect(card).not.toHaveTextContent('Harga paling lambat');
  });

  it('counts down the 2x24 hours of an open submission and flags an overdue one', async () => {
    useSuccessCase(
      mockServer,
      'listInquiries',
      makePage(
        (i) =>
          makeInquiry(i, {
            state: i === 0 ? 'submitted' : 'under_review',
            quotation_state: 'in_progress',
            // The first was submitted a day ago; the second 48 hours and one second ago.
            submitted_at: i === 0 ? hoursFromNow(-24) : hoursFromNow(-48 - 1 / 3600),
          }),
        {},
        2,
      ),
    );
    await renderList();
    const [open, late] = await within(await screen.findByRole('list')).findAllByRole('article');
    expect(open).toHaveTextContent('Harga paling lambat dalam 24:00:00');
    expect(open).toHaveTextContent('Diajukan');
    expect(late).toHaveTextContent('Melewati batas waktu');
    expect(late).toHaveTextContent('Sedang ditinjau');
    // The clock moves on by itself.
    vi.setSystemTime(new Date(Date.parse(MOCK_NOW) + 1000));
    await waitFor(() => expect(open).toHaveTextContent('Harga paling lambat dalam 23:59:59'), {
      timeout: 5000,
    });
  });

  it('filters by state with the tabs', async () => {
    const requests = watchRequests('/oci/orders/inquiry');
    const { user } = await renderList();
    await screen.findAllByRole('article');
    const tabs = screen.getByRole('tablist', { name: 'Status pengajuan' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Semua', 'Diajukan', 'Sedang ditinjau', 'Diterima', 'Ditolak', 'Dibatalkan']);
    await user.click(within(tabs).getByRole('tab', { name: 'Ditolak' }));
    await waitFor(() => expect(location()).toHaveTextContent('/id-ID/inquiries?tab=rejected'));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('state')).toBe('rejected'));
    expect(within(tabs).getByRole('tab', { name: 'Ditolak' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(within(items()).getAllByText('Ditolak')).toHaveLength(6));
  });

  it('shows the canceled submissions from their own list', async () => {
    const requests = watchRequests('/oci/orders/inquiry/canceled');
    const { user } = await renderList();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('tab', { name: 'Dibatalkan' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(within(items()).getAllByRole('article')).toHaveLength(2));
    expect(within(items()).getAllByText('Dibatalkan')).toHaveLength(2);
    // The canceled list has no search.
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('searches and pages', async () => {
    useSuccessCase(
      mockServer,
      'listInquiries',
      makePage((i) => makeInquiry(i), { page: 1 }, 25),
    );
    const requests = watchRequests('/oci/orders/inquiry');
    const { user } = await renderList();
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Cari pengajuan' }), 'ransel');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(location()).toHaveTextContent('/id-ID/inquiries?q=ransel'));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('search')).toBe('ransel'));
    await user.click(screen.getByRole('button', { name: 'Halaman 3' }));
    await waitFor(() => expect(location()).toHaveTextContent('/id-ID/inquiries?q=ransel&page=3'));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('page')).toBe('3'));
  });

  it('says when there is nothing to show', async () => {
    useSuccessCase(
      mockServer,
      'listInquiries',
      makePage(() => makeInquiry(0), {}, 0),
    );
    await renderList('inquiries?q=kursi');
    expect(
      await screen.findByRole('heading', { name: 'Tidak ada pengajuan yang cocok dengan “kursi”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jelajahi produk' })).toHaveAttribute(
      'href',
      '/id-ID/search',
    );
  });

  it('shows the failure and loads again on request', async () => {
    useErrorCase(mockServer, 'listInquiries', 429, undefined, { once: true });
    const { user } = await renderList('inquiries', 'en-US');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests. Please wait a moment and try again');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(6);
  });
});
