import type { StorefrontRoute } from '../../shared/routing/route-definition';

/**
 * The sign-in and sign-up screens. `verify-email` and `reset-password` are the paths the
 * gateway's e-mailed links open (decision 060), so they must not change.
 */
export const routes: StorefrontRoute[] = [
  { path: 'login', load: () => import('./login-screen'), titleId: 'auth.login.title' },
  { path: 'register', load: () => import('./register-screen'), titleId: 'auth.register.title' },
  {
    path: 'forgot-password',
    load: () => import('./forgot-password-screen'),
    titleId: 'auth.forgot.title',
  },
  {
    path: 'reset-password',
    load: () => import('./reset-password-screen'),
    titleId: 'auth.reset.title',
  },
  {
    path: 'verify-email',
    load: () => import('./verify-email-screen'),
    titleId: 'auth.verifyEmail.title',
  },
  { path: 'verify-otp', load: () => import('./otp-sign-in-screen'), titleId: 'auth.otp.title' },
  {
    path: 'verify-phone',
    load: () => import('./verify-phone-screen'),
    requiresLogin: true,
    titleId: 'auth.phone.title',
  },
  {
    path: 'welcome',
    load: () => import('./welcome-screen'),
    requiresLogin: true,
    titleId: 'auth.welcome.title',
  },
  {
    path: 'seminar/:seminarId',
    load: () => import('./seminar-screen'),
    titleId: 'auth.seminar.title',
  },
  {
    path: 'referral',
    load: () => import('./referral-screen'),
    requiresLogin: true,
    titleId: 'auth.referral.title',
  },
];
