import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** File -> the files of the same folder tree it imports, as the TypeScript compiler resolves them. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** Every `.ts` file under `dir`, its tests and fixtures included (they can close a cycle too). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The compiler options of a tsconfig file, as `tsc -p` reads them (extends included). */
export function compilerOptionsOf(tsconfigPath: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsconfigPath, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, join(tsconfigPath, '..')).options;
}

/**
 * The static imports and re-exports of `files` between one another. Type-only imports count:
 * they are erased at run time, but a cycle through a type still ties the files together (a change
 * to one recompiles and re-reads them all, and none of them can be understood alone). Dynamic
 * `import()` does not count: it is how a cycle is deliberately broken.
 */
export function importGraph(files: readonly string[], options: ts.CompilerOptions): ImportGraph {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const targets = new Set<string>();
    for (const statement of source.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : null;
      if (specifier === null) continue;
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (resolved && known.has(resolved.resolvedFileName)) targets.add(resolved.resolvedFileName);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/**
 * The import cycles of a graph: each strongly connected component of more than one file, or a
 * file that imports itself (Tarjan's algorithm). Files of a component are sorted.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (file: string): void => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, lowLink.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) {
      cycles.push(component.sort());
    }
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** A cycle as a reader wants it in a failure message: paths relative to `root`. */
export function describeCycles(cycles: readonly string[][], root: string): string[][] {
  return cycles.map((cycle) => cycle.map((file) => relative(root, file)));
}
