import type { StorefrontServer } from '@storefront/contract';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the market's server bundle (apps/storefront-<market>/dist/server/server.js, built by
 * Vite's SSR build from the app's src/server.ts) exports by default: libs/ui's
 * createStorefrontServer, whose shape libs/contract names (the gateway imports nothing of
 * libs/ui, DESIGN.md); checked when the file loads.
 */
export type StorefrontServerBundle = StorefrontServer;

/** The loaded bundle and the page template (the built index.html) it renders into. */
export interface StorefrontRenderer {
  readonly bundle: StorefrontServerBundle;
  readonly template: string;
  /**
   * PUBLIC_URL's origin: the pages' canonical and alternate URLs name it, as the sitemap does
   * (modules/seo), whatever host name a request came by.
   */
  readonly publicOrigin: string;
}

/** Where Vite's SSR build puts the server entry inside the built app's folder. */
export const SERVER_BUNDLE_PATH = join('server', 'server.js');

function isBundle(value: unknown): value is StorefrontServerBundle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<StorefrontServerBundle>).render === 'function'
  );
}

/**
 * The market's server bundle, loaded once at start; null when the build has none (the gateway
 * then serves the client-rendered index.html, as before server rendering: a storefront built
 * without its server half never breaks the shop). A bundle that is there but does not load is
 * an error at start, not a silent fallback.
 */
export async function loadStorefrontRenderer(
  dir: string,
  publicUrl: string,
): Promise<StorefrontRenderer | null> {
  const file = join(dir, SERVER_BUNDLE_PATH);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  if (!isBundle(module.default)) {
    throw new Error(`${file} does not export a storefront server (createStorefrontServer)`);
  }
  const template = await readFile(join(dir, 'index.html'), 'utf8');
  return { bundle: module.default, template, publicOrigin: new URL(publicUrl).origin };
}
