import type { Page } from '@playwright/test';

/**
 * Waits until React holds the page the gateway rendered (hydrateRoot, or the createRoot over the
 * same data when the browser formats differently, decision 250). Before that the server's HTML is
 * on screen but nothing answers it: a choice made in a select is shown and then lost, so a step
 * that acts on a page it just opened waits for this first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
}
