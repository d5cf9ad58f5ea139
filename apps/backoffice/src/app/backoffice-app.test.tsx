import {
  makeSiteContent,
  makeStaffSession,
  TEST_BASE_URL,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { TH_MARKET } from '@storefront/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffCookieJar } from '../shared/session';
import { mockServer } from '../testing/mock-server';
import { BackofficeApp } from './backoffice-app';
import { BACKOFFICE_FEATURES } from './features';

function renderApp(hash: string) {
  window.location.hash = hash;
  const user = userEvent.setup();
  render(<BackofficeApp apiBaseUrl={TEST_BASE_URL} features={BACKOFFICE_FEATURES} />);
  return { user };
}

function signIn() {
  const session = makeStaffSession();
  staffCookieJar().set('token', btoa(session.token));
  window.sessionStorage.setItem('staff_name', session.staff.name);
}

beforeEach(() => {
  window.location.hash = '';
});
afterEach(() => {
  document.documentElement.lang = '';
});

describe('the back-office shell', () => {
  it('sends a signed-out visitor to the sign-in screen, then to the screen they asked for', async () => {
    const { user } = renderApp('#/audit-log');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(window.location.hash).toBe(`#/login?next=${encodeURIComponent('/audit-log')}`);

    await user.type(screen.getByLabelText(/Email/), 'dewi.lestari@storefront.test');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Dewi Lestari')).toBeInTheDocument();
  });

  it('opens the inquiry queue at /admin/#/, with the navigation of every feature', async () => {
    signIn();
    renderApp('#/');
    expect(
      await screen.findByRole('heading', { name: 'Inquiry queue', level: 1 }),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('#/inquiries');
    const nav = screen.getByRole('navigation', { name: 'Back-office sections' });
    for (const name of ['Inquiry queue', 'Product requests', 'Customers', 'Audit log', 'Orders']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it('formats money in the currency of the market the gateway serves', async () => {
    useSuccessCase(mockServer, 'getSiteContent', {
      ...makeSiteContent(),
      config: { ...makeSiteContent().config, market: 'th', currency: TH_MARKET.currency },
    });
    signIn();
    renderApp('#/inquiries/inq-1');
    expect((await screen.findAllByText('In THB, for example 125,000')).length).toBeGreaterThan(0);
  });

  it('shows an error with a retry when the gateway cannot be reached at start', async () => {
    // Queries try a 5xx once more (libs/api's retry rule): the gateway is down for both.
    useErrorCase(mockServer, 'getSiteContent', 500);
    const { user } = renderApp('#/inquiries');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The back-office could not reach the server.',
    );
    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });

  it('sends the staff member to sign in again on a 401, and back afterwards', async () => {
    signIn();
    useErrorCase(mockServer, 'lookupCustomers', 401, undefined, { once: true });
    const { user } = renderApp('#/customers');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(window.location.hash).toBe(`#/login?next=${encodeURIComponent('/customers')}`);
    expect(staffCookieJar().get('token')).toBeUndefined();

    await user.type(screen.getByLabelText(/Email/), 'dewi.lestari@storefront.test');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Customers', level: 1 })).toBeInTheDocument();
  });

  it('logs out: the staff token is gone and the sign-in screen shows', async () => {
    signIn();
    const { user } = renderApp('#/customers');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(staffCookieJar().get('token')).toBeUndefined();
  });

  it('switches to Indonesian and remembers it', async () => {
    signIn();
    const { user } = renderApp('#/customers');
    await user.selectOptions(await screen.findByLabelText('Language'), 'id-ID');
    expect(await screen.findByRole('heading', { name: 'Pelanggan', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id-ID');
    expect(window.localStorage.getItem('backoffice_locale')).toBe('id-ID');
    await waitFor(() => expect(screen.getByLabelText('Bahasa')).toHaveValue('id-ID'));
  });
});
