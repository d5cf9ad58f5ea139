import helmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config';

/**
 * The browser-facing headers of the gateway, in one place (decision 230).
 *
 * - Every answer gets helmet's defaults without a Content-Security-Policy (nosniff, frame and
 *   referrer rules, HSTS, ...): a CSP means nothing to a JSON answer read by `fetch`.
 * - The storefront's and the back-office's pages (routes marked `config.page`, see
 *   http/storefront-files.plugin.ts) get the CSP below and a Permissions-Policy. The session
 *   token sits in a cookie that scripts can read, so the page may run only its own scripts.
 *
 * When the storefront renders on the server with inline state, the page routes turn on
 * `enableCSPNonces` here and the renderer reads `reply.cspNonce.script`: nothing else changes.
 */
export interface SecurityHeadersOptions {
  readonly config: Pick<
    GatewayConfig,
    'publicUrl' | 'googleClientId' | 'xendit' | 'tipTopPay' | 'production'
  >;
}

/** Firebase Cloud Messaging's web SDK: the installation and the registration of a push token. */
const FIREBASE_MESSAGING_ORIGINS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];
/** Google Identity Services, as Google's own CSP guide lists them (decision 112's button). */
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frameAndConnect: 'https://accounts.google.com/gsi/',
};
/** Xendit's card authentication (3-D Secure) page, shown in the payment screen's dialog. */
const XENDIT_AUTHENTICATION = 'https://*.xendit.co';

/**
 * Powerful features no screen uses: a page (or an ad-hoc frame inside it) cannot ask for them.
 * Photo uploads use a file input, which needs no camera permission.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The CSP directives of the apps' pages, from the configuration that decides what they load. */
export function pageCspDirectives(
  config: SecurityHeadersOptions['config'],
): Record<string, string[]> {
  // Local catalogue images and the payment simulator's OTP page are addressed by PUBLIC_URL,
  // which may name this same server by another host name (localhost vs 127.0.0.1).
  const publicOrigin = new URL(config.publicUrl).origin;
  const google = config.googleClientId !== undefined;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': [
      "'self'",
      ...(google ? [GOOGLE_SIGN_IN.script] : []),
      // The card tokenization script: Xendit.js from Xendit's CDN, or the simulator's stand-in.
      ...(config.xendit
        ? [new URL(config.xendit.jsUrl).origin]
        : config.tipTopPay
          ? [new URL(config.tipTopPay.scriptUrl).origin]
          : [publicOrigin]),
    ],
    'script-src-attr': ["'none'"],
    // Toasts (notistack's goober) write a <style> element at run time; styles cannot read the
    // cookie, so 'unsafe-inline' is kept for styles only (decision 230).
    'style-src': ["'self'", "'unsafe-inline'", ...(google ? [GOOGLE_SIGN_IN.style] : [])],
    // Product pictures come from this server or, with a marketplace catalogue, from the
    // marketplaces' image hosts, which are many and change: any https image.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', publicOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      publicOrigin,
      ...FIREBASE_MESSAGING_ORIGINS,
      ...(google ? [GOOGLE_SIGN_IN.frameAndConnect] : []),
      // Xendit.js sends the card to Xendit's API (and its 3-D Secure helpers) from the page.
      ...(config.xendit ? [XENDIT_AUTHENTICATION] : []),
      ...(config.tipTopPay ? [new URL(config.tipTopPay.scriptUrl).origin] : []),
    ],
    'frame-src': [
      "'self'",
      publicOrigin,
      ...(google ? [GOOGLE_SIGN_IN.frameAndConnect] : []),
      ...(config.xendit ? [XENDIT_AUTHENTICATION] : []),
      // TipTop Pay hands 3-D Secure to the card issuer's own server (AcsUrl), any bank's host:
      // our page in the dialog's frame posts to it there (decision 294).
      ...(config.tipTopPay ? ['https:'] : []),
    ],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  // Behind TLS only: on http://localhost it would send every request to a port with no TLS.
  if (config.production) directives['upgrade-insecure-requests'] = [];
  for (const [name, sources] of Object.entries(directives)) {
    directives[name] = [...new Set(sources)];
  }
  return directives;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    await app.register(helmet, { global: true, contentSecurityPolicy: false });
    const pageHelmet: Omit<FastifyHelmetOptions, 'global'> = {
      contentSecurityPolicy: { useDefaults: false, directives: pageCspDirectives(options.config) },
    };
    // Runs after helmet's own onRoute hook, so it sets the route configuration helmet reads.
    app.addHook('onRoute', (route) => {
      if (route.config?.page) route.config = { ...route.config, helmet: pageHelmet } as never;
    });
    // The page routes also answer files and, for a miss, the JSON 404 (through the not-found
    // handler, whose route is not the page's): only a document (text/html) is governed by a
    // CSP, so their other answers go without the page headers. Marked when the request starts,
    // since a miss no longer carries the page route's configuration; answers of other routes keep
    // the CSP they set themselves (the private file routes' sandbox).
    const pageRequests = new WeakSet<object>();
    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.config.page) return;
      pageRequests.add(request);
      void reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    app.addHook('onSend', async (request, reply) => {
      if (!pageRequests.has(request)) return;
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
      reply.removeHeader('content-security-policy');
      reply.removeHeader('permissions-policy');
    });
  },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route serves an app's pages and files: the page CSP and Permissions-Policy apply. */
    page?: boolean;
  }
}
