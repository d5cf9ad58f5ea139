import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportGraph } from './testing/import-graph';
import {
  compilerOptionsOf,
  describeCycles,
  importCycles,
  importGraph,
  sourceFiles,
} from './testing/import-graph';

// Modules import their context from app-context.ts, db helpers from db/, and each other through
// their index.ts; a cycle among them would mean a module can no longer be read (or loaded)
// without the rest. The walk counts type-only imports too.
const src = fileURLToPath(new URL('.', import.meta.url));
const options = compilerOptionsOf(fileURLToPath(new URL('../tsconfig.json', import.meta.url)));

describe('gateway import graph', () => {
  let graph: ImportGraph;
  beforeAll(() => {
    graph = importGraph(sourceFiles(src), options);
  });

  it('has no import cycle among the gateway source files', () => {
    // A walk that found no imports would pass for the wrong reason.
    expect(graph.get(join(src, 'app.ts'))).toContain(join(src, 'app-context.ts'));
    expect(describeCycles(importCycles(graph), src)).toEqual([]);
  });

  it('keeps app-context.ts a leaf that imports no module', () => {
    const imported = graph.get(join(src, 'app-context.ts')) ?? [];
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((file) => file.startsWith(join(src, 'modules')))).toEqual([]);
  });
});

describe('import cycle detection', () => {
  let dir: string;
  beforeAll(async () => {
    // A deliberate cycle through an index and a type-only import: a -> b -> c/index -> c/d -> a;
    // e imports a but nothing imports e (not part of the cycle); f imports itself.
    dir = await mkdtemp(join(tmpdir(), 'import-cycles-'));
    await mkdir(join(dir, 'c'));
    const files: Record<string, string> = {
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import type { D } from './c';\nexport const b: D | null = null;\n",
      'c/index.ts': "export type { D } from './d';\n",
      'c/d.ts': "import { a } from '../a';\nexport type D = ReturnType<typeof a>;\n",
      'e.ts': "import { a } from './a';\nexport const e = a;\n",
      'f.ts': "export * from './f';\nexport const f = 1;\n",
      'g.ts': "export const g = () => import('./h');\n",
      'h.ts': "import { g } from './g';\nexport const h = g;\n",
    };
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reports the files of each cycle, and only those', () => {
    const cycles = describeCycles(importCycles(importGraph(sourceFiles(dir), options)), dir);
    expect(cycles.sort()).toEqual([['a.ts', 'b.ts', 'c/d.ts', 'c/index.ts'], ['f.ts']]);
  });

  it('does not count a dynamic import, which is how a cycle is broken on purpose', () => {
    const graph = importGraph(sourceFiles(dir), options);
    expect(graph.get(join(dir, 'g.ts'))).toEqual([]);
    expect(graph.get(join(dir, 'h.ts'))).toEqual([join(dir, 'g.ts')]);
  });
});
