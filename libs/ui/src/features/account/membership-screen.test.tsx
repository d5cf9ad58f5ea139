import { makeProfile, signInForTests, useErrorCase, useSuccessCase } from '@storefront/api/testing';
import { formatMoney, ID_MARKET, TH_MARKET } from '@storefront/domain';
import type { Level } from '@storefront/domain';
import { screen, within } from '@testing-library/react';
import '@storefront/ui-support/testing/patient-queries';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import id from './i18n/id-ID';
import th from './i18n/th-TH';
import MembershipScreen from './membership-screen';

/** Money as the page reads it: testing-library folds Intl's no-break space into a space. */
const spaced = (text: string) => text.replace(/\s/g, ' ');
const rupiah = (amount: number) => spaced(formatMoney({ amount, currency: 'IDR' }, 'id-ID'));

function renderMembership(level: Level, amount: number) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- libs/api's msw helper (server.use), not a React hook
  useSuccessCase(
    mockServer,
    'getProfile',
    makeProfile({ level, total: { amount, currency: 'IDR' } }),
  );
  return renderScreen(<MembershipScreen />, { routePath: 'account/membership' });
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('MembershipScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTests();
  });

  it('shows the level, the total and how far the next level is', async () => {
    await renderMembership('gold', 150_000_000);
    const bar = await screen.findByRole('progressbar', { name: 'Kemajuan menuju Diamond' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    const raw = (amount: number) => formatMoney({ amount, currency: 'IDR' }, 'id-ID');
    expect(bar).toHaveAttribute('aria-valuetext', `${raw(150_000_000)} dari ${raw(500_000_000)}`);
    expect(screen.getByText(/Total pesanan Anda/)).toHaveTextContent(rupiah(150_000_000));
    expect(screen.getByText(/lagi untuk mencapai/)).toHaveTextContent(
      `Pesan ${rupiah(350_000_000)} lagi untuk mencapai Diamond.`,
    );
  });

  it.each([
    ['nothing ordered yet', 'silver', 0, 'Gold', '0', 100_000_000],
    ['one rupiah short of gold', 'silver', 99_999_999, 'Gold', '99', 1],
    ['exactly gold', 'gold', 100_000_000, 'Diamond', '20', 400_000_000],
  ] as const)('%s', async (_name, level, amount, next, percent, remaining) => {
    await renderMembership(level, amount);
    const bar = await screen.findByRole('progressbar', { name: `Kemajuan menuju ${next}` });
    expect(bar).toHaveAttribute('aria-valuenow', percent);
    expect(screen.getByText(/lagi untuk mencapai/)).toHaveTextContent(rupiah(remaining));
  });

  it('says how many price requests are left this month and when new ones open', async () => {
    useSuccessCase(
      mockServer,
      'getProfile',
      makeProfile({
        level: 'silver',
        total: { amount: 0, currency: 'IDR' },
        submissions: { limit: 20, used: 17, remaining: 3, next_month_at: '2026-11-30T16:00:00Z' },
      }),
    );
    renderScreen(<MembershipScreen />, { routePath: 'account/membership' });
    // 16:00 UTC on the 30th is midnight of the 1st on the storefront clock.
    expect(
      await screen.findByText(
        'Pengajuan harga bulan ini: 17 dari 20 terpakai, sisa 3. Kuota baru mulai 1 Des 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('counts the top level’s price requests without a limit', async () => {
    useSuccessCase(
      mockServer,
      'getProfile',
      makeProfile({
        level: 'diamond',
        total: { amount: 500_000_000, currency: 'IDR' },
        submissions: {
          limit: 'unlimited',
          used: 42,
          remaining: 'unlimited',
          next_month_at: '2026-11-30T16:00:00Z',
        },
      }),
    );
    renderScreen(<MembershipScreen />, { routePath: 'account/membership' });
    expect(
      await screen.findByText('Pengajuan harga bulan ini: 42. Level Anda tanpa batas.'),
    ).toBeInTheDocument();
  });

  it('has nothing more to reach at exactly the diamond figure', async () => {
    await renderMembership('diamond', 500_000_000);
    expect(await screen.findByText(id['account.membership.top'])).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('compares the benefits of every level, marking the customer’s own', async () => {
    await renderMembership('gold', 150_000_000);
    const table = await screen.findByRole('table', {
      name: id['account.membership.benefitsTitle'],
    });
    // Plain DOM lookups: role queries over a whole table are slow in jsdom.
    const current = table.querySelector('th[aria-current="true"]');
    expect(current).toHaveTextContent(`Gold${id['account.membership.yourLevel']}`);

    /** The cells of a benefit's row, silver to diamond. */
    const cells = (name: string) =>
      [...(within(table).getByText(name).closest('tr')?.querySelectorAll('td') ?? [])].map((cell) =>
        cell.textContent?.replace(/[✓–]/g, '').replace(/\s/g, ' '),
      );
    expect(cells(id['account.membership.threshold'])).toEqual([
      id['account.membership.thresholdFree'],
      rupiah(100_000_000),
      rupiah(500_000_000),
    ]);
    expect(cells(id['account.membership.benefit.freeShipping'])).toEqual([
      'Tidak termasuk',
      'Termasuk',
      'Termasuk',
    ]);
    expect(cells(id['account.membership.benefit.personalConsultation'])).toEqual([
      'Tidak termasuk',
      'Tidak termasuk',
      'Termasuk',
    ]);
    expect(cells(id['account.membership.benefit.submissionLimit'])).toEqual([
      '20 per bulan',
      '100 per bulan',
      'Tanpa batas',
    ]);
  });

  it("reads the Thai market's figures in baht", async () => {
    useSuccessCase(
      mockServer,
      'getProfile',
      makeProfile({ level: 'gold', total: { amount: 21_254_040, currency: 'THB' } }),
    );
    await renderScreen(<MembershipScreen />, {
      routePath: 'account/membership',
      market: TH_MARKET,
      locale: 'th-TH',
    });
    const remaining = spaced(
      formatMoney(
        { amount: TH_MARKET.levelThresholds.diamond.amount - 21_254_040, currency: 'THB' },
        'th-TH',
      ),
    );
    expect(await screen.findByText(/เพื่อเลื่อนเป็นระดับ/)).toHaveTextContent(remaining);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      th['account.membership.title'],
    );
  });

  it('leaves the progress out when the total is not in the market currency', async () => {
    useSuccessCase(
      mockServer,
      'getProfile',
      makeProfile({ level: 'silver', total: { amount: 5, currency: 'THB' } }),
    );
    await renderScreen(<MembershipScreen />, {
      routePath: 'account/membership',
      market: ID_MARKET,
    });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says the membership could not be loaded', async () => {
    useErrorCase(mockServer, 'getProfile', 404);
    await renderScreen(<MembershipScreen />, { routePath: 'account/membership' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak ditemukan');
  });
});
