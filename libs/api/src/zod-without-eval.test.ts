import { describe, expect, it } from 'vitest';

describe('zod without eval (browser entries, decision 230)', () => {
  it("turns on zod's jitless setting, which zod's own config() reads", async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
