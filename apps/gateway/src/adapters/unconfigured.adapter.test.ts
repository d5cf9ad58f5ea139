import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { outboxMessages } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { createAdapters } from './create-adapters';
import { PRODUCTION_TEST_ENV } from '../testing/production-env';

describe('adapters without a configured provider', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
  });
  afterAll(() => handle.close());

  it('keep every message in the outbox in development', async () => {
    const adapters = createAdapters(loadConfig({ NODE_ENV: 'development' }), handle.db);
    await adapters.whatsapp.send({ to: '+6281234567890', body: 'Kode Anda 123456' });
    const rows = await handle.db.select().from(outboxMessages);
    expect(rows).toMatchObject([{ channel: 'whatsapp', body: 'Kode Anda 123456' }]);
  });

  it('keep nothing in production, and warn without the content', async () => {
    await handle.db.delete(outboxMessages);
    const log = { warn: vi.fn() };
    const config = loadConfig(PRODUCTION_TEST_ENV);
    const adapters = createAdapters(config, handle.db, log);
    await adapters.whatsapp.send({ to: '+6281234567890', body: 'Kode Anda 123456' });
    await adapters.mail.send({
      to: 'budi@example.co.id',
      subject: 'Reset',
      body: 'secret link',
      html: '<p>secret link</p>',
    });
    expect(await adapters.push.send({ token: 't', title: 'x', body: 'y' })).toBe('sent');
    expect(await handle.db.select().from(outboxMessages)).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(3);
    expect(JSON.stringify(log.warn.mock.calls)).not.toMatch(/123456|secret link|budi@/);
  });
});
