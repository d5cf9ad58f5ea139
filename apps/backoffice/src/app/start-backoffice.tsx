import { createRoot } from 'react-dom/client';
import { BackofficeApp } from './backoffice-app';
import { BACKOFFICE_FEATURES } from './features';

export interface StartOptions {
  /** Where the gateway answers: '/' when the gateway serves this page (the default). */
  readonly apiBaseUrl: string;
  /** The element to render into (default #root). */
  readonly container?: HTMLElement;
}

/** Mounts the back-office: the market is read from the gateway, then the screens appear. */
export function startBackoffice(options: StartOptions): void {
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('The back-office page has no #root element');
  createRoot(container).render(
    <BackofficeApp apiBaseUrl={options.apiBaseUrl} features={BACKOFFICE_FEATURES} />,
  );
}
