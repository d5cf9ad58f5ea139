import type { ComponentType } from 'react';

/**
 * One screen of a feature. Features list theirs in `features/<feature>/routes.ts` (exported as
 * `routes`); the app shell collects every feature's file, mounts each path under the `:locale`
 * segment and loads the screen as its own lazy chunk.
 */
export interface StorefrontRoute {
  /** Relative to `/:locale`, without a leading slash: '' is home, 'orders/:groupNumber/:orderNumber'. */
  readonly path: string;
  /** The screen, as a lazy chunk of its own. */
  readonly load: () => Promise<{ default: ComponentType }>;
  /** A guest is sent to /:locale/login and back afterwards. */
  readonly requiresLogin?: boolean;
  /** Message id of the page title (document.title and the heading landmark). */
  readonly titleId: string;
}
