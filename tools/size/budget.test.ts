import { describe, expect, it } from 'vitest';
import {
  budgetViolations,
  entryKey,
  formatReport,
  KB,
  measureApp,
  staticClosure,
  STOREFRONT_BUDGET,
} from './budget';
import type { ViteManifest } from './budget';

/** A storefront build in miniature: entry, a shared vendor chunk, two screens, two locales. */
const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['home.tsx', 'cart.tsx', 'id-ID.ts', 'en-US.ts'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_vendor.js'] },
  'home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_vendor.js'] },
  'cart.tsx': { file: 'assets/cart.js', isDynamicEntry: true, imports: ['_forms.js'] },
  'id-ID.ts': { file: 'assets/id-ID.js', isDynamicEntry: true },
  'en-US.ts': { file: 'assets/en-US.js', isDynamicEntry: true },
};

const SIZES: Record<string, number> = {
  'assets/index.js': 30 * KB,
  'assets/vendor.js': 60 * KB,
  'assets/runtime.js': 1 * KB,
  'assets/forms.js': 20 * KB,
  'assets/home.js': 5 * KB,
  'assets/cart.js': 8 * KB,
  'assets/id-ID.js': 9 * KB,
  'assets/en-US.js': 8 * KB,
};

function measure(sizes: Record<string, number> = SIZES) {
  return measureApp({
    app: 'storefront-id',
    locale: 'id-ID',
    manifest: MANIFEST,
    gzipSize: (file) => sizes[file] ?? 0,
    homeKey: 'home.tsx',
    messagesKey: 'id-ID.ts',
    routeOfKey: new Map([
      ['home.tsx', ''],
      ['cart.tsx', 'cart'],
    ]),
  });
}

describe('staticClosure', () => {
  it('follows static imports transitively, each chunk once', () => {
    expect([...staticClosure(MANIFEST, ['cart.tsx', 'home.tsx'])].sort()).toEqual([
      '_forms.js',
      '_runtime.js',
      '_vendor.js',
      'cart.tsx',
      'home.tsx',
    ]);
  });

  it('refuses a key the manifest does not have', () => {
    expect(() => staticClosure(MANIFEST, ['nope.tsx'])).toThrow("no chunk 'nope.tsx'");
  });
});

describe('entryKey', () => {
  it('finds the one HTML entry', () => {
    expect(entryKey(MANIFEST)).toBe('index.html');
  });

  it('refuses a build with no or several entries', () => {
    expect(() => entryKey({})).toThrow('found 0');
    expect(() =>
      entryKey({ a: { file: 'a.js', isEntry: true }, b: { file: 'b.js', isEntry: true } }),
    ).toThrow('found 2');
  });
});

describe('measureApp', () => {
  it('counts the entry, home screen and default texts with their imports, shared chunks once', () => {
    const report = measure();
    expect(report.firstRender.files.map((file) => file.file)).toEqual([
      'assets/home.js',
      'assets/id-ID.js',
      'assets/index.js',
      'assets/runtime.js',
      'assets/vendor.js',
    ]);
    expect(report.firstRender.bytes).toBe((30 + 60 + 1 + 5 + 9) * KB);
  });

  it('charges a lazy chunk with what the first render did not already bring', () => {
    const lazy = new Map(measure().lazy.map((chunk) => [chunk.key, chunk]));
    expect(lazy.get('cart.tsx')).toMatchObject({
      route: 'cart',
      ownBytes: 8 * KB,
      incrementalBytes: 28 * KB,
    });
    expect(lazy.get('home.tsx')).toMatchObject({ route: '', incrementalBytes: 0 });
    expect(lazy.get('en-US.ts')).toMatchObject({ incrementalBytes: 8 * KB });
    expect(lazy.get('en-US.ts')?.route).toBeUndefined();
  });

  it('charges a route without what every page loads after its first render, but not that chunk', () => {
    const report = measureApp({
      app: 'storefront-id',
      locale: 'id-ID',
      manifest: {
        ...MANIFEST,
        'header.tsx': { file: 'assets/header.js', isDynamicEntry: true, imports: ['_forms.js'] },
      },
      gzipSize: (file) => ({ ...SIZES, 'assets/header.js': 2 * KB })[file] ?? 0,
      homeKey: 'home.tsx',
      messagesKey: 'id-ID.ts',
      routeOfKey: new Map([['cart.tsx', 'cart']]),
      everyPageKeys: ['header.tsx'],
    });
    const lazy = new Map(report.lazy.map((chunk) => [chunk.key, chunk]));
    expect(lazy.get('header.tsx')?.incrementalBytes).toBe((2 + 20) * KB);
    expect(lazy.get('cart.tsx')?.incrementalBytes).toBe(8 * KB);
    expect(report.firstRender.bytes).toBe((30 + 60 + 1 + 5 + 9) * KB);
  });

  it('refuses an every-page chunk that is not lazy', () => {
    expect(() =>
      measureApp({
        app: 'storefront-id',
        locale: 'id-ID',
        manifest: MANIFEST,
        gzipSize: () => 0,
        homeKey: 'home.tsx',
        messagesKey: 'id-ID.ts',
        routeOfKey: new Map(),
        everyPageKeys: ['_forms.js'],
      }),
    ).toThrow("'_forms.js' is not a lazy chunk");
  });
});

describe('budgetViolations', () => {
  it('passes exactly at the limits', () => {
    const atLimit = { ...SIZES, 'assets/vendor.js': 125 * KB, 'assets/forms.js': 52 * KB };
    const report = measure(atLimit);
    expect(report.firstRender.bytes).toBe(STOREFRONT_BUDGET.firstRenderBytes);
    expect(report.lazy.find((chunk) => chunk.key === 'cart.tsx')?.incrementalBytes).toBe(
      STOREFRONT_BUDGET.lazyChunkBytes,
    );
    expect(budgetViolations(report)).toEqual([]);
  });

  it('passes an entry of two scripts and fails one of three', () => {
    expect(measure().entryFiles).toEqual(['assets/index.js', 'assets/runtime.js']);
    const report = measureApp({
      app: 'storefront-id',
      locale: 'id-ID',
      manifest: {
        ...MANIFEST,
        'index.html': {
          ...MANIFEST['index.html'],
          file: 'assets/index.js',
          imports: ['_vendor.js'],
        },
      },
      gzipSize: (file) => SIZES[file] ?? 0,
      homeKey: 'home.tsx',
      messagesKey: 'id-ID.ts',
      routeOfKey: new Map(),
    });
    expect(report.entryFiles).toHaveLength(3);
    expect(budgetViolations(report)).toEqual(["storefront-id: the page's entry is 3 scripts > 2"]);
  });

  it('fails one byte over either limit', () => {
    const over = { ...SIZES, 'assets/vendor.js': 125 * KB + 1, 'assets/forms.js': 52 * KB + 1 };
    expect(budgetViolations(measure(over))).toEqual([
      'storefront-id: first render 170.0 KB > 170.0 KB',
      'storefront-id: lazy chunk cart.tsx 60.0 KB > 60.0 KB',
    ]);
  });
});

describe('formatReport', () => {
  it('prints the first render and each route, marking what is over', () => {
    const text = formatReport(measure({ ...SIZES, 'assets/vendor.js': 200 * KB }));
    expect(text).toContain('storefront-id (home page in id-ID)');
    expect(text).toMatch(/total\s+245\.0 KB {2}OVER/);
    expect(text).toContain("the page's entry: 2 scripts (limit 2)\n");
    expect(text).toMatch(/\/:locale\/cart\s+8\.0 KB\s+28\.0 KB\n/);
    expect(text).toMatch(/en-US\.ts\s+8\.0 KB\s+8\.0 KB/);
  });
});
