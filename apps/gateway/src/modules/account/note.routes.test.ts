import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('notes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function signedIn() {
    return customerAuth(t, await createCustomer(t));
  }
  const create = (headers: Headers, content: unknown) =>
    t.call({ method: 'POST', url: '/oci/notes', headers, payload: { content } });
  const tick = () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  };

  it('writes a note stamped with the clock, trimmed', async () => {
    const headers = await signedIn();
    const answer = await create(headers, '  Tanyakan ongkir laut ke Surabaya  ');
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      content: 'Tanyakan ongkir laut ke Surabaya',
      created_at: t.clock.now.toISOString(),
      updated_at: t.clock.now.toISOString(),
    });
    const read = await t.call({ method: 'GET', url: `/oci/notes/${answer.body.data.id}`, headers });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(answer.body.data);
  });

  it.each([
    ['', 'field.required'],
    ['   ', 'field.required'],
    ['x'.repeat(101), 'field.too_long'],
    [42, 'field.invalid'],
  ])('refuses %j with 400 and %s', async (content, id) => {
    const answer = await create(await signedIn(), content);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ code: 'validation_failed', fields: { content: id } });
  });

  it('accepts a note of exactly 100 characters', async () => {
    const answer = await create(await signedIn(), 'x'.repeat(100));
    expect(answer.status).toBe(201);
  });

  it('pages the notes newest first, with the total', async () => {
    const headers = await signedIn();
    for (const content of ['satu', 'dua', 'tiga']) {
      tick();
      await create(headers, content);
    }
    const first = await t.call({ method: 'GET', url: '/oci/notes?page=1&limit=2', headers });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(first.body.data.items.map((note: { content: string }) => note.content)).toEqual([
      'tiga',
      'dua',
    ]);
    const second = await t.call({ method: 'GET', url: '/oci/notes?page=2&limit=2', headers });
    expect(second.body.data.items.map((note: { content: string }) => note.content)).toEqual([
      'satu',
    ]);
    const beyond = await t.call({ method: 'GET', url: '/oci/notes?page=3&limit=2', headers });
    expect(beyond.body.data).toEqual({ items: [], page: 3, limit: 2, total: 3 });
  });

  it('pages by 10 when no limit is asked', async () => {
    const headers = await signedIn();
    const answer = await t.call({ method: 'GET', url: '/oci/notes', headers });
    expect(answer.body.data).toEqual({ items: [], page: 1, limit: 10, total: 0 });
  });

  it.each([
    ['page=0', { page: 'field.invalid' }],
    ['limit=101', { limit: 'field.invalid' }],
    ['page=abc', { page: 'field.number' }],
  ])('refuses the query %s with 400', async (query, fields) => {
    const answer = await t.call({
      method: 'GET',
      url: `/oci/notes?${query}`,
      headers: await signedIn(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
  });

  it('rewrites a note: new content, new updated_at, same created_at', async () => {
    const headers = await signedIn();
    const created = await create(headers, 'Draf');
    tick();
    const answer = await t.call({
      method: 'POST',
      url: `/oci/notes/${created.body.data.id}`,
      headers,
      payload: { content: 'Final' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      ...created.body.data,
      content: 'Final',
      updated_at: t.clock.now.toISOString(),
    });
  });

  it("never shows or changes another customer's note: 404 and nothing leaked", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const created = await create(owner, 'Rahasia dagang');
    const id = created.body.data.id as string;

    const read = await t.call({ method: 'GET', url: `/oci/notes/${id}`, headers: stranger });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({
      status: 404,
      message: 'Data tidak ditemukan',
      data: { code: 'not_found' },
    });
    const changed = await t.call({
      method: 'POST',
      url: `/oci/notes/${id}`,
      headers: stranger,
      payload: { content: 'Diubah' },
    });
    expect(changed.status).toBe(404);
    const list = await t.call({ method: 'GET', url: '/oci/notes', headers: stranger });
    expect(list.body.data.total).toBe(0);
    const mine = await t.call({ method: 'GET', url: `/oci/notes/${id}`, headers: owner });
    expect(mine.body.data.content).toBe('Rahasia dagang');
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 for an id that names no note (%s)',
    async (id) => {
      const headers = await signedIn();
      expect((await t.call({ method: 'GET', url: `/oci/notes/${id}`, headers })).status).toBe(404);
      const changed = await t.call({
        method: 'POST',
        url: `/oci/notes/${id}`,
        headers,
        payload: { content: 'x' },
      });
      expect(changed.status).toBe(404);
    },
  );
});
