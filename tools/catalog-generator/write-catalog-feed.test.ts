import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCliArgs, runCli } from './cli';
import { generateCatalog } from './generate-catalog';
import { CATALOG_FEED_FORMAT, CATALOG_FEED_VERSION, writeCatalogFeed } from './write-catalog-feed';

const folders: string[] = [];
async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'catalog-feed-'));
  folders.push(folder);
  return folder;
}
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('writeCatalogFeed', () => {
  it('writes the products a line each, the images, and a manifest that counts them', async () => {
    const folder = await tempFolder();
    const manifest = await writeCatalogFeed(folder, { products: 120, seed: 5 });
    const lines = (await readFile(join(folder, 'products.ndjson'), 'utf8')).trimEnd().split('\n');
    const products = lines.map((line) => JSON.parse(line));
    expect(products).toEqual([...generateCatalog(120, 5)]);
    const variants = products.flatMap((product) => product.variants);
    expect(manifest).toEqual({
      format: CATALOG_FEED_FORMAT,
      version: CATALOG_FEED_VERSION,
      seed: 5,
      products: 120,
      variants: variants.length,
      subVariants: variants.reduce((sum, variant) => sum + variant.sub_variants.length, 0),
      images: 288,
    });
    expect(JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8'))).toEqual(manifest);
    expect(await readdir(join(folder, 'images'))).toHaveLength(288);
  }, 60_000);

  it('writes an empty catalogue as an empty product file', async () => {
    const folder = await tempFolder();
    const manifest = await writeCatalogFeed(folder, { products: 0 });
    expect(manifest).toMatchObject({ products: 0, variants: 0, subVariants: 0, seed: 1688 });
    expect(await readFile(join(folder, 'products.ndjson'), 'utf8')).toBe('');
  }, 60_000);
});

describe('the command line', () => {
  it.each([
    [['--products', '300', '--out', 'x'], { products: 300, seed: 1688, out: resolve('x') }],
    [['--products=0', '--seed=7', '--out=/tmp/y'], { products: 0, seed: 7, out: '/tmp/y' }],
  ])('reads %j', (argv, expected) => {
    expect(parseCliArgs(argv)).toEqual(expected);
  });

  it.each([
    [['--out', 'x'], '--products must be a whole number, got nothing'],
    [['--products=-5', '--out', 'x'], '--products must be a whole number, got -5'],
    [['--products', '1e5', '--out', 'x'], '--products must be a whole number, got 1e5'],
    [['--products', '10', '--seed', 'abc', '--out', 'x'], '--seed must be a whole number, got abc'],
    [['--products', '10'], '--out <folder> is required'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(message);
  });

  it('refuses an unknown option', () => {
    expect(() => parseCliArgs(['--products', '1', '--out', 'x', '--colour', 'red'])).toThrow();
  });

  it('prints the manifest, or the reason and exit code 1', async () => {
    const folder = await tempFolder();
    const printed: string[] = [];
    const out = {
      stdout: (text: string) => printed.push(text),
      stderr: (text: string) => printed.push(`!${text}`),
    };
    expect(await runCli(['--products=3', `--out=${folder}`], out)).toBe(0);
    expect(JSON.parse(printed[0] ?? '')).toMatchObject({ products: 3 });
    expect(await runCli(['--products=x', `--out=${folder}`], out)).toBe(1);
    expect(printed[1]).toBe('!--products must be a whole number, got x\n');
  }, 60_000);

  it('runs as a program: writes the folder and prints the manifest', async () => {
    const folder = await tempFolder();
    const cli = resolve(import.meta.dirname, 'cli.ts');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', cli, '--products', '25', '--out', folder],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ products: 25, seed: 1688, images: 288 });
    const failed = spawnSync(process.execPath, ['--import', 'tsx', cli, '--products', 'many'], {
      encoding: 'utf8',
    });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('--products must be a whole number, got many');
  }, 60_000);
});
