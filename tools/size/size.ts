// Measures the storefront bundles against the budget (README.md beside this file).
// Usage: node --import tsx tools/size/size.ts [--check]   (after building the three apps)
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MARKETS } from '@storefront/domain';
import type { MarketId } from '@storefront/domain';
import { budgetViolations, formatReport, measureApp } from './budget';
import type { ViteManifest } from './budget';
import { routeKeysFor } from './feature-routes';

const root = resolve(import.meta.dirname, '../..');
const uiSource = resolve(root, 'libs/ui/src');
/**
 * The lazy chunk every page loads right after its first render: the site header renders the
 * layout load (currency, web configuration, counters, profile, cart) on every page (decision 134).
 */
const EVERY_PAGE = ['app-shell/header/header-counts.tsx'];
const APPS: readonly { readonly app: string; readonly market: MarketId }[] = [
  { app: 'storefront-id', market: 'id' },
  { app: 'storefront-th', market: 'th' },
  { app: 'storefront-kz', market: 'kz' },
];

async function main(check: boolean): Promise<number> {
  const violations: string[] = [];
  for (const { app, market } of APPS) {
    const appDir = resolve(root, 'apps', app);
    const dist = resolve(appDir, 'dist');
    const manifestFile = resolve(dist, '.vite/manifest.json');
    if (!existsSync(manifestFile)) {
      console.error(
        `${app}: no ${relative(root, manifestFile)}; build it first (npm run size builds all three).`,
      );
      return 1;
    }
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
    const routeOfKey = await routeKeysFor(uiSource, appDir);
    const homeKey = [...routeOfKey].find(([, path]) => path === '')?.[0];
    if (!homeKey) throw new Error('No feature declares the home route (path "")');
    const locale = MARKETS[market].defaultLocale;
    // The home page renders with its own part of the texts (libs/ui/src/i18n/messages.ts).
    const messagesKey = relative(appDir, resolve(uiSource, `i18n/home/${locale}.ts`));
    const report = measureApp({
      app,
      locale,
      manifest,
      gzipSize: (file) => gzipSync(readFileSync(resolve(dist, file))).length,
      homeKey,
      messagesKey,
      routeOfKey,
      everyPageKeys: EVERY_PAGE.map((file) => relative(appDir, resolve(uiSource, file))),
    });
    console.log(formatReport(report));
    console.log('');
    violations.push(...budgetViolations(report));
  }
  if (violations.length === 0) {
    console.log('size: every storefront is within its budget.');
    return 0;
  }
  console.log(`size: ${violations.length} over budget:\n  ${violations.join('\n  ')}`);
  return check ? 1 : 0;
}

process.exitCode = await main(process.argv.includes('--check'));
