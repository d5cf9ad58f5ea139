import { makeSiteContent, useErrorCase, useSuccessCase } from '@storefront/api/testing';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import AboutScreen from './about-screen';
import FaqScreen from './faq-screen';
import HowToShopScreen from './how-to-shop-screen';
import PrivacyScreen from './privacy-screen';
import RefundPolicyScreen from './refund-policy-screen';
import { routes } from './routes';
import TermsScreen from './terms-screen';

const CONTENTS = {
  terms: 'Syarat ini berlaku untuk setiap pembelian.\n\n1. Akun.\n\n2. Harga.',
  privacy: 'Kami memproses data pribadi.\n\nHak Anda: melihat dan menghapus data.',
  refund_policy:
    'Komplain diterima paling lambat 2x24 jam setelah barang diterima.\n\n- Barang kurang: kami selidiki.\n\n- Cacat kualitas adalah tanggung jawab supplier di Tiongkok.',
  about_us: 'Kami membantu pemilik usaha mengimpor langsung dari pabrik di Tiongkok.',
  how_to_shop: '1. Cari produk.\n\n2. Ajukan harga.\n\n3. Bayar.',
};

function serveContent(contents: Record<string, string> = CONTENTS, faq = makeSiteContent().faq) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- libs/api's msw helper (server.use), not a React hook
  useSuccessCase(mockServer, 'getSiteContent', { ...makeSiteContent(), contents, faq });
}

describe.each<[string, ComponentType, string, string]>([
  ['terms', TermsScreen, 'Syarat dan ketentuan', 'Syarat ini berlaku untuk setiap pembelian.'],
  ['privacy', PrivacyScreen, 'Kebijakan privasi', 'Kami memproses data pribadi.'],
  [
    'refund-policy',
    RefundPolicyScreen,
    'Kebijakan pengembalian dana',
    'Komplain diterima paling lambat 2x24 jam setelah barang diterima.',
  ],
  [
    'about',
    AboutScreen,
    'Tentang kami',
    'Kami membantu pemilik usaha mengimpor langsung dari pabrik di Tiongkok.',
  ],
  ['how-to-shop', HowToShopScreen, 'Cara belanja', 'Cari produk.'],
])('the %s page', { timeout: 15_000 }, (path, Screen, title, firstText) => {
  it('shows its title and its text in the user’s language', async () => {
    serveContent();
    await renderScreen(<Screen />, { routePath: path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(firstText)).toBeInTheDocument();
  });

  it('says so when the page has no text yet', async () => {
    serveContent({});
    await renderScreen(<Screen />, { routePath: path });
    expect(
      await screen.findByRole('heading', { name: 'Halaman ini belum berisi konten' }),
    ).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    useErrorCase(mockServer, 'getSiteContent', 500);
    const { user } = await renderScreen(<Screen />, { routePath: path, locale: 'en-US' });
    // A 5xx is retried once, a second later, before it is shown.
    expect(await screen.findByRole('alert', {}, { timeout: 3_000 })).toHaveTextContent(
      'An error occurred please try again',
    );
    serveContent();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(firstText)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('content pages', { timeout: 15_000 }, () => {
  it('show list items as real lists', async () => {
    serveContent();
    await renderScreen(<RefundPolicyScreen />, { routePath: 'refund-policy' });
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Barang kurang: kami selidiki.',
      'Cacat kualitas adalah tanggung jawab supplier di Tiongkok.',
    ]);
  });

  it('show a blank text as no content', async () => {
    serveContent({ ...CONTENTS, about_us: '  \n ' });
    await renderScreen(<AboutScreen />, { routePath: 'about' });
    expect(
      await screen.findByRole('heading', { name: 'Halaman ini belum berisi konten' }),
    ).toBeInTheDocument();
  });

  it('are public routes with their own titles', () => {
    expect(routes.map((route) => [route.path, route.titleId, route.requiresLogin])).toEqual([
      ['faq', 'content.faq.title', undefined],
      ['terms', 'content.terms.title', undefined],
      ['privacy', 'content.privacy.title', undefined],
      ['refund-policy', 'content.refundPolicy.title', undefined],
      ['about', 'content.about.title', undefined],
      ['how-to-shop', 'content.howToShop.title', undefined],
    ]);
  });

  it('load each screen as its own chunk', async () => {
    const loaded = await Promise.all(routes.map((route) => route.load()));
    expect(loaded.map((module) => module.default)).toEqual([
      FaqScreen,
      TermsScreen,
      PrivacyScreen,
      RefundPolicyScreen,
      AboutScreen,
      HowToShopScreen,
    ]);
  });
});

describe('the FAQ page', { timeout: 15_000 }, () => {
  const FAQ = [
    { question: 'Berapa lama harga keluar?', answer: 'Paling lambat 2x24 jam.' },
    { question: 'Apakah ada minimum order?', answer: 'Ya, Rp 1.000.000 per produk.' },
  ];

  it('lists the questions closed, opens an answer on click, and every question takes focus', async () => {
    serveContent(CONTENTS, FAQ);
    const { user } = await renderScreen(<FaqScreen />, { routePath: 'faq' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pertanyaan yang sering diajukan' }),
    ).toBeInTheDocument();
    const first = await screen.findByText('Berapa lama harga keluar?');
    const [firstGroup, secondGroup] = screen.getAllByRole('group');
    expect(firstGroup).not.toHaveAttribute('open');

    await user.click(first);
    expect(firstGroup).toHaveAttribute('open');
    expect(within(firstGroup as HTMLElement).getByText('Paling lambat 2x24 jam.')).toBeVisible();

    expect(secondGroup).not.toHaveAttribute('open');
    // Enter and Space on a focused summary are the browser's own (jsdom does not play them).
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByText('Apakah ada minimum order?').closest('summary'),
    );
  });

  it('says so when there are no questions', async () => {
    serveContent(CONTENTS, []);
    await renderScreen(<FaqScreen />, { routePath: 'faq', locale: 'ar-SA' });
    expect(await screen.findByRole('heading', { name: 'لا توجد أسئلة بعد' })).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    useErrorCase(mockServer, 'getSiteContent', 429);
    await renderScreen(<FaqScreen />, { routePath: 'faq', locale: 'en-US' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
