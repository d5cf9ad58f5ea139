/**
 * How the gateway asks a market's storefront server bundle for a page (decision 250): the
 * bundle (libs/ui's createStorefrontServer, built into apps/storefront-<market>/dist/server)
 * implements it, the gateway calls it. Written here once because neither side may import the
 * other (DESIGN.md): the gateway checks at start that the file it loads has this shape.
 */
export interface StorefrontRenderRequest {
  /** The page's absolute URL (the public origin, path and query). */
  readonly url: string;
  /** The request's Cookie header: the session (token cookie) and the locale cookie. */
  readonly cookie?: string;
  readonly acceptLanguage?: string;
  /** Where the server store's API calls go: absolute, e.g. the gateway's own origin. */
  readonly apiBaseUrl: string;
  /** How they get there (the gateway answers them in-process). */
  readonly fetch: typeof fetch;
  /** The built index.html: its head (scripts, styles) around the rendered app. */
  readonly template: string;
}

export type StorefrontRenderResult =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | {
      readonly kind: 'page';
      /** 200, or 404 for the not-found page. */
      readonly status: number;
      /** Rendered for a signed-in visitor or as a signed-in screen's shell: not for shared caches. */
      readonly personal: boolean;
      /**
       * The whole document. Complete before it is answered (the render waits for all data, so
       * streaming would gain nothing): one write to the socket, and a page the gateway can keep.
       */
      readonly html: string;
    }
  /** A loader or the render failed: the gateway serves the client-rendered page instead. */
  | { readonly kind: 'fallback'; readonly status: number; readonly error: unknown };

export interface StorefrontServer {
  render(request: StorefrontRenderRequest): Promise<StorefrontRenderResult>;
}
