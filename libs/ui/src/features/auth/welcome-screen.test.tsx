import { makeSessionIdentity, signInForTests, useErrorCase } from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { LocationProbe } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import id from './i18n/id-ID';
import WelcomeScreen from './welcome-screen';

function renderWelcome(url = 'welcome?next=%2Fid-ID%2Fcart') {
  return renderScreen(
    <>
      <WelcomeScreen />
      <LocationProbe />
    </>,
    { routePath: '*', url },
  );
}

function countCompletions() {
  const calls: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('first-time-customer')) calls.push(request.method);
  });
  return calls;
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('WelcomeScreen', { timeout: 20_000 }, () => {
  afterEach(() => mockServer.events.removeAllListeners());

  it('explains the four steps and the sales contact, then finishes the flow', async () => {
    signInForTests(makeSessionIdentity({ is_first_time: true }));
    const calls = countCompletions();
    const { user } = await renderWelcome();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Selamat datang, Sari Wulandari!' }),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[1]).toHaveTextContent('paling lambat 48 jam');
    expect(screen.getByRole('link', { name: '+6281100000000' })).toHaveAttribute(
      'href',
      'tel:+6281100000000',
    );
    const chat = screen.getByRole('link', { name: 'Hubungi Budi Santoso lewat WhatsApp' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/6281100000000');
    expect(chat).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: id['auth.welcome.start'] }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/cart'));
    // Taken as seen when shown, not a second time on the button.
    expect(calls).toEqual(['PUT']);
  });

  it('is taken as seen once shown: leaving it by another link does not bring it back', async () => {
    signInForTests(makeSessionIdentity({ is_first_time: true }));
    const calls = countCompletions();
    await renderWelcome();
    await waitFor(() => expect(calls).toEqual(['PUT']));
    expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/welcome');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not finish the flow twice for a returning customer', async () => {
    signInForTests(makeSessionIdentity({ is_first_time: false, nama_sales: null }));
    const calls = countCompletions();
    const { user } = await renderWelcome();
    expect(screen.queryByRole('heading', { name: id['auth.welcome.salesTitle'] })).toBeNull();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: id['auth.welcome.start'] }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/cart'));
    expect(calls).toEqual([]);
  });

  it('stays and says why when the flow cannot be finished', async () => {
    signInForTests(makeSessionIdentity({ is_first_time: true }));
    useErrorCase(mockServer, 'completeFirstTimeCustomer', 503, {
      status: 503,
      message: 'Terjadi Kesalahan, Silahkan coba lagi',
      data: { code: 'generic_retry' },
    });
    const calls = countCompletions();
    const { user } = await renderWelcome();
    // The call made when shown failed quietly; the button asks again and says why.
    await waitFor(() => expect(calls).toEqual(['PUT']));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: id['auth.welcome.start'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Terjadi Kesalahan, Silahkan coba lagi',
    );
    expect(calls).toEqual(['PUT', 'PUT']);
    expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/welcome');
  });

  it('greets without a name when the session has none', async () => {
    await renderWelcome();
    expect(
      screen.getByRole('heading', { level: 1, name: id['auth.welcome.title'] }),
    ).toBeInTheDocument();
  });
});
