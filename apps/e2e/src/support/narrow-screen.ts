import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { join } from 'node:path';

/** The narrowest phone the storefront is made for (issue 14 §1): 360 x 740 CSS pixels. */
export const NARROW_SCREEN = { width: 360, height: 740 } as const;

/**
 * E2E_NARROW_SHOTS names a folder: each screen checked is also saved there as a full-page picture
 * at 360 px, to be looked at. Unset (as in CI), nothing is written.
 */
const SHOTS_DIR = process.env['E2E_NARROW_SHOTS'];
let shots = 0;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

/** What sticks out of the page at the narrow width: the widest elements past its right edge. */
interface Overflow {
  readonly scrollWidth: number;
  readonly innerWidth: number;
  readonly widest: readonly string[];
}

/**
 * Checks that the page as it is now does not scroll sideways on a 360 px phone
 * (`document.documentElement.scrollWidth <= innerWidth`): the viewport is narrowed, the page laid
 * out again (its media queries and the screens that switch to cards included), measured, and put
 * back. A failure is soft, as axe's, naming the screen and the elements that stick out, so one
 * run lists every screen that does.
 */
export async function checkNarrowScreen(page: Page, screen: string): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize(NARROW_SCREEN);
  try {
    // Two frames: the resize's layout, then what React renders for the new width.
    await drawingAfterResize(page, NARROW_SCREEN);
    const overflow = await page.evaluate((): Overflow => {
      const innerWidth = window.innerWidth;
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').slice(0, 3).join('.')}` : ''}`;
      const elements = [...document.body.querySelectorAll<HTMLElement>('*')];
      // Boxes past the right edge, and boxes whose own content (a long word, a wide
      // child kept in) runs out of them: either widens the page.
      const widest = [
        ...elements
          .map((element) => ({ element, right: element.getBoundingClientRect().right }))
          .filter(({ right }) => right > innerWidth + 0.5)
          .sort((a, b) => b.right - a.right)
          .slice(0, 3)
          .map(
            ({ element, right }) =>
              `${describe(element)} (right edge ${Math.round(right)} px): ${(element.textContent ?? '').trim().slice(0, 60)}`,
          ),
        ...elements
          .filter(
            (element) =>
              element.scrollWidth > element.clientWidth + 1 &&
              getComputedStyle(element).overflowX === 'visible',
          )
          .sort((a, b) => b.scrollWidth - b.clientWidth - (a.scrollWidth - a.clientWidth))
          .slice(0, 3)
          .map(
            (element) =>
              `${describe(element)} (content ${element.scrollWidth} px in ${element.clientWidth} px): ${(element.textContent ?? '').trim().slice(0, 60)}`,
          ),
      ];
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest };
    });
    if (SHOTS_DIR) {
      // For a person's look at the phone layout (issue 14's walk): the screen as it was checked.
      shots += 1;
      await page.screenshot({
        // Worker and locale in the name: two workers count on their own.
        path: join(
          SHOTS_DIR,
          `${new URL(page.url()).pathname.split('/')[1] ?? ''}-w${process.env['TEST_WORKER_INDEX'] ?? 0}-${String(shots).padStart(3, '0')}-${slug(screen)}.png`,
        ),
        fullPage: true,
      });
    }
    expect
      .soft(
        overflow.scrollWidth,
        `"${screen}" (${page.url()}) scrolls sideways at ${NARROW_SCREEN.width} px:\n  ${overflow.widest.join('\n  ')}`,
      )
      .toBeLessThanOrEqual(overflow.innerWidth);
  } finally {
    if (original) {
      await page.setViewportSize(original);
      await drawingAfterResize(page, original);
    }
  }
}

/** Resolves true once the page has drawn two frames, false if none came within `timeout` ms. */
function drewFrames(page: Page, timeout: number): Promise<boolean> {
  return page.evaluate(
    (ms) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve(true);
          }),
        );
      }),
    timeout,
  );
}

/**
 * Waits until the page draws frames again after its viewport was resized. Playwright resizes the
 * headless window too, and once in CI (stop 26) Debian's Chromium drew no frame after the width
 * was put back: the next click waited its 15 s for "stable", which Playwright measures across
 * animation frames. A page that draws nothing for 2 s is brought to the front and resized again
 * (each a way Chromium starts drawing anew); one that still draws nothing fails here, by name.
 */
async function drawingAfterResize(
  page: Page,
  size: { readonly width: number; readonly height: number },
): Promise<void> {
  if (await drewFrames(page, 2_000)) return;
  console.warn(`narrow-screen: ${page.url()} drew no frame at ${size.width} px; brought to front`);
  await page.bringToFront();
  if (await drewFrames(page, 2_000)) return;
  console.warn(`narrow-screen: ${page.url()} still drew no frame; its viewport set again`);
  await page.setViewportSize({ width: size.width + 1, height: size.height });
  await page.setViewportSize(size);
  if (await drewFrames(page, 5_000)) return;
  throw new Error(`${page.url()} draws no frames after its viewport became ${size.width} px`);
}
