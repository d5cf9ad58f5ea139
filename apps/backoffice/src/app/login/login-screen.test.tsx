import { handlerFor, useErrorCase } from '@storefront/api/testing';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { mockServer } from '../../testing/mock-server';
import { readStaffName, staffCookieJar } from '../../shared/session';
import { LoginScreen } from './login-screen';

function renderLogin(url = 'login') {
  return renderScreen(<LoginScreen />, { routePath: 'login', url, signedIn: false });
}

describe('LoginScreen', () => {
  it('signs a staff member in and returns to the screen that asked for it', async () => {
    const { user, store } = renderLogin(`login?next=${encodeURIComponent('/orders?page=2')}`);
    await user.type(screen.getByLabelText(/Email/), 'dewi.lestari@storefront.test');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/orders?page=2');
    expect(store.client.session().bearerToken).toBeTruthy();
    // The staff token lives in the back-office's own cookie, not the customer's.
    expect(staffCookieJar().get('token')).toBeTruthy();
    expect(document.cookie).not.toMatch(/(^|; )token=/);
    expect(readStaffName()).toBe('Dewi Lestari');
  });

  it('goes to the inquiry queue without a next, and refuses an off-site one', async () => {
    const { user } = renderLogin(`login?next=${encodeURIComponent('//evil.example/x')}`);
    await user.type(screen.getByLabelText(/Email/), 'dewi.lestari@storefront.test');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent(/^\/inquiries$/);
  });

  it('shows the field errors of the contract’s schema without calling the gateway', async () => {
    let calls = 0;
    mockServer.use(
      handlerFor('staffLogin', () => {
        calls += 1;
        return HttpResponse.json({ status: 200, message: 'OK', data: {} });
      }),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByLabelText(/Email/)).toHaveAccessibleDescription(/email/i);
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('shows the gateway’s translated refusal, in Indonesian for an Indonesian staff member', async () => {
    // The gateway answers invalid_credentials with 422 and its catalogue text in the language.
    useErrorCase(mockServer, 'staffLogin', 422, {
      status: 422,
      message: 'Email atau kata sandi salah',
      data: { code: 'invalid_credentials' },
    });
    const { user } = renderScreen(<LoginScreen />, {
      routePath: 'login',
      signedIn: false,
      locale: 'id-ID',
    });
    await user.type(screen.getByLabelText(/Email/), 'dewi.lestari@storefront.test');
    await user.type(screen.getByLabelText(/Kata sandi/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau kata sandi salah');
    expect(screen.queryByTestId('navigated-to')).not.toBeInTheDocument();
  });

  it('is busy while the gateway answers', async () => {
    let answer: () => void = () => undefined;
    mockServer.use(
      handlerFor(
        'staffLogin',
        () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(
                HttpResponse.json(
                  {
                    status: 422,
                    message: 'Wrong email or password',
                    data: { code: 'invalid_credentials' },
                  },
                  { status: 422 },
                ),
              );
          }),
      ),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Email/), 'dewi.lestari@storefront.test');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true'),
    );
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy');
  });
});
