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

/** Far above a day's distinct guest pages of a hot catalogue; the oldest go first. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Guest pages kept for a few seconds (PAGE_CACHE_SECONDS, decision 273): the same public page
 * asked for again within that time is answered without rendering, and requests for one page that
 * arrive while it renders share that render. A shared cache in front of the gateway would do the
 * same (the pages say `public, max-age=60`); this one works without one and keeps a burst on a
 * shared product link from rendering it a hundred times.
 *
 * Only what any visitor with the same request would get is kept: the key is the URL with the
 * Cookie and Accept-Language headers, and a page rendered for a session (`personal`), a
 * redirect or a failed render is never kept. The age is read from `now`, the app's clock, so a
 * test moves it instead of sleeping.
 */
export class PageCache {
  readonly #maxAgeMs: number;
  readonly #now: () => Date;
  readonly #pages: LRUCache<string, Entry>;
  readonly #rendering = new Map<string, Promise<StorefrontRenderResult>>();

  constructor(options: { maxAgeMs: number; now: () => Date; maxBytes?: number }) {
    this.#maxAgeMs = options.maxAgeMs;
    this.#now = options.now;
    this.#pages = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
      // Characters, close enough to bytes for a budget (the pages are mostly ASCII).
      sizeCalculation: (entry) => Math.max(1, entry.result.html.length),
    });
  }

  /** The page for this request: kept and fresh, being rendered already, or rendered now. */
  async render(key: PageKey, render: () => Promise<StorefrontRenderResult>): Promise<CachedRender> {
    const id = `${key.url}\u0000${key.cookie ?? ''}\u0000${key.acceptLanguage ?? ''}`;
    const nowMs = this.#now().getTime();
    const kept = this.#pages.get(id);
    if (kept && nowMs >= kept.renderedAtMs && nowMs - kept.renderedAtMs < this.#maxAgeMs) {
      return {
        result: kept.result,
        ageSeconds: Math.floor((nowMs - kept.renderedAtMs) / 1000),
      };
    }
    const pending = this.#rendering.get(id);
    if (pending) return { result: await pending };
    const rendering = render();
    this.#rendering.set(id, rendering);
    try {
      const result = await rendering;
      if (result.kind === 'page' && !result.personal) {
        this.#pages.set(id, { result, renderedAtMs: nowMs });
      }
      return { result };
    } finally {
      this.#rendering.delete(id);
    }
  }
}
