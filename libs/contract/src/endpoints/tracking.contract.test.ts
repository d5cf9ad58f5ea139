import { describe, expect, it } from 'vitest';
import { campaignKey, trackOctfRedirect } from './tracking.contract';

describe('campaignKey: one campaign, one name on both sides of the redirect', () => {
  it.each([
    [{ utm_id: 'promo-12', utm_source: 'wa' }, 'utm_source=wa&utm_id=promo-12'],
    [{ utm_source: 'wa', utm_medium: '', utm_id: undefined }, 'utm_source=wa'],
    [{ utm_source: 'mail & chat', utm_medium: 'a=b' }, 'utm_source=mail+%26+chat&utm_medium=a%3Db'],
    [{}, ''],
  ])('names %j as %j', (campaign, key) => {
    expect(campaignKey(campaign)).toBe(key);
  });
});

describe('trackOctfRedirect query', () => {
  it('takes the campaign beside the e-mail, trimmed', () => {
    expect(trackOctfRedirect.query.parse({ email: 'a@example.com', utm_source: ' wa ' })).toEqual({
      email: 'a@example.com',
      utm_source: 'wa',
    });
  });

  it('refuses a campaign value over 100 characters', () => {
    const result = trackOctfRedirect.query.safeParse({
      email: 'a@example.com',
      utm_id: 'x'.repeat(101),
    });
    expect(result.success).toBe(false);
  });
});
