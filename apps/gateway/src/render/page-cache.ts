import type { StorefrontRenderResult } from '@storefront/contract';
import { LRUCache } from 'lru-cache';

/** What one page request renders from: the same three give the same HTML. */
export interface PageKey {
  /** Path and query. */
  readonly url: string;
  readonly cookie?: string;
  readonly acceptLanguage?: string;
}

/** A render's result and, when it came from the cache, how old it is. */
export interface CachedRender {
  readonly result: StorefrontRenderResult;
  /** Whole seconds since the kept page was rendered (the `Age` header); absent when fresh. */
  readonly ageSeconds?: number;
}

interface Entry {
  readonly result: StorefrontRenderResult & { kind: 'page' };
  readonly renderedAtMs: number;
}

/**
 * Stale pages rendered anew at once, at most: pages kept in the same second go stale in the same
 * second, and rendering them all behind their answers would hold up every other answer of the
 * gateway meanwhile. The others are answered stale a little longer; a later visit renews them.
 */
const MAX_REFRESHES_AT_ONCE = 2;

/** Far above a day's distinct guest pages of a hot catalogue; the oldest go first. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Guest pages kept for a few seconds (PAGE_CACHE_SECONDS, decision 273): the same public page
 * asked for again within that time is answered without rendering, and requests for one page that
 * arrive while it renders share that render. A shared cache in front of the gateway would do the
 * same (the pages say `public, max-age=60`); this one works without one and keeps a burst on a
 * shared product link from rendering it a hundred times.
 *
 * Past those seconds a kept page is stale: for `staleMs` more it is still answered at once, with
 * its true `Age`, while one render replaces it behind the answer (stale-while-revalidate, as the
 * pages' header allows any cache; decision 309). A popular page is then never re-rendered while a
 * visitor waits, and pages kept at the same moment do not all make their next visitor wait at the
 * same moment; their renders are spread out (`MAX_REFRESHES_AT_ONCE`). A refresh that fails
 * leaves the stale page until its window ends (`onRefreshFailed` says why); a page past that
 * window is rendered while its visitor waits, as a new one is.
 *
 * Only what any visitor with the same request would get is kept: the key is the URL with the
 * Cookie and Accept-Language headers, and a page rendered for a session (`personal`), a
 * redirect or a failed render is never kept. The age is read from `now`, the app's clock, so a
 * test moves it instead of sleeping.
 */
export class PageCache {
  readonly #maxAgeMs: number;
  readonly #staleMs: number;
  readonly #now: () => Date;
  readonly #onRefreshFailed: (error: unknown) => void;
  readonly #pages: LRUCache<string, Entry>;
  readonly #rendering = new Map<string, Promise<StorefrontRenderResult>>();
  #refreshing = 0;

  constructor(options: {
    maxAgeMs: number;
    now: () => Date;
    /** How long after `maxAgeMs` a kept page is answered while it is rendered anew; 0: never. */
    staleMs?: number;
    onRefreshFailed?: (error: unknown) => void;
    maxBytes?: number;
  }) {
    this.#maxAgeMs = options.maxAgeMs;
    this.#staleMs = options.staleMs ?? 0;
    this.#now = options.now;
    this.#onRefreshFailed = options.onRefreshFailed ?? (() => undefined);
    this.#pages = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
      // Characters, close enough to bytes for a budget (the pages are mostly ASCII).
      sizeCalculation: (entry) => Math.max(1, entry.result.html.length),
    });
  }

  /**
   * The page for this request: kept and fresh, kept and stale (while a render replaces it),
   * being rendered already, or rendered now.
   */
  async render(key: PageKey, render: () => Promise<StorefrontRenderResult>): Promise<CachedRender> {
    const id = `${key.url}\u0000${key.cookie ?? ''}\u0000${key.acceptLanguage ?? ''}`;
    const nowMs = this.#now().getTime();
    const kept = this.#pages.get(id);
    const ageMs = kept ? nowMs - kept.renderedAtMs : -1;
    if (kept && ageMs >= 0 && ageMs < this.#maxAgeMs + this.#staleMs) {
      if (
        ageMs >= this.#maxAgeMs &&
        !this.#rendering.has(id) &&
        this.#refreshing < MAX_REFRESHES_AT_ONCE
      ) {
        this.#refreshing += 1;
        this.#renderAndKeep(id, render, nowMs)
          .then((result) => {
            if (result.kind === 'fallback') this.#onRefreshFailed(result.error);
          }, this.#onRefreshFailed)
          .finally(() => (this.#refreshing -= 1));
      }
      return { result: kept.result, ageSeconds: Math.floor(ageMs / 1000) };
    }
    const pending = this.#rendering.get(id);
    if (pending) return { result: await pending };
    return { result: await this.#renderAndKeep(id, render, nowMs) };
  }

  /** One render of the page, shared by whoever asks meanwhile, kept when it is a guest's. */
  async #renderAndKeep(
    id: string,
    render: () => Promise<StorefrontRenderResult>,
    nowMs: number,
  ): Promise<StorefrontRenderResult> {
    const rendering = render();
    this.#rendering.set(id, rendering);
    try {
      const result = await rendering;
      if (result.kind === 'page' && !result.personal) {
        this.#pages.set(id, { result, renderedAtMs: nowMs });
      }
      return result;
    } finally {
      this.#rendering.delete(id);
    }
  }
}
