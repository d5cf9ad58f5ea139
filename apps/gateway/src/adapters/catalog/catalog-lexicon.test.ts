import { describe, expect, it, vi } from 'vitest';
import type { LexiconRow } from './catalog-lexicon';
import { CatalogLexicon, LEXICON_MAX_AGE_MS, LexiconSource } from './catalog-lexicon';

const row = (id: string, marketplace: string, lexemes: string[]): LexiconRow => ({
  id,
  marketplace,
  lexemes,
  priceCny: 100,
  sold: 1,
  popularity: 1,
  listedAt: new Date('2026-01-01'),
});

const ROWS = [
  row('a', '1688', ['bag', 'cotton', 'tote', 'กระเป๋า']),
  row('b', '1688', ['bags', 'leather', 'сумка']),
  row('c', 'taobao', ['bag', 'canvas']),
  row('d', '1688', ['t-shirt', 't', 'shirt', 'cotton', '2026']),
];

describe('CatalogLexicon', () => {
  const lexicon = new CatalogLexicon(ROWS);
  it.each([
    ['one word, prefixes included', '1688', ['bag'], ['a', 'b']],
    ['the other marketplace', 'taobao', ['bag'], ['c']],
    ['every word must match', '1688', ['bag', 'cot'], ['a']],
    ['a word of another script', '1688', ['กระ'], ['a']],
    ['Cyrillic', '1688', ['сум'], ['b']],
    ['digits', '1688', ['202'], ['d']],
    ['a prefix of several words of one product counts once', '1688', ['t'], ['a', 'd']],
    ['no word starts with it', '1688', ['zz'], []],
    ['a longer word than any', '1688', ['bagsx'], []],
    ['no words at all: nothing (a browse is not a keyword search)', '1688', [], []],
  ])('%s', (_, searchType, words, ids) => {
    const found = lexicon.matches(searchType as '1688' | 'taobao', words);
    expect(found.map((match) => match.id).sort()).toEqual(ids);
  });

  it('answers the sort values of each match', () => {
    expect(lexicon.matches('taobao', ['canvas'])).toEqual([
      { id: 'c', priceCny: 100, sold: 1, popularity: 1, listedAt: new Date('2026-01-01') },
    ]);
    expect(lexicon.productCount).toBe(4);
  });
});

describe('LexiconSource', () => {
  it('reads once, serves for LEXICON_MAX_AGE_MS, then serves the old one while it reads again', async () => {
    let version = 1;
    const read = vi.fn(async () => [row(`v${version}`, '1688', ['bag'])]);
    const source = new LexiconSource(read);
    const ids = async (now: number) =>
      (await source.get(now)).matches('1688', ['bag']).map((match) => match.id);
    expect(await Promise.all([ids(0), ids(0)])).toEqual([['v1'], ['v1']]);
    expect(read).toHaveBeenCalledTimes(1);
    version = 2;
    expect(await ids(LEXICON_MAX_AGE_MS - 1)).toEqual(['v1']);
    expect(await ids(LEXICON_MAX_AGE_MS)).toEqual(['v1']);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect(await ids(LEXICON_MAX_AGE_MS + 1)).toEqual(['v2']));
  });

  it('keeps the old lexicon when a refresh fails, and tries again', async () => {
    const read = vi.fn(async () => [row('old', '1688', ['bag'])]);
    const source = new LexiconSource(read, 10);
    await source.get(0);
    read.mockRejectedValueOnce(new Error('connection lost'));
    expect((await source.get(20)).matches('1688', ['bag'])).toHaveLength(1);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await source.get(21);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(3));
  });

  it('fails the first search when there is no lexicon yet and it cannot be read', async () => {
    const source = new LexiconSource(() => Promise.reject(new Error('down')));
    await expect(source.get(0)).rejects.toThrow('down');
  });
});
