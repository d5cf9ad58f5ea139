import { describe, expect, it, vi } from 'vitest';
import {
  browserSessionStorage,
  lastSearchType,
  PRODUCT_LIST_MEMORY_KEY,
  readProductListMemory,
  rememberProductList,
} from './product-list-memory';
import type { MemoryStorage } from './product-list-memory';

function fakeStorage(initial?: string): MemoryStorage & { value: string | null } {
  const storage = {
    value: initial ?? null,
    getItem: (key: string) => (key === PRODUCT_LIST_MEMORY_KEY ? storage.value : null),
    setItem: (_key: string, value: string) => {
      storage.value = value;
    },
  };
  return storage;
}

const EMPTY = { lastKeyword: '', lastPage: 1, lastProductIdClicked: null, lastSearch: '' };

describe('readProductListMemory', () => {
  it.each<[string, string | undefined, object]>([
    ['nothing stored', undefined, EMPTY],
    ['not JSON', '{oops', EMPTY],
    ['JSON null', 'null', EMPTY],
    [
      'a full memory',
      '{"lastKeyword":"tas","lastPage":3,"lastProductIdClicked":"prd-4","lastSearch":"q=tas&page=3"}',
      {
        lastKeyword: 'tas',
        lastPage: 3,
        lastProductIdClicked: 'prd-4',
        lastSearch: 'q=tas&page=3',
      },
    ],
    [
      'wrong types fall back field by field',
      '{"lastKeyword":5,"lastPage":0,"lastProductIdClicked":7,"lastSearch":"q=x"}',
      { ...EMPTY, lastSearch: 'q=x' },
    ],
    ['a fractional page', '{"lastPage":2.5}', EMPTY],
  ])('%s', (_name, stored, expected) => {
    expect(readProductListMemory(fakeStorage(stored))).toEqual(expected);
  });

  it('is empty without a storage or when reading throws', () => {
    expect(readProductListMemory(undefined)).toEqual(EMPTY);
    const throwing: MemoryStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(readProductListMemory(throwing)).toEqual(EMPTY);
  });
});

describe('rememberProductList', () => {
  it('merges a change into what is stored', () => {
    const storage = fakeStorage();
    rememberProductList({ lastKeyword: 'tas', lastPage: 2, lastSearch: 'q=tas&page=2' }, storage);
    rememberProductList({ lastProductIdClicked: 'prd-12' }, storage);
    expect(readProductListMemory(storage)).toEqual({
      lastKeyword: 'tas',
      lastPage: 2,
      lastProductIdClicked: 'prd-12',
      lastSearch: 'q=tas&page=2',
    });
  });

  it('still answers when the storage is full', () => {
    const full: MemoryStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberProductList({ lastPage: 4 }, full)).toEqual({ ...EMPTY, lastPage: 4 });
  });
});

describe('lastSearchType', () => {
  it.each([
    ['', '1688'],
    ['q=tas', '1688'],
    ['q=tas&type=taobao', 'taobao'],
  ])('%s → %s', (lastSearch, expected) => {
    expect(lastSearchType({ ...EMPTY, lastSearch })).toBe(expected);
  });
});

describe('browserSessionStorage', () => {
  it('is the tab’s sessionStorage, or nothing where the browser blocks it', () => {
    expect(browserSessionStorage()).toBe(window.sessionStorage);
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(browserSessionStorage()).toBeUndefined();
      expect(readProductListMemory()).toEqual(EMPTY);
    } finally {
      blocked.mockRestore();
    }
  });
});
