import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { placeOrderGroup } from '../orders/testing';
import { DevClock } from '../../context/dev-clock';
import { PRODUCTION_TEST_ENV } from '../../testing/production-env';

const HOUR = 3_600_000;

describe('DevClock', () => {
  it('reads the base clock plus every hour it was moved, and never goes back', () => {
    let base = new Date('2026-03-02T03:00:00.000Z');
    const clock = new DevClock(() => base);
    expect(clock.now()).toEqual(base);
    expect(clock.advance(25)).toEqual(new Date('2026-03-03T04:00:00.000Z'));
    base = new Date('2026-03-02T04:00:00.000Z');
    expect(clock.now()).toEqual(new Date('2026-03-03T05:00:00.000Z'));
    for (const hours of [0, -1, 1.5, Number.NaN]) {
      expect(() => clock.advance(hours), String(hours)).toThrow(RangeError);
    }
    expect(clock.now()).toEqual(new Date('2026-03-03T05:00:00.000Z'));
  });
});

describe.each(TEST_DATABASE_KINDS)('POST /dev/clock/advance on %s', (kind) => {
  describe('in development', () => {
    let t: TestApp;
    let staff: { authorization: string };
    beforeAll(async () => {
      // The sweep runs every second here, as in the end-to-end tests that use this call.
      t = await createTestApp(kind, { env: { ORDER_SWEEP_INTERVAL_SECONDS: '1' } });
      staff = await staffAuth(t, await createStaff(t));
    });
    afterAll(() => t.close());

    async function statusOf(orderNumber: string) {
      const [row] = await t.handle.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber));
      return row?.status;
    }

    it('moves every deadline: the sweep cancels an unpaid order once its window has passed', async () => {
      const customer = await createCustomer(t);
      const group = await placeOrderGroup(t, customer);
      const orderNumber = group.orderNumbers[0] ?? '';
      const hours = Math.ceil((group.paymentDeadline.getTime() - t.clock.now.getTime()) / HOUR);
      // A second of sweeps on the unmoved clock leaves the order waiting for payment.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await statusOf(orderNumber)).toBe('waiting_payment');

      const answer = await t.call({
        method: 'POST',
        url: '/dev/clock/advance',
        headers: staff,
        payload: { hours },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.now).toBe(
        new Date(t.clock.now.getTime() + hours * HOUR).toISOString(),
      );

      const deadline = Date.now() + 10_000;
      while ((await statusOf(orderNumber)) !== 'canceled' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await statusOf(orderNumber)).toBe('canceled');
    });

    it('is for staff only, and takes whole hours within 90 days', async () => {
      expect(
        (await t.call({ method: 'POST', url: '/dev/clock/advance', payload: { hours: 1 } })).status,
      ).toBe(401);
      const customer = await customerAuth(t, await createCustomer(t));
      const asCustomer = await t.call({
        method: 'POST',
        url: '/dev/clock/advance',
        headers: customer,
        payload: { hours: 1 },
      });
      expect(asCustomer.status).toBe(404);
      for (const hours of [0, 1.5, 24 * 90 + 1, '3']) {
        const refused = await t.call({
          method: 'POST',
          url: '/dev/clock/advance',
          headers: staff,
          payload: { hours },
        });
        expect(refused.status, String(hours)).toBe(400);
      }
    });
  });

  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: PRODUCTION_TEST_ENV,
      });
    });
    afterAll(() => t.close());

    it('does not exist, even for staff', async () => {
      const staff = await staffAuth(t, await createStaff(t));
      const answer = await t.call({
        method: 'POST',
        url: '/dev/clock/advance',
        headers: staff,
        payload: { hours: 1 },
      });
      expect(answer.status).toBe(404);
    });
  });
});
