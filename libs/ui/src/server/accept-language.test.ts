import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './accept-language';

describe('acceptedLanguages', () => {
  it('orders the languages by weight, then as given, without refused or wildcard ones', () => {
    expect(acceptedLanguages('en-GB,en;q=0.8,id;q=0.9,*;q=0.1,th;q=0')).toEqual([
      'en-GB',
      'id',
      'en',
    ]);
  });

  it('reads a missing or empty header as no preference', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
