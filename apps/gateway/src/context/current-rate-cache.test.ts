import { describe, expect, it, vi } from 'vitest';
import { CURRENT_RATE_MAX_AGE_MS, CurrentRateCache } from './current-rate-cache';

const reading = (value: string, nextChangeMs: number | null = null) =>
  vi.fn(async () => ({ value, nextChangeMs }));

describe('CurrentRateCache', () => {
  it('reuses a read for CURRENT_RATE_MAX_AGE_MS, then reads again', async () => {
    const cache = new CurrentRateCache<string>();
    const load = reading('2300');
    expect(await cache.read(1_000, load)).toBe('2300');
    expect(await cache.read(1_000 + CURRENT_RATE_MAX_AGE_MS - 1, load)).toBe('2300');
    expect(load).toHaveBeenCalledTimes(1);
    await cache.read(1_000 + CURRENT_RATE_MAX_AGE_MS, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again exactly when a scheduled rate takes effect', async () => {
    const cache = new CurrentRateCache<string>();
    expect(await cache.read(0, reading('2300', 1_500))).toBe('2300');
    expect(await cache.read(1_499, reading('not read'))).toBe('2300');
    expect(await cache.read(1_500, reading('2400'))).toBe('2400');
  });

  it('reads again when the clock goes back before the read', async () => {
    const cache = new CurrentRateCache<string>();
    await cache.read(10_000, reading('2300'));
    expect(await cache.read(9_999, reading('2200'))).toBe('2200');
  });

  it('forgets at once when a rate is set, even a read still under way', async () => {
    const cache = new CurrentRateCache<string>();
    await cache.read(0, reading('2300'));
    cache.forget();
    expect(await cache.read(1, reading('2400'))).toBe('2400');

    const racing = new CurrentRateCache<string>();
    let finish: (value: { value: string; nextChangeMs: null }) => void = () => undefined;
    const slow = racing.read(2, () => new Promise((done) => (finish = done)));
    racing.forget();
    finish({ value: 'old', nextChangeMs: null });
    // The read that began before the new rate answers its caller, but is not kept.
    expect(await slow).toBe('old');
    expect(await racing.read(3, reading('2500'))).toBe('2500');
  });

  it('shares one read among concurrent answers and keeps no failure', async () => {
    const cache = new CurrentRateCache<string>();
    const load = reading('2300');
    expect(await Promise.all([cache.read(0, load), cache.read(0, load)])).toEqual(['2300', '2300']);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = new CurrentRateCache<string>();
    await expect(failing.read(0, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await failing.read(0, reading('2300'))).toBe('2300');
  });
});
