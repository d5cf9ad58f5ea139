import type { RouteObject } from 'react-router';

export type BackofficeLocale = 'en-US' | 'id-ID';

/**
 * What a back-office feature hands the shell: its screens, its side-navigation entries and its
 * texts. The shell knows features only through this shape, so features never import each other.
 */
export interface BackofficeFeature {
  /** kebab-case id, also the first path segment of its screens */
  readonly id: string;
  /** Child routes of the signed-in layout (paths relative, e.g. 'orders', 'orders/:orderNumber'); elements lazy where sensible */
  readonly routes: RouteObject[];
  /** Entries of the side navigation: path (e.g. '/orders') and the message id of its label */
  readonly nav: ReadonlyArray<{ readonly path: string; readonly labelId: string }>;
  /** The feature's texts per locale (same ids in both) */
  readonly messages: Readonly<Record<BackofficeLocale, Readonly<Record<string, string>>>>;
}
