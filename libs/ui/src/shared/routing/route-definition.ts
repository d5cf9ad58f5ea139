import type { ApiDispatch } from '@storefront/api';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

/** A query a route's loader started (RTK Query's `initiate` result): awaited on the server. */
export interface StartedQuery extends PromiseLike<unknown> {
  unsubscribe(): void;
}

/** What a screen's `routeQueries` reads: the URL it opens on and the store to start them in. */
export interface RouteQueryArgs {
  readonly params: Params;
  readonly url: URL;
  readonly dispatch: ApiDispatch;
}

/** A screen's lazy module: the screen and, for a public one, the queries its first render reads. */
export interface ScreenModule {
  readonly default: ComponentType;
  /**
   * Starts the RTK Query calls the screen renders from, with the very arguments its hooks use:
   * the server awaits them before it renders (the page then carries their answers), the browser
   * starts them while the screen's chunk loads (decision 250).
   */
  readonly routeQueries?: (args: RouteQueryArgs) => readonly StartedQuery[];
}

/**
 * One screen of a feature. Features list theirs in `features/<feature>/routes.ts` (exported as
 * `routes`); the app shell collects every feature's file, mounts each path under the `:locale`
 * segment and loads the screen as its own lazy chunk.
 */
export interface StorefrontRoute {
  /** Relative to `/:locale`, without a leading slash: '' is home, 'orders/:groupNumber/:orderNumber'. */
  readonly path: string;
  /** The screen, as a lazy chunk of its own. */
  readonly load: () => Promise<ScreenModule>;
  /**
   * A guest is sent to /:locale/login and back afterwards. On the server such a screen renders
   * as its shell (the layout and a loading state); the browser renders it after hydration.
   */
  readonly requiresLogin?: boolean;
  /**
   * A screen that requires a login but renders complete on the server, from the session's own
   * answers (its `routeQueries`, awaited there and carried in the page, which is `private,
   * no-cache`): only for a screen that reads no clock and no browser storage while rendering,
   * so the browser's first render matches (decision 307).
   */
  readonly rendersWithSession?: boolean;
  /** Message id of the page title (document.title and the heading landmark). */
  readonly titleId: string;
  /**
   * 'public': a public screen that shows only the shell's, the catalogue's and the content pages'
   * texts (i18n/public), so its page carries those instead of every text of the locale
   * (docs/decisions/300). A screen showing any other feature's text must not say so: its ids
   * would show instead of its words (its screen test renders with the same texts and fails).
   */
  readonly texts?: 'public';
}
