/**
 * The part of Google Identity Services (accounts.google.com/gsi/client) the sign-in button uses.
 * GIS answers a Google ID token, which is what the gateway verifies (decision 063); it is a
 * script Google serves, loaded only when the button is shown, so no bundle carries it.
 */
export interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
    use_fedcm_for_button?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill';
      locale?: string;
      width?: number;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleIdentity> | null = null;

/** The GIS client, loading its script once; a failed load may be tried again. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = window.google?.accounts?.id;
      if (loaded) resolve(loaded);
      else fail();
    };
    script.onerror = fail;
    function fail() {
      loading = null;
      script.remove();
      reject(new Error('Google Identity Services did not load'));
    }
    document.head.append(script);
  });
  return loading;
}

/**
 * The OAuth client id of the storefront's Google sign-in, from the app's build environment; it
 * must be the gateway's GOOGLE_CLIENT_ID (the token's audience). Empty means not configured.
 */
export function googleClientId(): string {
  const value: unknown = import.meta.env['VITE_GOOGLE_CLIENT_ID'];
  return typeof value === 'string' ? value.trim() : '';
}
