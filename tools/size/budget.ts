/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source. */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** The limits, in bytes of gzip. */
export interface Budget {
  readonly firstRenderBytes: number;
  readonly lazyChunkBytes: number;
  /**
   * Scripts the page asks for with its entry (the entry's chunk and its static imports): each
   * is a round trip on slow 4G before the first paint, and Lighthouse counts each as blocking
   * it (decision 311: the entry's chunk and Rolldown's runtime).
   */
  readonly entryFiles: number;
}

export const KB = 1024;

/**
 * Issue 13 (React 19 again, docs/decisions/240): first render ≤ 170 KB gz, every lazy chunk
 * ≤ 60 KB gz. Issue 6 had 120 KB, met on Preact (decision 116).
 */
export const STOREFRONT_BUDGET: Budget = {
  firstRenderBytes: 170 * KB,
  lazyChunkBytes: 60 * KB,
  entryFiles: 2,
};

/** A chunk loaded on demand, with what loading it costs once the first render is in. */
export interface LazyChunk {
  readonly key: string;
  /** The route path under /:locale ('' is home) when a feature route loads it. */
  readonly route?: string;
  readonly file: string;
  /** Its own gzip size. */
  readonly ownBytes: number;
  /**
   * What following the route downloads: the chunk and the chunks it imports statically that
   * the first render did not already bring, nor the chunks every page loads right after it
   * (`everyPageKeys`, themselves charged against the first render only). The budget is checked
   * on this figure.
   */
  readonly incrementalBytes: number;
}

export interface AppReport {
  readonly app: string;
  readonly locale: string;
  readonly firstRender: {
    readonly files: readonly { file: string; bytes: number }[];
    readonly bytes: number;
  };
  /** The files of the entry's chunk and its static imports, which the page itself asks for. */
  readonly entryFiles: readonly string[];
  readonly lazy: readonly LazyChunk[];
}

function chunk(manifest: ViteManifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`The manifest has no chunk '${key}'`);
  return found;
}

/** The chunks and everything they import statically, transitively (what the browser fetches). */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(chunk(manifest, key).imports ?? []));
  }
  return seen;
}

/** The HTML entry's chunk: there is exactly one in a storefront build. */
export function entryKey(manifest: ViteManifest): string {
  const entries = Object.entries(manifest).filter(([, value]) => value.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);
  return (entries[0] as [string, ManifestChunk])[0];
}

export interface MeasureInput {
  readonly app: string;
  readonly locale: string;
  readonly manifest: ViteManifest;
  /** gzip bytes of a built file (path relative to dist/). */
  readonly gzipSize: (file: string) => number;
  /** The manifest key of the home route's screen. */
  readonly homeKey: string;
  /** The manifest key of the default locale's messages module. */
  readonly messagesKey: string;
  /** Route path of each screen's manifest key. */
  readonly routeOfKey: ReadonlyMap<string, string>;
  /**
   * Lazy chunks every page loads as soon as its first render is in (the header's layout load):
   * by the time a user follows a link, they and their static imports are there (decision 134).
   */
  readonly everyPageKeys?: readonly string[];
}

/**
 * What the first render of the home page downloads: the entry, the home screen and the default
 * locale's texts, each with its static imports (shared chunks count once); and, for every chunk
 * loaded on demand, what it adds on top.
 */
export function measureApp(input: MeasureInput): AppReport {
  const { manifest, gzipSize } = input;
  const firstKeys = staticClosure(manifest, [entryKey(manifest), input.homeKey, input.messagesKey]);
  const everyPage = input.everyPageKeys ?? [];
  for (const key of everyPage) {
    if (!chunk(manifest, key).isDynamicEntry) throw new Error(`'${key}' is not a lazy chunk`);
  }
  const loadedKeys = new Set([...firstKeys, ...staticClosure(manifest, everyPage)]);
  const files = [...firstKeys]
    .map((key) => chunk(manifest, key).file)
    .sort()
    .map((file) => ({ file, bytes: gzipSize(file) }));
  const lazy = Object.entries(manifest)
    .filter(([, value]) => value.isDynamicEntry)
    .map(([key, value]): LazyChunk => {
      const before = everyPage.includes(key) ? firstKeys : loadedKeys;
      const extra = [...staticClosure(manifest, [key])].filter((member) => !before.has(member));
      const route = input.routeOfKey.get(key);
      return {
        key,
        ...(route !== undefined ? { route } : {}),
        file: value.file,
        ownBytes: gzipSize(value.file),
        incrementalBytes: extra.reduce(
          (sum, member) => sum + gzipSize(chunk(manifest, member).file),
          0,
        ),
      };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
  return {
    app: input.app,
    locale: input.locale,
    firstRender: { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) },
    entryFiles: [...staticClosure(manifest, [entryKey(manifest)])]
      .map((key) => chunk(manifest, key).file)
      .sort(),
    lazy,
  };
}

/** The budget's breaches, one line each; empty when the app is within it. */
export function budgetViolations(report: AppReport, budget: Budget = STOREFRONT_BUDGET): string[] {
  const violations: string[] = [];
  if (report.firstRender.bytes > budget.firstRenderBytes) {
    violations.push(
      `${report.app}: first render ${formatKb(report.firstRender.bytes)} > ${formatKb(budget.firstRenderBytes)}`,
    );
  }
  if (report.entryFiles.length > budget.entryFiles) {
    violations.push(
      `${report.app}: the page's entry is ${report.entryFiles.length} scripts > ${budget.entryFiles}`,
    );
  }
  for (const lazy of report.lazy) {
    if (lazy.incrementalBytes > budget.lazyChunkBytes) {
      violations.push(
        `${report.app}: lazy chunk ${lazy.key} ${formatKb(lazy.incrementalBytes)} > ${formatKb(budget.lazyChunkBytes)}`,
      );
    }
  }
  return violations;
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** The table `npm run size` prints for one app. */
export function formatReport(report: AppReport, budget: Budget = STOREFRONT_BUDGET): string {
  const mark = (value: number, limit: number) => (value > limit ? '  OVER' : '');
  const pad = (text: string, width: number) => text.padEnd(width);
  const size = (bytes: number) => formatKb(bytes).padStart(10);
  const lines = [
    `${report.app} (home page in ${report.locale})`,
    `  first render, gzip (limit ${formatKb(budget.firstRenderBytes)})`,
    ...report.firstRender.files.map((file) => `    ${pad(file.file, 52)}${size(file.bytes)}`),
    `    ${pad('total', 52)}${size(report.firstRender.bytes)}${mark(report.firstRender.bytes, budget.firstRenderBytes)}`,
    `  the page's entry: ${report.entryFiles.length} scripts (limit ${budget.entryFiles})${mark(report.entryFiles.length, budget.entryFiles)}`,
    `  lazy chunks, gzip: own / with imports not in the first render nor the layout load (limit ${formatKb(budget.lazyChunkBytes)})`,
  ];
  const routes = report.lazy.filter((lazy) => lazy.route !== undefined);
  const others = report.lazy.filter((lazy) => lazy.route === undefined);
  for (const lazy of [
    ...routes.sort((a, b) => (a.route ?? '').localeCompare(b.route ?? '')),
    ...others,
  ]) {
    const label =
      lazy.route !== undefined ? `/:locale/${lazy.route}` : lazy.key.replace(/^(\.\.\/)+/, '');
    lines.push(
      `    ${pad(label, 52)}${size(lazy.ownBytes)}${size(lazy.incrementalBytes)}${mark(lazy.incrementalBytes, budget.lazyChunkBytes)}`,
    );
  }
  return lines.join('\n');
}
