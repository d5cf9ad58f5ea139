import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CATALOG_SEED } from './generate-catalog';
import { writeCatalogFeed } from './write-catalog-feed';

/**
 * node --import tsx tools/catalog-generator/cli.ts --products 100000 [--seed 1688] --out <folder>
 *
 * Prints the manifest as one JSON line on stdout; errors go to stderr with exit code 1.
 */
export function parseCliArgs(argv: readonly string[]): {
  products: number;
  seed: number;
  out: string;
} {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  const whole = (name: string, text: string | undefined, fallback?: number): number => {
    if (text === undefined && fallback !== undefined) return fallback;
    if (text === undefined || !/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
      throw new Error(`--${name} must be a whole number, got ${text ?? 'nothing'}`);
    }
    return Number(text);
  };
  const products = whole('products', values.products);
  const seed = whole('seed', values.seed, DEFAULT_CATALOG_SEED);
  if (!values.out) throw new Error('--out <folder> is required');
  return { products, seed, out: resolve(values.out) };
}

/** The program: writes the feed and prints its manifest; 0 on success, 1 with the reason. */
export async function runCli(
  argv: readonly string[],
  out: { stdout(text: string): void; stderr(text: string): void },
): Promise<number> {
  try {
    const args = parseCliArgs(argv);
    const manifest = await writeCatalogFeed(args.out, { products: args.products, seed: args.seed });
    out.stdout(`${JSON.stringify(manifest)}\n`);
    return 0;
  } catch (error) {
    out.stderr(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

// Run only as a program, not when a test imports this file.
if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
