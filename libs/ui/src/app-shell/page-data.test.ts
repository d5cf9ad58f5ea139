import { describe, expect, it } from 'vitest';
import { pageDataScripts, readPageData, serializeForScript } from './page-data';

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
});
