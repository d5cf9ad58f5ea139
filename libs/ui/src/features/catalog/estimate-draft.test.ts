import { describe, expect, it } from 'vitest';
import type { DraftStorage } from './estimate-draft';
import { keepEstimateDraft, takeEstimateDraft } from './estimate-draft';

function memoryStorage(): DraftStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const DRAFT = {
  quantities: { 'var-1': 10, 'var-2': 0 },
  values: { odm: true, notes: 'Logo di tali' },
};

describe('the request kept across the phone verification', () => {
  it('gives the draft of a product back once', () => {
    const storage = memoryStorage();
    keepEstimateDraft('prd-1', DRAFT, storage);
    expect(takeEstimateDraft('prd-2', storage)).toBeNull();
    expect(takeEstimateDraft('prd-1', storage)).toEqual(DRAFT);
    expect(takeEstimateDraft('prd-1', storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it.each<[string, string]>([
    ['not JSON', '{'],
    ['a negative quantity', JSON.stringify({ ...DRAFT, quantities: { 'var-1': -1 } })],
    ['a fractional quantity', JSON.stringify({ ...DRAFT, quantities: { 'var-1': 1.5 } })],
    ['a quantity as text', JSON.stringify({ ...DRAFT, quantities: { 'var-1': '10' } })],
    ['no values', JSON.stringify({ quantities: DRAFT.quantities })],
    ['a note that is not text', JSON.stringify({ ...DRAFT, values: { odm: false, notes: 5 } })],
  ])('reads %s as no draft, and drops it', (_case, raw) => {
    const storage = memoryStorage();
    storage.setItem('estimate_draft:prd-1', raw);
    expect(takeEstimateDraft('prd-1', storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('loses only the draft where the storage is full or blocked', () => {
    const blocked: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => keepEstimateDraft('prd-1', DRAFT, blocked)).not.toThrow();
    expect(takeEstimateDraft('prd-1', blocked)).toBeNull();
    expect(takeEstimateDraft('prd-1', undefined)).toBeNull();
  });
});
