import type { StorefrontRenderResult } from '@storefront/contract';
import { describe, expect, it, vi } from 'vitest';
import { PageCache } from './page-cache';

const KEY = { url: '/id-ID/products/p-1' };

function page(html: string, personal = false): StorefrontRenderResult {
  return { kind: 'page', status: 200, personal, html };
}

/** A cache on a clock the test moves: fresh for 10 s, then answered stale for 50 s more. */
function setup(staleMs = 50_000) {
  const clock = { now: new Date('2026-11-26T10:00:00Z') };
  const failures: unknown[] = [];
  const cache = new PageCache({
    maxAgeMs: 10_000,
    staleMs,
    now: () => clock.now,
    onRefreshFailed: (error) => failures.push(error),
  });
  let count = 0;
  const renders = vi.fn(async () => page(`render ${++count}`));
  const at = (seconds: number) => {
    clock.now = new Date(Date.parse('2026-11-26T10:00:00Z') + seconds * 1000);
  };
  return { cache, renders, at, failures };
}

describe('PageCache: fresh, then stale while rendered anew, then rendered while waited for', () => {
  it.each([
    { seconds: 0, html: 'render 1', age: 0, renders: 1 },
    { seconds: 9.999, html: 'render 1', age: 9, renders: 1 },
    // From 10 s the kept page is answered at once and one render replaces it behind the answer.
    { seconds: 10, html: 'render 1', age: 10, renders: 2 },
    { seconds: 59.999, html: 'render 1', age: 59, renders: 2 },
    // From 60 s nothing older is answered: the visitor waits for the render.
    { seconds: 60, html: 'render 2', age: undefined, renders: 2 },
  ])('at $seconds s: $html, age $age', async ({ seconds, html, age, renders: count }) => {
    const { cache, renders, at } = setup();
    await cache.render(KEY, renders);
    at(seconds);
    const answer = await cache.render(KEY, renders);
    expect(answer.result).toMatchObject({ html });
    expect(answer.ageSeconds).toBe(age);
    expect(renders).toHaveBeenCalledTimes(count);
  });

  it('answers the refreshed page once its render is done, and refreshes a stale page only once', async () => {
    const { cache, renders, at } = setup();
    await cache.render(KEY, renders);
    at(15);
    let finish: (result: StorefrontRenderResult) => void = () => undefined;
    const slow = vi.fn(() => new Promise<StorefrontRenderResult>((done) => (finish = done)));
    expect((await cache.render(KEY, slow)).result).toMatchObject({ html: 'render 1' });
    expect((await cache.render(KEY, slow)).result).toMatchObject({ html: 'render 1' });
    expect(slow).toHaveBeenCalledTimes(1);
    finish(page('refreshed'));
    await vi.waitFor(async () => {
      const answer = await cache.render(KEY, renders);
      expect(answer).toEqual({ result: page('refreshed'), ageSeconds: 0 });
    });
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it.each([
    { name: 'throws', render: () => Promise.reject(new Error('database down')) },
    {
      name: 'falls back',
      render: async (): Promise<StorefrontRenderResult> => ({
        kind: 'fallback',
        status: 500,
        error: new Error('database down'),
      }),
    },
  ])('keeps the stale page and says why when the refresh $name', async ({ render }) => {
    const { cache, renders, at, failures } = setup();
    await cache.render(KEY, renders);
    at(20);
    expect((await cache.render(KEY, render)).result).toMatchObject({ html: 'render 1' });
    await vi.waitFor(() => expect(failures).toEqual([new Error('database down')]));
    at(30);
    // Still the kept page, and another try behind it.
    expect((await cache.render(KEY, renders)).result).toMatchObject({ html: 'render 1' });
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('renders at most two stale pages anew at once; the others stay stale until a later visit', async () => {
    const { cache, renders, at } = setup();
    const urls = ['/a', '/b', '/c'];
    for (const url of urls) await cache.render({ url }, renders);
    at(12);
    const finishes: ((result: StorefrontRenderResult) => void)[] = [];
    const slow = vi.fn(() => new Promise<StorefrontRenderResult>((done) => finishes.push(done)));
    for (const url of urls) {
      expect((await cache.render({ url }, slow)).ageSeconds).toBe(12);
    }
    expect(slow).toHaveBeenCalledTimes(2);
    finishes.forEach((finish) => finish(page('refreshed')));
    await vi.waitFor(async () => {
      expect((await cache.render({ url: '/a' }, renders)).ageSeconds).toBe(0);
    });
    // The third is renewed by its next visit, now that a render is free.
    expect((await cache.render({ url: '/c' }, slow)).ageSeconds).toBe(12);
    expect(slow).toHaveBeenCalledTimes(3);
  });

  it('renders every time without a stale window once the page is past its seconds', async () => {
    const { cache, renders, at } = setup(0);
    await cache.render(KEY, renders);
    at(10);
    expect(await cache.render(KEY, renders)).toEqual({ result: page('render 2') });
  });

  it('never keeps a page rendered for a session', async () => {
    const { cache } = setup();
    const personal = vi.fn(async () => page('mine', true));
    await cache.render(KEY, personal);
    await cache.render(KEY, personal);
    expect(personal).toHaveBeenCalledTimes(2);
  });

  it('keys pages by URL, cookie and languages', async () => {
    const { cache, renders } = setup();
    await cache.render(KEY, renders);
    await cache.render({ ...KEY, cookie: 'locale=en-US' }, renders);
    await cache.render({ ...KEY, acceptLanguage: 'en' }, renders);
    await cache.render({ url: '/id-ID/products/p-2' }, renders);
    await cache.render(KEY, renders);
    expect(renders).toHaveBeenCalledTimes(4);
  });
});
