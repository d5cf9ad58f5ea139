import { Spinner } from '@storefront/ui-kit';
import { useEffect, useState } from 'react';
import { useApiClient } from '../session';

type PhotoState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly objectUrl: string }
  | { readonly kind: 'failed' };

export interface PrivatePhotoProps {
  /** A private file route (a refund's or a product request's photo). */
  readonly url: string;
  /** The photo's text alternative, also the name of the link that opens it. */
  readonly label: string;
  readonly loadingLabel: string;
  readonly failedText: string;
  /** The thumbnail's size classes. */
  readonly className?: string;
}

/**
 * A customer's photo from a private file route. The gateway answers those to a bearer token
 * only (never to a cookie), so a plain <img src> or link would get a 401: the photo is fetched
 * with the staff token and shown, and linked, from a blob URL that lives as long as the card.
 */
export function PrivatePhoto({
  url,
  label,
  loadingLabel,
  failedText,
  className = 'size-32',
}: PrivatePhotoProps) {
  const client = useApiClient();
  const [state, setState] = useState<PhotoState>({ kind: 'loading' });

  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    const token = client.session().bearerToken;
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ kind: 'ready', objectUrl });
      })
      .catch(() => {
        if (live) setState({ kind: 'failed' });
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, url]);

  if (state.kind === 'loading') return <Spinner label={loadingLabel} />;
  if (state.kind === 'failed') return <p className="text-sm text-danger-700">{failedText}</p>;
  return (
    <a
      href={state.objectUrl}
      target="_blank"
      rel="noreferrer"
      className="inline-block rounded-md border border-neutral-200 focus-visible:outline-2 focus-visible:outline-primary-500"
    >
      <img src={state.objectUrl} alt={label} className={`${className} rounded-md object-cover`} />
    </a>
  );
}
