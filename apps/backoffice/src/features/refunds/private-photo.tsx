import { Spinner } from '@storefront/ui-kit';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApiClient } from '../../shared/session';

type PhotoState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly objectUrl: string }
  | { readonly kind: 'failed' };

export interface PrivatePhotoProps {
  /** The private file route of the photo (the gateway's /oci/orders/refund/:id/photos/:id). */
  readonly url: string;
  readonly name: string;
  /** 1-based, as staff count them. */
  readonly index: number;
}

/**
 * A customer's photo from a private file route. The gateway answers those to a bearer token
 * only (never to a cookie), so a plain <img src> or link would get a 401: the photo is fetched
 * with the staff token and shown, and linked, from a blob URL that lives as long as the card.
 */
export function PrivatePhoto({ url, name, index }: PrivatePhotoProps) {
  const intl = useIntl();
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

  const label = intl.formatMessage({ id: 'backoffice.refunds.card.photo' }, { index, name });
  if (state.kind === 'loading') {
    return (
      <Spinner
        label={intl.formatMessage({ id: 'backoffice.refunds.card.photoLoading' }, { index })}
      />
    );
  }
  if (state.kind === 'failed') {
    return (
      <p className="text-sm text-danger-700">
        <FormattedMessage id="backoffice.refunds.card.photoFailed" values={{ index, name }} />
      </p>
    );
  }
  return (
    <a
      href={state.objectUrl}
      target="_blank"
      rel="noreferrer"
      className="inline-block rounded-md border border-neutral-200 focus-visible:outline-2 focus-visible:outline-primary-500"
    >
      <img src={state.objectUrl} alt={label} className="size-32 rounded-md object-cover" />
    </a>
  );
}
