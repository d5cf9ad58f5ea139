import { ID_MARKET } from '@storefront/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { customerLevel } from './customer-level';

describe.each(TEST_DATABASE_KINDS)('customerLevel on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("judges the customer's total order against the market's thresholds", async () => {
    const levelOf = async (totalOrder: number) =>
      customerLevel(t.handle.db, ID_MARKET, (await createCustomer(t, { totalOrder })).id);
    const { gold, diamond } = ID_MARKET.levelThresholds;
    expect(await levelOf(gold.amount - 1)).toBe('silver');
    expect(await levelOf(gold.amount)).toBe('gold');
    expect(await levelOf(diamond.amount)).toBe('diamond');
  });

  it('grants an unknown customer nothing: the lowest level', async () => {
    expect(await customerLevel(t.handle.db, ID_MARKET, randomUUID())).toBe('silver');
  });
});
