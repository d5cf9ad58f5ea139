import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

let counter = 0;
/** A new made-up address, as a client forging X-Forwarded-For would send on every call. */
const forged = () => {
  counter += 1;
  return `172.16.${(counter >> 8) & 255}.${counter & 255}`;
};

const LIMITS = { RATE_LIMIT_PER_MINUTE: '2', AUTH_RATE_LIMIT_PER_MINUTE: '2' };

/** The anonymous campaign tracking call (writes a row per call) and registration. */
const calls = {
  tracking: { method: 'GET', url: '/oci/tracking-octf?utm_source=flood' },
  registration: { method: 'POST', url: '/v1/auth/registration?langcode=en', payload: {} },
} as const;

async function statusesOf(
  t: TestApp,
  call: keyof typeof calls,
  from: () => { remoteAddress: string; forwardedFor?: string },
  times = 3,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const { remoteAddress, forwardedFor } = from();
    const answer = await t.call({
      ...calls[call],
      remoteAddress,
      ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
    });
    statuses.push(answer.status);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of addresses and ranges, and names itself when wrong', () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.0.2.7', 'fd00::/8', 'loopback']);
    for (const wrong of ['true', '10.0.0.0/33', 'proxy.example.com', '1.2.3']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe.each(TEST_DATABASE_KINDS)('the address limits are counted on on %s', (kind) => {
  describe('with TRUST_PROXY unset (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: LIMITS });
    });
    afterAll(() => t.close());

    it.each(['tracking', 'registration'] as const)(
      'ignores a forged X-Forwarded-For on %s: the socket address is cut off',
      async (call) => {
        const remoteAddress = forged();
        const statuses = await statusesOf(t, call, () => ({
          remoteAddress,
          forwardedFor: forged(),
        }));
        expect(statuses[2]).toBe(429);
        expect(statuses.slice(0, 2)).not.toContain(429);
      },
    );
  });

  describe('with TRUST_PROXY a CIDR range', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { ...LIMITS, TRUST_PROXY: '10.0.0.0/8' } });
    });
    afterAll(() => t.close());

    it('counts the client a trusted proxy names, each client apart', async () => {
      const client = forged();
      const viaProxy = () => ({ remoteAddress: '10.20.30.40', forwardedFor: client });
      expect(await statusesOf(t, 'tracking', viaProxy)).toEqual([200, 200, 429]);
      // Another client behind the same proxy has its own budget.
      const other = await statusesOf(t, 'tracking', () => ({
        remoteAddress: '10.20.30.40',
        forwardedFor: forged(),
      }));
      expect(other).toEqual([200, 200, 200]);
    });

    it('ignores the header from an address outside the range', async () => {
      const remoteAddress = forged();
      const statuses = await statusesOf(t, 'registration', () => ({
        remoteAddress,
        forwardedFor: forged(),
      }));
      expect(statuses[2]).toBe(429);
    });
  });

  describe('with TRUST_PROXY a hop count', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { ...LIMITS, TRUST_PROXY: '1' } });
    });
    afterAll(() => t.close());

    it('takes the address the one proxy appended, not what the client put before it', async () => {
      const client = forged();
      const statuses = await statusesOf(t, 'tracking', () => ({
        remoteAddress: '127.0.0.1',
        // The client forges a first entry; the load balancer appends the address it saw.
        forwardedFor: `${forged()}, ${client}`,
      }));
      expect(statuses).toEqual([200, 200, 429]);
    });
  });
});
