import { ID_MARKET } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '../shared/routing/route-paths';
import { collectFeatureRoutes } from './feature-routes';
import { sendToLoginWithReturn } from './login-redirect';
import { canonicalPath, isHomePath, localeTextsRevalidation, textSetOf } from './storefront-routes';

const noScreen = () => Promise.resolve({ default: () => null });

describe('collectFeatureRoutes', () => {
  it('gathers the routes of every feature file', () => {
    const routes = collectFeatureRoutes({
      '../features/b/routes.ts': { routes: [{ path: 'b', load: noScreen, titleId: 'b' }] },
      '../features/a/routes.ts': { routes: [{ path: '', load: noScreen, titleId: 'a' }] },
    });
    expect(routes.map((route) => route.path)).toEqual(['', 'b']);
  });

  it('refuses a path two features claim', () => {
    expect(() =>
      collectFeatureRoutes({
        '../features/a/routes.ts': { routes: [{ path: 'cart', load: noScreen, titleId: 'a' }] },
        '../features/b/routes.ts': { routes: [{ path: 'cart', load: noScreen, titleId: 'b' }] },
      }),
    ).toThrow("Route 'cart' is declared by ../features/a/routes.ts and ../features/b/routes.ts");
  });

  it('finds a screen for every path the shell links to', () => {
    const paths = collectFeatureRoutes().map((route) => route.path);
    const missing = Object.values(ROUTE_PATHS).filter((path) => !paths.includes(path));
    expect(missing).toEqual([]);
  });
});

describe('canonicalPath', () => {
  const preferred = () => 'en-US' as const;
  it.each([
    ['http://x/', '/en-US'],
    ['http://x/?utm_source=ads', '/en-US?utm_source=ads'],
    ['http://x/fr-FR/cart', '/id-ID/cart'],
    ['http://x/en/cart?a=1', '/en-US/cart?a=1'],
    ['http://x/cart', '/en-US/cart'],
    ['http://x/faq/shipping', '/en-US/faq/shipping'],
  ])('%s → %s', (url, expected) => {
    expect(canonicalPath(new URL(url), ID_MARKET, preferred)).toBe(expected);
  });
});

describe('textSetOf', () => {
  const routes = collectFeatureRoutes();

  it.each([
    ['/id-ID', 'home'],
    ['/id-ID/', 'home'],
    ['/id-ID/search', 'public'],
    ['/id-ID/products/abc', 'public'],
    ['/id-ID/faq', 'public'],
    ['/id-ID/refund-policy', 'public'],
    // The not-found page: the shell's texts are in the public set.
    ['/id-ID/no-such-page', 'public'],
    ['/id-ID/products/abc/more', 'public'],
    ['/id-ID/cart', 'all'],
    ['/id-ID/login', 'all'],
    ['/id-ID/orders/buy-again', 'all'],
    ['/id-ID/checkout/G1/payment', 'all'],
  ])('%s renders with the %s texts', (path, expected) => {
    expect(textSetOf(path, routes)).toBe(expected);
  });
});

describe('localeTextsRevalidation', () => {
  const revalidate = localeTextsRevalidation(collectFeatureRoutes());
  const at = (current: string, next: string) => {
    const currentUrl = new URL(`http://x${current}`);
    const nextUrl = new URL(`http://x${next}`);
    return revalidate({
      currentUrl,
      nextUrl,
      currentParams: { locale: currentUrl.pathname.split('/')[1] ?? '' },
      nextParams: { locale: nextUrl.pathname.split('/')[1] ?? '' },
      defaultShouldRevalidate: true,
    });
  };

  it('reloads the texts for another locale, not for another query', () => {
    expect(at('/id-ID', '/id-ID?q=1')).toBe(false);
    expect(at('/id-ID/cart', '/id-ID/orders')).toBe(false);
    expect(at('/id-ID/cart', '/en-US/cart')).toBe(true);
    expect(at('/id-ID/search?q=a', '/id-ID/search?q=b')).toBe(false);
  });

  it('loads more texts when the next page needs a larger set', () => {
    expect(at('/id-ID', '/id-ID/cart')).toBe(true);
    expect(at('/id-ID/', '/id-ID/search?keyword=tas')).toBe(true);
    expect(at('/id-ID/products/a', '/id-ID/cart')).toBe(true);
    expect(at('/id-ID/faq', '/id-ID/login')).toBe(true);
  });

  it('keeps the larger set on the way back', () => {
    expect(at('/id-ID/cart', '/id-ID')).toBe(false);
    expect(at('/id-ID/cart', '/id-ID/products/a')).toBe(false);
    expect(at('/id-ID/products/a', '/id-ID/search')).toBe(false);
    expect(at('/id-ID/products/a', '/id-ID')).toBe(false);
  });
});

describe('isHomePath', () => {
  it.each([
    ['/id-ID', true],
    ['/id-ID/', true],
    ['/id-ID/cart', false],
    ['/id-ID/products/1', false],
  ])('%s -> %s', (path, expected) => {
    expect(isHomePath(path)).toBe(expected);
  });
});

describe('sendToLoginWithReturn', () => {
  function routerAt(pathname: string, search = '') {
    const navigations: string[] = [];
    return {
      navigations,
      state: { location: { pathname, search } },
      navigate: (to: string) => {
        navigations.push(to);
      },
    };
  }

  it('adds the current page as next', () => {
    const router = routerAt('/id-ID/cart', '?step=2');
    sendToLoginWithReturn(router, '/id-ID/login');
    expect(router.navigations).toEqual(['/id-ID/login?next=%2Fid-ID%2Fcart%3Fstep%3D2']);
  });

  it('does nothing once on the login screen (several calls fail at once)', () => {
    const router = routerAt('/id-ID/login', '?next=%2Fid-ID%2Fcart');
    sendToLoginWithReturn(router, '/id-ID/login');
    expect(router.navigations).toEqual([]);
  });
});
