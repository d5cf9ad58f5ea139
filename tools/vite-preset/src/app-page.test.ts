import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { appPage, appPageHtml } from './app-page';

describe('appPageHtml', () => {
  it('leaves the title and the root empty for the storefront, whose server renderer fills them', () => {
    const html = appPageHtml({ lang: 'th-TH' });
    expect(html).toMatch(/^<!doctype html>\n<html lang="th-TH">/);
    expect(html).toContain('<title></title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(html).toContain('<meta name="theme-color" content="#1c7d48" />');
    expect(html).not.toContain('robots');
  });

  it('titles the back-office and keeps it out of search engines', () => {
    const html = appPageHtml({ lang: 'en-US', title: 'Back-office', noindex: true });
    expect(html).toContain('<title>Back-office</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });
});

/** The hooks as app-page.ts writes them: plain functions (Vite's types also allow objects). */
interface PageHooks {
  configResolved(config: Pick<ResolvedConfig, 'root'>): void;
  resolveId(id: string): string | null;
  load(id: string): string | null;
}

describe('appPage', () => {
  it("gives Vite the page as the app root's index.html, and nothing else", () => {
    const plugin = appPage({ lang: 'kk-KZ' }) as unknown as PageHooks;
    plugin.configResolved({ root: '/work/apps/storefront-kz' });
    const entry = '/work/apps/storefront-kz/index.html';
    expect(plugin.resolveId(entry)).toBe(entry);
    expect(plugin.resolveId('/work/apps/storefront-kz/src/main.tsx')).toBeNull();
    expect(plugin.load(entry)).toBe(appPageHtml({ lang: 'kk-KZ' }));
    expect(plugin.load('/work/apps/storefront-kz/src/main.tsx')).toBeNull();
  });
});
