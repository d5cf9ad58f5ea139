import type { GoogleIdentity } from '../components/google-identity';

/**
 * Stands in for Google Identity Services: renderButton draws a plain button that, when clicked,
 * hands the callback the given ID token, as GIS does after the user picks an account.
 */
export function installFakeGoogleIdentity(idToken = 'google-id-token') {
  let callback: ((response: { credential?: string }) => void) | undefined;
  const calls = { initialize: [] as unknown[] };
  const google: GoogleIdentity = {
    initialize(config) {
      calls.initialize.push(config);
      callback = config.callback;
    },
    renderButton(parent) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with Google';
      button.addEventListener('click', () => callback?.({ credential: idToken }));
      parent.replaceChildren(button);
    },
  };
  window.google = { accounts: { id: google } };
  return calls;
}
