import { describe, expect, it } from 'vitest';
import { CatalogSourceError } from '../../adapters/catalog/catalog-adapter';
import { AppError } from '../../http/app-error';
import { createTestDatabase } from '../../testing/test-database';
import { CurrentRateCache } from '../../context/current-rate-cache';
import { loadPricing } from './catalog-pricing';
import { fromSource } from './catalog.service';

describe('fromSource', () => {
  it('turns a failing data service into the generic retry message', async () => {
    const failure = fromSource(Promise.reject(new CatalogSourceError('down')));
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ code: 'generic_retry', statusCode: 500 });
  });

  it('lets every other failure through unchanged', async () => {
    const bug = new TypeError('a bug');
    await expect(fromSource(Promise.reject(bug))).rejects.toBe(bug);
    expect(await fromSource(Promise.resolve(7))).toBe(7);
  });
});

describe('loadPricing', () => {
  it('lets a database failure through (only a missing rate becomes server_error)', async () => {
    const handle = await createTestDatabase('pglite');
    await handle.close();
    const failure = loadPricing({
      db: handle.db,
      market: { currency: 'IDR' } as never,
      now: () => new Date(),
      currentRate: new CurrentRateCache(),
    });
    await expect(failure).rejects.not.toBeInstanceOf(AppError);
    await expect(failure).rejects.toThrow();
  });
});
