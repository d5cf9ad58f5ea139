/// <reference types="node" />
import { resolve } from 'node:path';
import { normalizePath } from 'vite';
import type { Plugin } from 'vite';

/** What differs between the apps' pages; the rest of the document is the same for every app. */
export interface AppPage {
  /** The page's language until the app sets the visitor's (the storefront renders it per locale). */
  readonly lang: string;
  /** None for the storefront: each screen sets its own, and server rendering fills it in. */
  readonly title?: string;
  /** Kept out of search engines' indexes (the back-office). */
  readonly noindex?: boolean;
}

/** Every app starts from its src/main.tsx. */
const ENTRY_MODULE = 'src/main.tsx';

/** The brand's colour and icon, shown by the browser's tab and its toolbar. */
const THEME_COLOR = '#1c7d48';
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%231c7d48'/%3E%3Ccircle cx='24' cy='9' r='4' fill='%23f56a1c'/%3E%3C/svg%3E";

/**
 * The page Vite builds into dist/index.html. The gateway serves it, and the storefront's server
 * renderer writes into it (decision 250): `<title></title>` and `<div id="root"></div>` must stay
 * as they are.
 */
export function appPageHtml(page: AppPage): string {
  const robots = page.noindex ? '\n    <meta name="robots" content="noindex" />' : '';
  return `<!doctype html>
<html lang="${page.lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${THEME_COLOR}" />${robots}
    <link
      rel="icon"
      href="${ICON}"
    />
    <title>${page.title ?? ''}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/${ENTRY_MODULE}"></script>
  </body>
</html>
`;
}

/**
 * Gives Vite the app's index.html without a file in the app: written once here rather than
 * copied into every app (the three market apps' differed only in `lang`). The build takes it as
 * its entry (Vite's default input, `<root>/index.html`); `vite dev` answers page requests with
 * it, after Vite's own transforms, as it would answer them with a file.
 */
export function appPage(page: AppPage): Plugin {
  const html = appPageHtml(page);
  let entry = '';
  return {
    name: 'react-app-page',
    // Before Vite's resolver, which would look for the file on disk.
    enforce: 'pre',
    // Without an HTML file to scan, `vite dev` would find the dependencies to pre-bundle only
    // while serving, and reload the page for each.
    config: () => ({ optimizeDeps: { entries: [ENTRY_MODULE] } }),
    configResolved(config) {
      entry = normalizePath(resolve(config.root, 'index.html'));
    },
    resolveId: (id) => (normalizePath(id) === entry ? entry : null),
    load: (id) => (id === entry ? html : null),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // A navigation: modules, styles and files are asked for without text/html.
        if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) {
          return next();
        }
        server
          .transformIndexHtml(request.url ?? '/', html, request.originalUrl)
          .then((transformed) => {
            response.setHeader('content-type', 'text/html');
            response.end(transformed);
          })
          .catch(next);
      });
    },
  };
}
