import { KZ_MARKET, TH_MARKET } from '@storefront/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render-screen';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('says who runs the shop, how to reach it and what it takes, in the page’s language', async () => {
    await renderScreen(<SiteFooter year={2026} />, { locale: 'th-TH', market: TH_MARKET });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Import Shop (Thailand) Co., Ltd.')).toBeInTheDocument();
    expect(within(footer).getByText(/Rama IV Road/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'WhatsApp +66 2 026 1126' })).toHaveAttribute(
      'href',
      'https://wa.me/6620261126',
    );
    expect(within(footer).getByRole('link', { name: 'hello@importshop.co.th' })).toHaveAttribute(
      'href',
      'mailto:hello@importshop.co.th',
    );
    const marks = within(footer).getByRole('region', { name: 'ช่องทางการชำระเงิน' });
    expect(
      within(marks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa', 'Mastercard', 'TrueMoney', 'ShopeePay', 'PromptPay']);
    expect(within(footer).getByRole('link', { name: 'คำถามที่พบบ่อย' })).toHaveAttribute(
      'href',
      '/th-TH/faq',
    );
  });

  it('names the Kazakh company and no QR scheme the market has not settled on', async () => {
    await renderScreen(<SiteFooter year={2026} />, { locale: 'kk-KZ', market: KZ_MARKET });
    expect(screen.getByText('ТОО «Импорт дүкені»')).toBeInTheDocument();
    const marks = screen.getByRole('region', { name: 'Төлем тәсілдері' });
    expect(
      within(marks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa', 'Mastercard']);
  });
});
