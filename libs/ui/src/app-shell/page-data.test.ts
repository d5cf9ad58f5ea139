import { describe, expect, it } from 'vitest';
import { pageDataScripts, readPageData, serializeForScript, sharedInPages } from './page-data';

describe('the page data blocks', () => {
  it('cannot be ended early by a value that holds a closing script tag', () => {
    const text = serializeForScript({ title: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it('round-trips through the document, and is absent from a page not rendered on the server', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData(document)).toBeUndefined();
    const data = {
      store: { api: { queries: { a: '</script>' } } },
      router: { loaderData: { locale: { locale: 'id-ID' } }, actionData: null, errors: null },
      formatting: '1.234.567,25|Rp -1.234.567,50',
    };
    document.body.innerHTML = `<div id="root"></div>${pageDataScripts(data)}`;
    expect(readPageData(document)).toEqual(data);
  });

  it('writes texts shared by every page once, and the same JSON as without sharing', () => {
    const messages = sharedInPages({ 'shell.title': 'Toko </script> Impor', 'shell.x': 'ü\u2028' });
    const router = {
      loaderData: {
        locale: { locale: 'id-ID', year: 2026, messages, missing: undefined },
        product: null,
      },
      actionData: null,
      errors: null,
    };
    const data = { store: {}, router, formatting: 'f' };
    const first = pageDataScripts(data);
    expect(first).toBe(
      `<script type="application/json" id="storefront-state">{}</script>` +
        `<script type="application/json" id="storefront-routes">${serializeForScript(router)}</script>` +
        `<script type="application/json" id="storefront-formatting">"f"</script>`,
    );
    // Kept as first written: the same page again gives the same text.
    expect(pageDataScripts(data)).toBe(first);
    document.body.innerHTML = `<div id="root"></div>${first}`;
    expect(readPageData(document)?.router).toEqual({
      loaderData: { locale: { locale: 'id-ID', year: 2026, messages }, product: null },
      actionData: null,
      errors: null,
    });
  });
});
