/**
 * The ALTCHA widget (decision 286), loaded only by the forms that show it and only in the
 * browser: a dynamic import keeps its ~30 KB out of every first render and away from the server
 * renderer (it defines a custom element). The `external` build is the one without inline
 * workers: its proof-of-work worker is our own file, which the page's CSP (`worker-src 'self'`)
 * allows, and its styles are a stylesheet of ours too.
 */
let loading: Promise<void> | null = null;

/** Defines `<altcha-widget>` and its SHA-256 worker, once per page. */
export function loadCaptchaWidget(): Promise<void> {
  loading ??= (async () => {
    const [, , worker] = await Promise.all([
      import('altcha/external'),
      import('altcha/altcha.css'),
      import('altcha/workers/sha?worker'),
    ]);
    // The gateway's challenges are SHA-256 (apps/gateway/src/modules/captcha).
    globalThis.$altcha.algorithms.set('SHA-256', () => new worker.default());
  })().catch((error: unknown) => {
    // A chunk that did not arrive may arrive on the next try.
    loading = null;
    throw error;
  });
  return loading;
}
