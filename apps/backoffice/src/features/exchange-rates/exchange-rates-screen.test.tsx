import { fieldErrorMessage } from '@storefront/api';
import {
  errorEnvelope,
  handlerFor,
  makeExchangeRateEntry,
  makePage,
  makeUsdCnyRateEntry,
  MOCK_NOW,
  useSuccessCase,
} from '@storefront/api/testing';
import { TH_MARKET } from '@storefront/domain';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import ExchangeRatesScreen from './exchange-rates-screen';
import enUS from './i18n/en-US';
import idID from './i18n/id-ID';

function renderRates(options: Parameters<typeof renderScreen>[1] = {}) {
  return renderScreen(<ExchangeRatesScreen />, {
    routePath: 'exchange-rates',
    messages: enUS,
    ...options,
  });
}

describe('ExchangeRatesScreen', () => {
  it('shows the rate in force and the history, newest first', async () => {
    renderRates();
    const current = await screen.findByRole('region', { name: 'Rate in force' });
    expect(await within(current).findByText('1 CNY = 2,250.5 IDR')).toBeVisible();
    expect(current).toHaveTextContent('by dewi.lestari@storefront.test');
    const history = await screen.findByRole('table', { name: 'Rates set, newest first' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1 CNY = 2,250\.5 IDR.*In force$/),
      expect.stringMatching(/^1 CNY = 2,241 IDR.*Replaced$/),
    ]);
  });

  it('says when no rate has been set', async () => {
    useSuccessCase(
      mockServer,
      'listExchangeRates',
      makePage(() => makeExchangeRateEntry(0), {}, 0),
    );
    renderRates();
    expect(await screen.findByText('No rate has been set yet.')).toBeVisible();
  });

  it('sets a new rate for the market’s currency', async () => {
    const bodies: unknown[] = [];
    mockServer.use(
      handlerFor('setExchangeRate', async ({ request }) => {
        const body = (await request.json()) as { from: 'CNY'; to: 'THB'; rate: string };
        bodies.push(body);
        const data = makeExchangeRateEntry(0, { exchange_rate: body, set_at: MOCK_NOW });
        return HttpResponse.json({ status: 200, message: 'OK', data });
      }),
    );
    const { user } = renderRates({ market: TH_MARKET });
    const rate = await screen.findByRole('textbox', { name: /New rate \(THB per 1 CNY\)/ });
    await user.click(screen.getByRole('button', { name: 'Set rate' }));
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining(fieldErrorMessage('field.required', 'en')),
    );
    await user.type(rate, '0');
    await user.click(screen.getByRole('button', { name: 'Set rate' }));
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining(fieldErrorMessage('field.invalid', 'en')),
    );
    expect(bodies).toEqual([]);

    await user.clear(rate);
    await user.type(rate, '4.85');
    await user.click(screen.getByRole('button', { name: 'Set rate' }));
    expect(await screen.findByText('The rate is now 1 CNY = 4.85 THB.')).toBeVisible();
    expect(bodies).toEqual([{ from: 'CNY', to: 'THB', rate: '4.85' }]);
    expect(rate).toHaveValue('');
  });

  it('shows the gateway’s refusal', async () => {
    mockServer.use(
      handlerFor('setExchangeRate', () =>
        HttpResponse.json(errorEnvelope('forbidden', 'id'), { status: 403 }),
      ),
    );
    const { user } = renderRates({ locale: 'id-ID', messages: idID });
    await user.type(await screen.findByRole('textbox', { name: /Kurs baru/ }), '2300');
    await user.click(screen.getByRole('button', { name: 'Tetapkan kurs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorEnvelope('forbidden', 'id').message,
    );
  });

  it('shows the dollar rate in force and sets a new one', async () => {
    const bodies: unknown[] = [];
    mockServer.use(
      handlerFor('setUsdCnyRate', async ({ request }) => {
        const body = (await request.json()) as { rate: string };
        bodies.push(body);
        const data = makeUsdCnyRateEntry(0, { rate: body.rate, set_at: MOCK_NOW });
        return HttpResponse.json({ status: 201, message: 'OK', data });
      }),
    );
    const { user } = renderRates();
    const card = await screen.findByRole('region', { name: 'US dollar to yuan' });
    expect(await within(card).findByText('1 USD = 7.1234 CNY')).toBeVisible();
    const rate = within(card).getByRole('textbox', { name: /New rate \(CNY per 1 USD\)/ });
    await user.type(rate, '7,2');
    await user.click(within(card).getByRole('button', { name: 'Set dollar rate' }));
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining(fieldErrorMessage('field.invalid', 'en')),
    );
    expect(bodies).toEqual([]);
    await user.clear(rate);
    await user.type(rate, '7.25');
    await user.click(within(card).getByRole('button', { name: 'Set dollar rate' }));
    expect(await within(card).findByText('The rate is now 1 USD = 7.25 CNY.')).toBeVisible();
    expect(bodies).toEqual([{ rate: '7.25' }]);
  });

  it('says when no dollar rate is set', async () => {
    useSuccessCase(
      mockServer,
      'listUsdCnyRates',
      makePage(() => makeUsdCnyRateEntry(0), {}, 0),
    );
    renderRates();
    expect(
      await screen.findByText('No rate set: Alibaba.com links wait for staff until one is.'),
    ).toBeVisible();
  });
});
