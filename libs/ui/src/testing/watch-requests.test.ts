import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from './mock-server';
import { watchRequests } from './watch-requests';

const BASE = 'https://gateway.test/api';

afterEach(() => mockServer.events.removeAllListeners());

describe('watchRequests', () => {
  it('sees the requests of one method on a path, leaving the answer to the handlers', async () => {
    mockServer.use(http.all(`${BASE}/oci/things`, () => HttpResponse.json({ status: 200 })));
    const posts = watchRequests('/oci/things', 'POST');
    const gets = watchRequests('/oci/things');

    const answer = await fetch(`${BASE}/oci/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'tas' }),
    });
    await fetch(`${BASE}/oci/things?page=2`);

    expect(await answer.json()).toEqual({ status: 200 });
    expect(posts).toHaveLength(1);
    expect(posts[0]?.method).toBe('POST');
    expect(await posts[0]?.body).toEqual({ name: 'tas' });
    expect(gets.map((request) => request.url.searchParams.get('page'))).toEqual(['2']);
    expect(await gets[0]?.body).toBeUndefined();
  });

  it('reads a multipart body as its text fields and file counts', async () => {
    mockServer.use(http.post(`${BASE}/oci/uploads`, () => HttpResponse.json({ status: 200 })));
    const uploads = watchRequests('/oci/uploads', 'POST');
    const form = new FormData();
    form.append('notes', 'Logo bordir');
    form.append('logos', new File(['png'], 'logo.png', { type: 'image/png' }));
    form.append('logos', new File(['png'], 'logo-2.png', { type: 'image/png' }));

    await fetch(`${BASE}/oci/uploads`, { method: 'POST', body: form });

    expect(await uploads[0]?.body).toEqual({
      fields: { notes: 'Logo bordir' },
      fileCounts: { logos: 2 },
    });
  });
});
