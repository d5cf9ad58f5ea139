import { messageFor } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { EventEmitter, once } from 'node:events';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

describe.each(TEST_DATABASE_KINDS)('health answers for a load balancer on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers live and ready in the envelope, with states and no data', async () => {
    t = await createTestApp(kind);
    const live = await t.call({ method: 'GET', url: '/health/live' });
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 200, message: 'OK', data: { live: true } });

    const ready = await t.call({ method: 'GET', url: '/health/ready' });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 200,
      message: 'OK',
      data: { ready: true, database: 'ready', migrations: 'applied' },
    });
    expect(ready.response.headers['cache-control']).toBe('no-store');
  });

  it('is never rate limited, while the API is', async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_PER_MINUTE: '2' } });
    for (let i = 0; i < 6; i += 1) {
      expect((await t.call({ method: 'GET', url: '/health/ready' })).status).toBe(200);
      expect((await t.call({ method: 'GET', url: '/health/live' })).status).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await t.call({ method: 'GET', url: '/address/area' })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('is not ready, in the envelope with Retry-After, when the database is closed', async () => {
    const app = await createTestApp(kind);
    // The database goes away under a running app (the app itself is closed last).
    await app.handle.close();
    try {
      const ready = await app.call({ method: 'GET', url: '/health/ready?langcode=en' });
      expect(ready.status).toBe(503);
      expect(ready.response.headers['retry-after']).toBe('5');
      expect(ready.body).toEqual({
        status: 503,
        message: messageFor('service_unavailable', 'en'),
        data: {
          code: 'service_unavailable',
          ready: false,
          database: 'unavailable',
          migrations: 'unknown',
        },
      });
      // Alive all the same: a restart of this process would not bring the database back.
      expect((await app.call({ method: 'GET', url: '/health/live' })).status).toBe(200);
    } finally {
      await app.app.close();
    }
  });

  it('shows Redis state without letting it decide readiness', async () => {
    // A client that is reconnecting: the state ioredis reports while its server is away.
    const redis = Object.assign(new EventEmitter(), { status: 'reconnecting' }) as never;
    t = await createTestApp(kind, { deps: { redis } });
    const ready = await t.call({ method: 'GET', url: '/health/ready' });
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({
      ready: true,
      database: 'ready',
      migrations: 'applied',
      redis: 'unavailable',
    });
  });
});

/** Sends raw HTTP/1.1 on one keep-alive connection; resolves with everything read until it closes. */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = once(socket, 'close').then(() => received);
  return {
    ready: once(socket, 'connect'),
    send: (path: string) =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nAccept-Language: en\r\n\r\n`,
      ),
    closed,
    destroy: () => socket.destroy(),
  };
}

describe('while the gateway shuts down (pglite)', () => {
  it('answers a request on an open keep-alive connection with the envelope 503, and finishes the running one', async () => {
    let releaseSlow: () => void = () => undefined;
    let releaseClose: () => void = () => undefined;
    let slowEntered: () => void = () => undefined;
    let closeEntered: () => void = () => undefined;
    const slowRelease = new Promise<void>((resolve) => (releaseSlow = resolve));
    const closeRelease = new Promise<void>((resolve) => (releaseClose = resolve));
    const slowStarted = new Promise<void>((resolve) => (slowEntered = resolve));
    const closeStarted = new Promise<void>((resolve) => (closeEntered = resolve));
    const t = await createTestApp('pglite', {
      deps: {
        modules: async (app: FastifyInstance) => {
          app.get('/slow', async () => {
            slowEntered();
            await slowRelease;
            return { status: 200, message: 'OK', data: { finished: true } };
          });
          // Holds the close between "closing" and "stop accepting": the moment a load balancer
          // has not yet noticed and a keep-alive client sends its next request.
          app.addHook('preClose', async () => {
            closeEntered();
            await closeRelease;
          });
        },
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as { port: number }).port;
    const busy = rawConnection(port);
    const idle = rawConnection(port);
    try {
      await Promise.all([busy.ready, idle.ready]);
      busy.send('/slow');
      await slowStarted;
      idle.send('/health/live');
      await new Promise((resolve) => setTimeout(resolve, 300));

      const closing = t.app.close();
      await closeStarted;
      idle.send('/address/area');
      const idleText = await idle.closed;
      releaseClose();
      releaseSlow();
      const busyText = await busy.closed;
      await closing;

      // The running request finished normally, and its connection ends with it.
      expect(busyText).toMatch(/^HTTP\/1\.1 200 /);
      expect(busyText).toMatch(/\r\nconnection: close\r\n/i);
      expect(busyText).toContain('{"status":200,"message":"OK","data":{"finished":true}}');

      const answers = idleText.split(/(?=HTTP\/1\.1 )/);
      expect(answers).toHaveLength(2);
      expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
      expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
      expect(answers[1]).toMatch(/\r\nretry-after: 5\r\n/i);
      expect(answers[1]).toMatch(/\r\nconnection: close\r\n/i);
      const body = JSON.parse(answers[1]?.split('\r\n\r\n')[1] ?? '');
      expect(body).toEqual({
        status: 503,
        message: messageFor('service_unavailable', 'en'),
        data: { code: 'service_unavailable' },
      });
    } finally {
      releaseClose();
      releaseSlow();
      busy.destroy();
      idle.destroy();
      await t.handle.close();
    }
  });
});
