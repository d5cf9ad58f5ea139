import type { Locale, MarketConfig } from '@storefront/domain';
import type { FirebaseOptions } from 'firebase/app';
import type { Messages } from '../i18n/messages';

/** Push configuration; without it the storefront never loads Firebase. */
export interface StorefrontFirebase {
  /** The Firebase web app config (apiKey, projectId, messagingSenderId, appId, ...). */
  readonly config: FirebaseOptions;
  /** The web push certificate's public key (Firebase console, Cloud Messaging). */
  readonly vapidKey: string;
}

export interface StorefrontOptions {
  readonly market: MarketConfig;
  /** The app's own texts over the shared ones, per locale (e.g. its brand: 'shell.brand'). */
  readonly messages?: Partial<Record<Locale, Messages>>;
  readonly firebase?: StorefrontFirebase;
  /**
   * Where the gateway answers; default '/' (the gateway serves the built app and the API on one
   * origin).
   */
  readonly apiBaseUrl?: string;
  /** Languages of the shell this deployment enables beyond the market's (extraLocalesFromEnv). */
  readonly extraLocales?: readonly Locale[];
  /** Where to mount; default the element with id "root". */
  readonly container?: HTMLElement;
}
