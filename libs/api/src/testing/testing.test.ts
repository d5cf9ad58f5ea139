import { CONTRACT } from '@storefront/contract';
import type { EndpointDefinition, EndpointId } from '@storefront/contract';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createContractHandlers,
  defaultErrorBody,
  errorEnvelope,
  handlerFor,
  languageOfRequest,
  makeOrderSummary,
  makePage,
  readMultipart,
  REQUEST_SAMPLES,
  RESPONSE_FACTORIES,
  responseFor,
  sampleFile,
  urlPatternOf,
  useErrorCase,
  useNetworkError,
  useSuccessCase,
} from './index';
import { createMockServer } from './node';

const BASE = 'http://gateway.test/api';
const rows = CONTRACT.map((entry) => [entry.id, entry] as [EndpointId, EndpointDefinition]);

/** A sample request as the gateway's schemas parse it (defaults applied, text coerced). */
function parsedSample(id: EndpointId, entry: EndpointDefinition) {
  const sample = REQUEST_SAMPLES[id] as { params?: unknown; query?: unknown; body?: unknown };
  return {
    params: entry.params?.parse(sample.params ?? {}),
    query: entry.query?.parse(sample.query ?? {}),
    body: entry.body?.parse(sample.body ?? {}),
  };
}

describe('request samples and response factories, checked against the contract', () => {
  it.each(rows)('the %s sample passes the entry’s schemas', (id, entry) => {
    expect(() => parsedSample(id, entry)).not.toThrow();
  });

  it.each(rows)('the %s answer passes the entry’s response schema', (id, entry) => {
    const data = responseFor(id, parsedSample(id, entry) as never);
    const parsed = entry.response.safeParse(data);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('has an answer for every entry and no other', () => {
    expect(Object.keys(RESPONSE_FACTORIES).sort()).toEqual(CONTRACT.map((e) => e.id).sort());
    expect(Object.keys(REQUEST_SAMPLES).sort()).toEqual(CONTRACT.map((e) => e.id).sort());
  });

  it('answers with the ids it was asked for', () => {
    const detail = RESPONSE_FACTORIES.getTransaction({
      params: { groupNumber: 'GRP-9', orderNumber: 'IDL-20250430-000009' },
    });
    expect(detail).toMatchObject({ group_number: 'GRP-9', order_number: 'IDL-20250430-000009' });
  });

  it('numbers orders with the market’s prefix', () => {
    expect(makeOrderSummary(0).order_number).toMatch(/^IDL-/);
  });
});

describe('makePage', () => {
  it.each<[number, number, number, number]>([
    [1, 10, 23, 10],
    [3, 10, 23, 3],
    [4, 10, 23, 0],
    [1, 10, 0, 0],
    [2, 10, 20, 10],
  ])('page %d of %d with %d in all holds %d', (page, limit, total, count) => {
    const result = makePage((i) => i, { page, limit }, total);
    expect(result).toMatchObject({ page, limit, total });
    expect(result.items).toHaveLength(count);
    expect(result.items[0]).toBe(count === 0 ? undefined : (page - 1) * limit);
  });
});

describe('the mock gateway', () => {
  const server = createMockServer({ baseUrl: BASE });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const json = (response: Response) => response.json() as Promise<Record<string, unknown>>;

  it('answers a public call without a token, in the envelope', async () => {
    const response = await fetch(`${BASE}/oci/cms/seo?langcode=id`);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      status: 200,
      message: 'OK',
      data: { faq: expect.any(Array) },
    });
  });

  it('refuses a customer call without a token like the gateway (401, in the request language)', async () => {
    const response = await fetch(`${BASE}/oci/profile`, { headers: { 'x-language-code': 'id' } });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({
      status: 401,
      message: 'Silahkan login',
      data: { code: 'unauthorized' },
    });
  });

  it('lets calls through without a token when asked to', async () => {
    server.use(...createContractHandlers({ baseUrl: BASE, requireAuth: false }));
    const response = await fetch(`${BASE}/oci/profile`);
    expect(response.status).toBe(200);
  });

  it('refuses a body the contract refuses, with the field errors', async () => {
    const response = await fetch(`${BASE}/oci/customer/alamat?langcode=en`, {
      method: 'POST',
      headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
      body: JSON.stringify({
        ...REQUEST_SAMPLES.createAddress.body,
        kode_pos: '',
        telepon: '0812',
      }),
    });
    const body = await json(response);
    expect(body).toMatchObject({
      data: {
        code: 'validation_failed',
        fields: { kode_pos: 'field.required', telepon: 'field.phone' },
      },
    });
    expect(response.status).toBe(body['status']);
  });

  it('refuses bad params and query too', async () => {
    const response = await fetch(`${BASE}/oci/orders/transaction-list/nope/last_30_days?page=0`, {
      headers: { authorization: 'Bearer x' },
    });
    expect(await json(response)).toMatchObject({
      data: { fields: { tab: 'field.invalid', page: 'field.invalid' } },
    });
  });

  it('refuses an upload without its required file', async () => {
    const form = new FormData();
    form.append('cart_item_id', 'cart-1');
    const response = await fetch(`${BASE}/oci/orders/cart/logo`, {
      method: 'POST',
      headers: { authorization: 'Bearer x' },
      body: form,
    });
    expect(await json(response)).toMatchObject({ data: { fields: { logos: 'field.required' } } });
  });

  it('answers with the overrides it was given', async () => {
    server.use(
      ...createContractHandlers({
        baseUrl: BASE,
        responses: { countNewNotifications: () => ({ total: 42 }) },
      }),
    );
    const response = await fetch(`${BASE}/oci/notification/new`, {
      headers: { authorization: 'Bearer x' },
    });
    expect(await json(response)).toMatchObject({ data: { total: 42 } });
  });

  it('switches an entry to an error case, a network error or another answer', async () => {
    useErrorCase(server, 'getSiteContent', 500);
    expect((await fetch(`${BASE}/oci/cms/seo`)).status).toBe(500);
    useErrorCase(server, 'getSiteContent', 502, '<html>Bad Gateway</html>');
    const html = await fetch(`${BASE}/oci/cms/seo`);
    expect([html.status, await html.text()]).toEqual([502, '<html>Bad Gateway</html>']);
    useNetworkError(server, 'getSiteContent');
    await expect(fetch(`${BASE}/oci/cms/seo`)).rejects.toThrow();
    useSuccessCase(server, 'listAreaRegions', [{ id: 'TH', name: 'Thailand' }]);
    expect(await json(await fetch(`${BASE}/address/area`))).toMatchObject({
      data: [{ id: 'TH', name: 'Thailand' }],
    });
  });

  it('plays an error case once when asked', async () => {
    useErrorCase(server, 'getSiteContent', 429, undefined, { once: true });
    expect((await fetch(`${BASE}/oci/cms/seo`)).status).toBe(429);
    expect((await fetch(`${BASE}/oci/cms/seo`)).status).toBe(200);
  });

  it('lets any resolver stand for an entry', async () => {
    server.use(
      handlerFor('getSiteContent', () => HttpResponse.text('teapot', { status: 418 }), BASE),
    );
    expect((await fetch(`${BASE}/oci/cms/seo`)).status).toBe(418);
  });
});

describe('helpers', () => {
  it('builds msw patterns from the contract path', () => {
    const entry = CONTRACT.find((e) => e.id === 'getTransaction') as EndpointDefinition;
    expect(urlPatternOf(entry)).toBe('*/oci/orders/transaction-detail/:groupNumber/:orderNumber');
    expect(urlPatternOf(entry, 'http://x/api/')).toBe(
      'http://x/api/oci/orders/transaction-detail/:groupNumber/:orderNumber',
    );
  });

  it.each<[number, string, string]>([
    [404, 'not_found', 'Data not found'],
    [429, 'too_many_requests', 'Too many requests. Please wait a moment and try again'],
    [503, 'server_error', 'An error occurred please try again'],
    [302, 'generic_retry', 'Something went wrong, please try again'],
  ])('the default error body of %d carries %s', (status, code, message) => {
    expect(defaultErrorBody(status)).toEqual({ status, message, data: { code } });
  });

  it('writes error envelopes in the request language', () => {
    expect(errorEnvelope('email_registered', 'id')).toMatchObject({
      message: 'Email sudah terdaftar',
      data: { code: 'email_registered' },
    });
    expect(languageOfRequest(new Request('http://x/?langcode=th'))).toBe('th');
    expect(languageOfRequest(new Request('http://x/'))).toBe('en');
  });

  it('reads multipart text fields and counts files, with or without a working formData()', async () => {
    const boundary = 'XyZ';
    const text = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="cart_item_id"',
      '',
      'cart-1',
      `--${boundary}`,
      'Content-Disposition: form-data; name="logos"; filename="a.png"',
      'Content-Type: image/png',
      '',
      'PNGDATA',
      `--${boundary}`,
      'Content-Disposition: form-data; name="logos"; filename="b.png"',
      'Content-Type: image/png',
      '',
      'PNGDATA',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const request = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: text,
    });
    expect(await readMultipart(request)).toEqual({
      fields: { cart_item_id: 'cart-1' },
      fileCounts: { logos: 2 },
    });
  });

  it('reads a body that is not multipart as empty', async () => {
    const request = new Request('http://x/', { method: 'POST', body: 'plain' });
    expect(await readMultipart(request)).toEqual({ fields: {}, fileCounts: {} });
  });

  it('makes sample files', () => {
    expect(sampleFile('x.jpg', 'image/jpeg')).toMatchObject({
      name: 'x.jpg',
      type: 'image/jpeg',
      size: 8,
    });
  });
});
