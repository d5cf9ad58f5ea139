import type { StorefrontRoute } from '../../shared/routing/route-definition';

/** The account screens: all need a signed-in customer. */
export const routes: StorefrontRoute[] = [
  {
    path: 'account',
    load: () => import('./account-screen'),
    requiresLogin: true,
    titleId: 'account.hub.title',
  },
  {
    path: 'account/profile',
    load: () => import('./profile-screen'),
    requiresLogin: true,
    titleId: 'account.profile.title',
  },
  {
    path: 'account/addresses',
    load: () => import('./addresses-screen'),
    requiresLogin: true,
    titleId: 'account.addresses.title',
  },
  {
    path: 'account/addresses/new',
    load: () => import('./address-form-screen'),
    requiresLogin: true,
    titleId: 'account.address.newTitle',
  },
  {
    path: 'account/addresses/:addressId',
    load: () => import('./address-form-screen'),
    requiresLogin: true,
    titleId: 'account.address.editTitle',
  },
  {
    path: 'account/password',
    load: () => import('./password-screen'),
    requiresLogin: true,
    titleId: 'account.password.title',
  },
  {
    path: 'account/bank-accounts',
    load: () => import('./bank-accounts-screen'),
    requiresLogin: true,
    titleId: 'account.bank.title',
  },
  {
    path: 'account/membership',
    load: () => import('./membership-screen'),
    requiresLogin: true,
    titleId: 'account.membership.title',
  },
  {
    path: 'account/notes',
    load: () => import('./notes-screen'),
    requiresLogin: true,
    titleId: 'account.notes.title',
  },
];
