import { waitForHydration } from '../storefront/hydration';
import { newCustomer } from '../storefront/new-customer';
import { Storefront } from '../storefront/storefront-pages';
import { expect, test } from '../support/test';

/** The shell's cross-cutting behaviour: an expired session, the language switch. */
test.describe('session and language', () => {
  test('a 401 sends the customer to sign in and back to the page', async ({
    page,
    context,
    market,
    dev,
    axe,
  }) => {
    const who = newCustomer(market.config);
    const shop = new Storefront(page, 'en-US', market.config.country);
    await shop.register(who, dev, axe);

    // A token the gateway no longer accepts (its signature broken), as after a key rotation or
    // a revoked session: the client still believes it is signed in, the API answers 401.
    const cookies = await context.cookies();
    const token = cookies.find((cookie) => cookie.name === 'token');
    if (!token) throw new Error('no session cookie after sign-in');
    await context.addCookies([{ ...token, value: `${token.value.slice(0, -6)}AAAAAA` }]);

    await page.goto(shop.path('orders'));
    await expect(page).toHaveURL(/\/en-US\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/en-US/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await axe('login (after 401)');

    await shop.textbox('Email').fill(who.email);
    await shop.textbox('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/en-US\/orders$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe('orders (back after sign-in)');
  });

  test('switching the language keeps the page and changes the texts', async ({
    page,
    market,
    axe,
  }) => {
    const { config } = market;
    const other = config.locales.find((locale) => locale !== 'en-US') ?? config.defaultLocale;
    await page.goto('/en-US/search?q=phone+case');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Results for “phone case”' }),
    ).toBeVisible();
    const english = await page.getByRole('heading', { level: 1 }).innerText();

    // The server's HTML shows at once; the select answers once React holds the page.
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption(other);
    await expect(page).toHaveURL(new RegExp(`/${other}/search\\?q=phone\\+case$`));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(english);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('phone case');
    await axe(`search results (${other})`);

    // The choice is remembered for a visit without a language in the address.
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/${other}/?$`));
  });
});
