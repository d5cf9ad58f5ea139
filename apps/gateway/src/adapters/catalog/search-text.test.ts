import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS, prefixQuery, searchTerms, searchTextOf } from './search-text';

describe('searchTerms', () => {
  it.each([
    ['Tote Bag', ['tote', 'bag']],
    ['  tas   ransel ', ['tas', 'ransel']],
    ["Women's T-shirt", ['women', 's', 't', 'shirt']],
    ['СУМКА сөмке', ['сумка', 'сөмке']],
    ['กระเป๋าผ้า', ['กระเป๋าผ้า']],
    ['bag bag BAG', ['bag']],
    ["bag' | !(tote) & x:*", ['bag', 'tote', 'x']],
    ['&&& ---', []],
    ['', []],
    ['ＡＢＣ１２３', ['abc123']],
  ])('%j → %j', (keyword, terms) => {
    expect(searchTerms(keyword)).toEqual(terms);
  });

  it(`keeps the first ${MAX_SEARCH_TERMS} words and cuts a word at 40 characters`, () => {
    expect(searchTerms('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(searchTerms('x'.repeat(50))).toEqual(['x'.repeat(40)]);
  });
});

describe('prefixQuery and searchTextOf', () => {
  it('asks for every term as a word prefix', () => {
    expect(prefixQuery(['tote', 'bag'])).toBe('tote:* & bag:*');
    expect(prefixQuery([])).toBe('');
  });

  it('lower-cases the title and the keywords of every language together', () => {
    expect(searchTextOf('Canvas TOTE Bag', ['Tote bag', 'Tas jinjing', 'Сумка'])).toBe(
      'canvas tote bag tote bag tas jinjing сумка',
    );
  });
});
