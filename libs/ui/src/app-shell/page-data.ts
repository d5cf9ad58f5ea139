import type { HydrationState } from 'react-router';

/**
 * What a page rendered on the server carries for the browser (decision 250): the server store's
 * state (RTK Query's answers) and the router's data (each route's loader data: the locale's
 * texts among them). Both travel in `<script type="application/json">` blocks, which the
 * browser never executes, so the page's CSP needs no inline script.
 */
export interface PageData {
  readonly store: unknown;
  readonly router: HydrationState;
  /** The server's `formattingFingerprint` of the page's locale. */
  readonly formatting: string;
}

export const PAGE_DATA_IDS = {
  store: 'storefront-state',
  router: 'storefront-routes',
  formatting: 'storefront-formatting',
} as const;

/**
 * JSON safe inside a script element: `<` is escaped, so no value (a product title with
 * `</script>` in it) can end the block early; U+2028/2029 are escaped for older parsers.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Values every page of a locale carries unchanged (its texts): serialized the first time and
 * reused, since turning them into JSON again on every render was a good part of a page's cost
 * (decision 273). Only values handed to `sharedInPages` are kept, and those must never change.
 */
const sharedTexts = new WeakMap<object, string | null>();

/** Marks a value that never changes and many pages carry: its JSON is made once. */
export function sharedInPages<T extends object>(value: T): T {
  if (!sharedTexts.has(value)) sharedTexts.set(value, null);
  return value;
}

function serializeShared(value: unknown): string {
  if (typeof value !== 'object' || value === null || !sharedTexts.has(value)) {
    return serializeForScript(value);
  }
  let text = sharedTexts.get(value);
  if (text === null || text === undefined) {
    text = serializeForScript(value);
    sharedTexts.set(value, text);
  }
  return text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

/** An object's JSON, its shared values (two levels down) taken as already serialized. */
function serializeWithShared(value: unknown, depth: number): string {
  if (!isPlainObject(value) || sharedTexts.has(value) || depth === 0) {
    return serializeShared(value);
  }
  const members: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    // As JSON.stringify: a property without a value is left out.
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') {
      continue;
    }
    members.push(`${serializeForScript(key)}:${serializeWithShared(member, depth - 1)}`);
  }
  return `{${members.join(',')}}`;
}

/** The data blocks, as the server writes them into the page. */
export function pageDataScripts(data: PageData): string {
  return (
    `<script type="application/json" id="${PAGE_DATA_IDS.store}">${serializeForScript(data.store)}</script>` +
    // The router's data: loaderData → the locale's route → its texts, which are shared.
    `<script type="application/json" id="${PAGE_DATA_IDS.router}">${serializeWithShared(data.router, 3)}</script>` +
    `<script type="application/json" id="${PAGE_DATA_IDS.formatting}">${serializeForScript(data.formatting)}</script>`
  );
}

/** The page's data, or undefined when the page was not rendered on the server (or is damaged). */
export function readPageData(document: Document): PageData | undefined {
  const store = document.getElementById(PAGE_DATA_IDS.store)?.textContent;
  const router = document.getElementById(PAGE_DATA_IDS.router)?.textContent;
  const formatting = document.getElementById(PAGE_DATA_IDS.formatting)?.textContent;
  if (!store || !router || !formatting) return undefined;
  try {
    return {
      store: JSON.parse(store) as unknown,
      router: JSON.parse(router) as HydrationState,
      formatting: String(JSON.parse(formatting)),
    };
  } catch {
    return undefined;
  }
}
