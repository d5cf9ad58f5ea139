import { useEditIdentityMutation, useGetProfileQuery } from '@storefront/api';
import {
  makeCounters,
  makeProfile,
  signInForTests,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import type { MarketConfig } from '@storefront/domain';
import { ID_MARKET, KZ_MARKET, TH_MARKET } from '@storefront/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import NProgress from 'nprogress';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSession } from '../shared/session/use-session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../testing/mock-server';
import { useAfterLoginRedirect } from '../shared/auth/use-after-login-redirect';
import { usePageTitle } from '../shared/routing/page-title';
import type { StorefrontRoute } from '../shared/routing/route-definition';
import { renderStorefront, screenWith } from './testing/render-storefront';

// The machines that run the suite are shared and busy: give routes time to load.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function Home() {
  return <h1>Home page</h1>;
}
/** Tells whether the texts of a feature other than the home page's have arrived. */
function OrdersText() {
  const intl = useIntl();
  return <p>{intl.messages['orders.title'] === undefined ? 'no orders texts' : 'orders texts'}</p>;
}
function Texts() {
  return <h1>{useIntl().formatMessage({ id: 'orders.title' })}</h1>;
}
function Orders() {
  // A signed-in screen that reads customer data: the call a 401 can come back from.
  useGetProfileQuery();
  return <h1>Orders page</h1>;
}
function Login() {
  const goBack = useAfterLoginRedirect();
  return (
    <button
      type="button"
      onClick={() => {
        signInForTests();
        goBack();
      }}
    >
      Sign in
    </button>
  );
}
/** Saves a new surname, as the profile screen does: the header must follow it. */
function EditName() {
  const [save] = useEditIdentityMutation();
  const body = { namaDepan: 'Sari', namaBelakang: 'Lestari', telepon: '+6281234567890' };
  return (
    <button type="button" onClick={() => void save({ body, files: { photo: [] } })}>
      Save name
    </button>
  );
}
/** Shows the buyer's sales contact from the session, as the product and cart pages do. */
function Contact() {
  const { identity } = useSession();
  const sales = 'nama_sales' in identity ? identity.nama_sales : null;
  return <h1>{sales ? `Your contact: ${sales.nama}` : 'No contact'}</h1>;
}
/** A screen named by what it shows (a product page by its product), not by its route. */
function Named() {
  usePageTitle('Canvas Backpack');
  return <h1>Canvas Backpack</h1>;
}
function Search() {
  const [params] = useSearchParams();
  return <h1>Results for {params.get('q')}</h1>;
}

const ROUTES: StorefrontRoute[] = [
  { path: '', load: screenWith(Home), titleId: 'shell.footer.about' },
  {
    path: 'orders',
    load: screenWith(Orders),
    requiresLogin: true,
    titleId: 'shell.account.orders',
  },
  { path: 'login', load: screenWith(Login), titleId: 'shell.account.login' },
  { path: 'texts', load: screenWith(Texts), titleId: 'shell.brand' },
  { path: 'search', load: screenWith(Search), titleId: 'shell.search.label' },
  { path: 'named', load: screenWith(Named), titleId: 'shell.brand' },
  { path: 'edit-name', load: screenWith(EditName), titleId: 'shell.brand' },
  { path: 'contact', load: screenWith(Contact), titleId: 'shell.brand' },
  { path: 'broken', load: () => Promise.reject(new Error('chunk gone')), titleId: 'shell.brand' },
  { path: 'slow', load: () => slowScreen.promise, titleId: 'shell.brand' },
];

type ScreenModule = Awaited<ReturnType<StorefrontRoute['load']>>;

/** A chunk that arrives when the test says so. */
function deferredScreen() {
  let resolve: (module: ScreenModule) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<ScreenModule>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}
let slowScreen = deferredScreen();
function Slow() {
  return <h1>Slow page</h1>;
}

/** A market that also enables Arabic, to see the right-to-left layout. */
const RTL_MARKET: MarketConfig = { ...ID_MARKET, locales: ['id-ID', 'ar-SA', 'en-US'] };

let requests: string[] = [];
beforeEach(() => {
  requests = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}`);
  });
  localStorage.clear();
  // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  mockServer.events.removeAllListeners();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

describe('routing under the locale', () => {
  it('shows a screen under its locale with the texts, lang and title of that locale', async () => {
    const view = await renderStorefront('/en-US', { featureRoutes: ROUTES });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import Store, home' })).toHaveAttribute(
      'href',
      '/en-US',
    );
    await waitFor(() => expect(document.title).toBe('About us | Import Store'));
    expect(view.location()).toBe('/en-US');
  });

  it('titles the browser tab by the name a screen gives, and by the route again after it', async () => {
    const view = await renderStorefront('/en-US/named', { featureRoutes: ROUTES });
    expect(await screen.findByRole('heading', { name: 'Canvas Backpack' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Canvas Backpack | Import Store'));
    await view.router.navigate('/en-US');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About us | Import Store'));
  });

  it('sends the site root to the preferred locale without a router warning', async () => {
    // The browser's console showed these on every first visit to '/' (the route only redirects).
    const warn = vi.spyOn(console, 'warn');
    const view = await renderStorefront('/', { featureRoutes: ROUTES });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(view.location()).toBe('/id-ID');
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback|Matched leaf route/);
    warn.mockRestore();
  });

  it("renders home with its own texts and has the other screens' by the next page", async () => {
    const view = await renderStorefront('/en-US', {
      featureRoutes: [
        {
          path: '',
          load: screenWith(() => (
            <>
              <Home />
              <OrdersText />
            </>
          )),
          titleId: 'shell.footer.about',
        },
        ...ROUTES.filter((route) => route.path !== ''),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByText('no orders texts')).toBeInTheDocument();
    await view.router.navigate('/en-US/texts');
    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    await view.router.navigate('/en-US');
    expect(await screen.findByText('orders texts')).toBeInTheDocument();
  });

  it('opens any other screen with every text of the locale', async () => {
    await renderStorefront('/id-ID/texts', { featureRoutes: ROUTES });
    expect(await screen.findByRole('heading', { name: 'Pesanan saya' })).toBeInTheDocument();
  });

  it.each([
    ['the locale cookie', 'en-US', ['id-ID'], '/en-US'],
    ['the browser language', undefined, ['fr-FR', 'en-GB'], '/en-US'],
    ['the market default', undefined, ['de-DE'], '/id-ID'],
    ['a cookie the market does not offer, then the browser', 'th-TH', ['en'], '/en-US'],
  ])('/ opens in %s', async (_case, cookie, languages, expected) => {
    if (cookie) document.cookie = `locale=${cookie}; path=/`;
    const view = await renderStorefront('/?utm_source=ads', {
      featureRoutes: ROUTES,
      browserLanguages: languages,
    });
    await screen.findByRole('heading', { name: 'Home page' });
    expect(view.location()).toBe(`${expected}?utm_source=ads`);
  });

  it.each([
    ['an unknown locale', '/fr-FR/search?q=lamp', '/id-ID/search?q=lamp'],
    ['a bare language', '/en/search?q=lamp', '/en-US/search?q=lamp'],
    ['another case', '/EN-us/search?q=lamp', '/en-US/search?q=lamp'],
    ['a locale of another market', '/th-TH/search?q=lamp', '/id-ID/search?q=lamp'],
    ['no locale at all', '/search?q=lamp', '/id-ID/search?q=lamp'],
  ])('%s goes to the market locale and keeps the page', async (_case, url, expected) => {
    const view = await renderStorefront(url, { featureRoutes: ROUTES });
    expect(await screen.findByRole('heading', { name: 'Results for lamp' })).toBeInTheDocument();
    expect(view.location()).toBe(expected);
  });

  it('keeps the Kazakh market in its own languages', async () => {
    const view = await renderStorefront('/ru/search?q=x', {
      featureRoutes: ROUTES,
      market: KZ_MARKET,
    });
    await screen.findByRole('heading', { name: 'Results for x' });
    expect(view.location()).toBe('/ru-RU/search?q=x');
    expect(screen.getByRole('link', { name: 'Импорт-маркет, главная' })).toBeInTheDocument();
  });

  it('lays Arabic out right to left', async () => {
    await renderStorefront('/ar-SA', { featureRoutes: ROUTES, market: RTL_MARKET });
    await screen.findByRole('heading', { name: 'Home page' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar-SA');
    expect(screen.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' })).toBeInTheDocument();
  });

  it('shows the not-found page for a path no feature has', async () => {
    const view = await renderStorefront('/id-ID/nowhere/at/all', { featureRoutes: ROUTES });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Halaman tidak ditemukan | Toko Impor'));
    await view.user.click(screen.getByRole('link', { name: 'Kembali ke beranda' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows a retry inside the layout when a screen cannot load', async () => {
    await renderStorefront('/en-US/broken', { featureRoutes: ROUTES });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('lets the app override a text (its brand)', async () => {
    await renderStorefront('/th-TH', {
      featureRoutes: ROUTES,
      market: TH_MARKET,
      appMessages: { 'th-TH': { 'shell.brand': 'ร้านทดสอบ' } },
    });
    expect(await screen.findByRole('link', { name: 'ร้านทดสอบ, หน้าแรก' })).toBeInTheDocument();
  });
});

describe('language switcher', () => {
  it('keeps the page, remembers the choice and switches the texts', async () => {
    const view = await renderStorefront('/id-ID/search?q=lamp', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Results for lamp' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Bahasa' }), 'English');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    expect(view.location()).toBe('/en-US/search?q=lamp');
    expect(document.cookie).toContain('locale=en-US');
    expect(requests).not.toContain('PUT /oci/profile/change-language');
    // The currency is asked again in the new language.
    await waitFor(() => expect(requests).toContain('GET /oci/get-currency'));
  });

  it('tells the gateway the language of a signed-in customer', async () => {
    signInForTests();
    const view = await renderStorefront('/id-ID', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Bahasa' }), 'en-US');
    await waitFor(() => expect(requests).toContain('PUT /oci/profile/change-language'));
  });

  it('offers only the market languages, each in its own name', async () => {
    await renderStorefront('/kk-KZ', { featureRoutes: ROUTES, market: KZ_MARKET });
    const select = await screen.findByRole('combobox', { name: 'Тіл' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Қазақша', 'Русский', 'English']);
  });
});

describe('login guard', () => {
  it('sends a guest to the login and back to the page after signing in', async () => {
    const view = await renderStorefront('/id-ID/orders?tab=to_pay', { featureRoutes: ROUTES });
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    expect(view.location()).toBe('/id-ID/login?next=%2Fid-ID%2Forders%3Ftab%3Dto_pay');
    await view.user.click(signIn);
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(view.location()).toBe('/id-ID/orders?tab=to_pay');
  });

  it('lets a signed-in customer straight in', async () => {
    signInForTests();
    const view = await renderStorefront('/id-ID/orders', { featureRoutes: ROUTES });
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(view.location()).toBe('/id-ID/orders');
  });

  it('returns home when next is not a path of this site', async () => {
    const view = await renderStorefront('/id-ID/login?next=%2F%2Fevil.example', {
      featureRoutes: ROUTES,
    });
    await view.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(view.location()).toBe('/id-ID');
  });

  it('sends the customer to the login with the page when a call answers 401', async () => {
    signInForTests();
    useErrorCase(mockServer, 'getProfile', 401);
    const view = await renderStorefront('/id-ID/orders?tab=all', { featureRoutes: ROUTES });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.location()).toBe('/id-ID/login?next=%2Fid-ID%2Forders%3Ftab%3Dall');
    // The session ended with the 401: the header offers the login again.
    expect(screen.getByRole('link', { name: 'Masuk' })).toBeInTheDocument();
  });
});

describe('layout load', () => {
  it('asks a guest only for the currency and the web configuration', async () => {
    await renderStorefront('/id-ID', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() =>
      expect(requests).toEqual(
        expect.arrayContaining(['GET /oci/get-currency', 'GET /oci/cms/seo']),
      ),
    );
    expect(requests).not.toContain('GET /oci/customer/counter');
    expect(requests).not.toContain('GET /oci/profile');
    expect(requests).not.toContain('GET /oci/orders/cart');
    expect(screen.queryByRole('link', { name: /Keranjang/ })).not.toBeInTheDocument();
  });

  it('loads counters, user data and cart for a customer and shows the counts', async () => {
    signInForTests();
    useSuccessCase(mockServer, 'getCounters', makeCounters({ cart: 2, notifications_new: 5 }));
    await renderStorefront('/id-ID', { featureRoutes: ROUTES });
    expect(await screen.findByRole('link', { name: 'Keranjang, 2 produk' })).toHaveAttribute(
      'href',
      '/id-ID/cart',
    );
    expect(screen.getByRole('link', { name: 'Notifikasi, 5 baru' })).toBeInTheDocument();
    expect(requests).toEqual(
      expect.arrayContaining([
        'GET /oci/get-currency',
        'GET /oci/cms/seo',
        'GET /oci/customer/counter',
        'GET /oci/profile',
        'GET /oci/orders/cart',
      ]),
    );
  });

  it('reuses a currency younger than 3 hours instead of asking again', async () => {
    const first = await renderStorefront('/id-ID', { featureRoutes: ROUTES });
    await waitFor(() => expect(requests).toContain('GET /oci/get-currency'));
    first.unmount();
    requests = [];
    await renderStorefront('/id-ID', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(requests).toContain('GET /oci/cms/seo'));
    expect(requests).not.toContain('GET /oci/get-currency');
  });
});

describe('header', () => {
  it('searches with the keyword in the URL', async () => {
    const view = await renderStorefront('/en-US', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    await view.user.type(screen.getByRole('searchbox', { name: 'Search products' }), ' desk lamp ');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('heading', { name: 'Results for desk lamp' }),
    ).toBeInTheDocument();
    expect(view.location()).toBe('/en-US/search?q=desk+lamp');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('desk lamp');
  });

  it('offers a guest the login and, where the market shows it, the registration', async () => {
    await renderStorefront('/th-TH', { featureRoutes: ROUTES, market: TH_MARKET });
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute(
      'href',
      '/th-TH/login',
    );
    expect(screen.queryByRole('link', { name: 'สมัครสมาชิก' })).not.toBeInTheDocument();
  });

  it('opens the account list and logs out', async () => {
    signInForTests();
    const view = await renderStorefront('/en-US/search?q=x', { featureRoutes: ROUTES });
    const button = await screen.findByRole('button', { name: /Account/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/en-US/orders',
    );
    await view.user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await view.user.click(button);
    await view.user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(button);
    await view.user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(await screen.findByText('You are logged out.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('You are logged out.')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(document.cookie).not.toContain('token=');
  });

  it('greets with the name saved in the profile, not the one of the sign-in (issue 14)', async () => {
    signInForTests();
    const view = await renderStorefront('/en-US/edit-name', { featureRoutes: ROUTES });
    expect(await screen.findByRole('button', { name: /Hi, Sari Wulandari/ })).toBeInTheDocument();
    const renamed = makeProfile({
      nama: 'Sari Lestari',
      namaBelakang: 'Lestari',
      nama_lengkap: 'Sari Lestari',
    });
    useSuccessCase(mockServer, 'getProfile', renamed);
    useSuccessCase(mockServer, 'editIdentity', renamed);
    await view.user.click(screen.getByRole('button', { name: 'Save name' }));
    // The token still says Wulandari until the next sign-in; the header does not.
    expect(await screen.findByRole('button', { name: /Hi, Sari Lestari/ })).toBeInTheDocument();
    expect(screen.queryByText(/Sari Wulandari/)).not.toBeInTheDocument();
  });

  it('shows the sales contact staff assign since the sign-in, on the next page load', async () => {
    signInForTests();
    // The token still names Budi Santoso (the sign-in's); staff have moved the customer to Dewi.
    useSuccessCase(
      mockServer,
      'getProfile',
      makeProfile({ sales: { nama: 'Dewi Anggraini', telepon: '+6281299990000' } }),
    );
    await renderStorefront('/en-US/contact', { featureRoutes: ROUTES });
    expect(
      await screen.findByRole('heading', { name: 'Your contact: Dewi Anggraini' }),
    ).toBeInTheDocument();
    expect(requests).toContain('GET /oci/profile');
  });

  it('skips to the main content', async () => {
    const view = await renderStorefront('/en-US', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    await view.user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await view.user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('links the content pages in the footer', async () => {
    await renderStorefront('/en-US', { featureRoutes: ROUTES });
    const footer = await screen.findByRole('navigation', { name: 'Information' });
    expect(within(footer).getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
      'href',
      '/en-US/refund-policy',
    );
  });
});

describe('progress bar', () => {
  it('runs while a route loads and clears when it is done', async () => {
    const start = vi.spyOn(NProgress, 'start');
    const done = vi.spyOn(NProgress, 'done');
    const view = await renderStorefront('/en-US', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    start.mockClear();
    done.mockClear();
    slowScreen = deferredScreen();
    const navigation = view.router.navigate('/en-US/slow');
    await waitFor(() => expect(start).toHaveBeenCalled());
    expect(NProgress.isStarted()).toBe(true);
    slowScreen.resolve({ default: Slow });
    await navigation;
    await screen.findByRole('heading', { name: 'Slow page' });
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(NProgress.settings).toMatchObject({
      minimum: 0.08,
      speed: 200,
      trickleSpeed: 800,
      showSpinner: false,
    });
    expect((NProgress.settings as unknown as Record<string, unknown>)['trickleRate']).toBe(0.02);
  });

  it('clears when the route fails', async () => {
    const view = await renderStorefront('/en-US', { featureRoutes: ROUTES });
    await screen.findByRole('heading', { name: 'Home page' });
    const done = vi.spyOn(NProgress, 'done');
    slowScreen = deferredScreen();
    const navigation = view.router.navigate('/en-US/slow');
    await waitFor(() => expect(NProgress.isStarted()).toBe(true));
    slowScreen.reject(new Error('chunk gone'));
    await navigation;
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(NProgress.isStarted()).toBe(false);
  });
});
