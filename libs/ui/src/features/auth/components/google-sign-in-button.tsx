import { Alert } from '@storefront/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { googleClientId, loadGoogleIdentity } from './google-identity';
import { useLocale } from '../../../shared/routing';

export interface GoogleSignInButtonProps {
  /** Receives the Google ID token of the account the user picked. */
  readonly onCredential: (idToken: string) => void;
}

/**
 * Google's own "Sign in with Google" button (its look and its account chooser are Google's
 * rules), in the user's language. Renders nothing when the app has no Google client id.
 */
export function GoogleSignInButton({ onCredential }: GoogleSignInButtonProps) {
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The latest handler, without re-rendering Google's button when the parent re-renders.
  const handler = useRef(onCredential);
  useEffect(() => {
    handler.current = onCredential;
  }, [onCredential]);
  const clientId = googleClientId();

  useEffect(() => {
    if (clientId === '') return undefined;
    let active = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!active || !container.current) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          context: 'signin',
          callback: ({ credential }) => {
            if (credential) handler.current(credential);
          },
        });
        google.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          locale,
          width: 320,
        });
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, locale]);

  if (clientId === '') return null;
  if (failed) {
    return (
      <Alert tone="warning">
        <FormattedMessage id="auth.google.unavailable" />
      </Alert>
    );
  }
  return <div ref={container} className="flex min-h-11 justify-center" />;
}
