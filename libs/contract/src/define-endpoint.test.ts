import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type {
  EndpointParsedRequest,
  EndpointRequest,
  EndpointResponse,
  FileLike,
  PathParamNames,
} from './define-endpoint';
import { CONTRACT_BY_ID } from './contract';
import { buildPath, defineEndpoint, pathPlaceholders } from './define-endpoint';
import { sendPasswordReset } from './endpoints/auth.contract';
import { getCart, uploadCartLogo } from './endpoints/cart.contract';
import type { searchCatalog } from './endpoints/catalog.contract';
import type { createInquiry } from './endpoints/inquiry.contract';
import type { listTransactions } from './endpoints/orders.contract';
import { getTransaction } from './endpoints/orders.contract';

describe('pathPlaceholders', () => {
  it.each([
    ['/oci/profile', []],
    ['/oci/orders/cart/:cartItemId', ['cartItemId']],
    ['/oci/orders/cart/variant/:cartItemId/:variantId', ['cartItemId', 'variantId']],
    ['/admin/inquiries/:inquiryId/variants/:variantId/quote', ['inquiryId', 'variantId']],
  ])('%s → %j', (path, names) => {
    expect(pathPlaceholders(path)).toEqual(names);
  });
});

describe('defineEndpoint', () => {
  it('keeps the entry as given and freezes it', () => {
    const entry = defineEndpoint({
      id: 'getThing',
      method: 'GET',
      path: '/things/:thingId',
      auth: 'customer',
      summary: 'A thing by its id.',
      params: z.object({ thingId: z.string() }),
      response: z.object({ name: z.string() }),
    });
    expect(entry.path).toBe('/things/:thingId');
    expect(Object.isFrozen(entry)).toBe(true);
  });

  it('refuses params that differ from the placeholders', () => {
    expect(() =>
      defineEndpoint({
        id: 'getThing',
        method: 'GET',
        path: '/things/:thingId',
        auth: 'customer',
        summary: 'A thing by its id.',
        // @ts-expect-error the key must be thingId, the placeholder of the path
        params: z.object({ id: z.string() }),
        response: z.null(),
      }),
    ).toThrow(/params \[id\] differ from the placeholders of \/things\/:thingId/);
  });

  it('refuses a path with placeholders and no params', () => {
    expect(() =>
      // @ts-expect-error params are required when the path has placeholders
      defineEndpoint({
        id: 'getThing',
        method: 'GET',
        path: '/things/:thingId',
        auth: 'customer',
        summary: 'A thing by its id.',
        response: z.null(),
      }),
    ).toThrow(/differ from the placeholders/);
  });

  it('refuses a multipart GET', () => {
    expect(() =>
      defineEndpoint({
        id: 'getUpload',
        method: 'GET',
        path: '/uploads',
        auth: 'customer',
        summary: 'Nonsense: a GET with files.',
        bodyKind: 'multipart',
        files: [{ name: 'file', rules: uploadCartLogo.files[0].rules, required: true }],
        response: z.null(),
      }),
    ).toThrow(/GET cannot carry a multipart body/);
  });
});

describe('buildPath', () => {
  it.each([
    [
      { groupNumber: 'THL-2025-0001', orderNumber: 'THL-2025-0001-1' },
      '/oci/orders/transaction-detail/THL-2025-0001/THL-2025-0001-1',
    ],
    [
      { groupNumber: 'a/b', orderNumber: 'c?d#e' },
      '/oci/orders/transaction-detail/a%2Fb/c%3Fd%23e',
    ],
    [{ groupNumber: 42, orderNumber: 'ก' }, '/oci/orders/transaction-detail/42/%E0%B8%81'],
  ])('fills and encodes %j', (params, expected) => {
    expect(buildPath(getTransaction, params)).toBe(expected);
  });

  it('encodes an email placeholder into one segment', () => {
    expect(buildPath(sendPasswordReset, { email: 'a.b+c@example.co.id' })).toBe(
      '/v1/auth/send/a.b%2Bc%40example.co.id/reset-password',
    );
  });

  it('keeps the params typed when the entry comes from CONTRACT_BY_ID', () => {
    expect(buildPath(CONTRACT_BY_ID.getTracking, { orderNumber: 'THL-9' })).toBe(
      '/oci/orders/tracking/THL-9',
    );
    // @ts-expect-error getTracking has :orderNumber, not :groupNumber
    expect(() => buildPath(CONTRACT_BY_ID.getTracking, { groupNumber: 'G' })).toThrow();
  });

  it('returns a path without placeholders as it is', () => {
    expect(buildPath(getCart)).toBe('/oci/orders/cart');
  });

  it('throws for a missing or empty value rather than address another route', () => {
    // @ts-expect-error orderNumber is missing
    expect(() => buildPath(getTransaction, { groupNumber: 'G1' })).toThrow(/:orderNumber/);
    expect(() => buildPath(getTransaction, { groupNumber: '', orderNumber: 'O1' })).toThrow(
      /:groupNumber/,
    );
  });
});

describe('inferred types', () => {
  it('reads the placeholder names of a path', () => {
    expectTypeOf<PathParamNames<'/a/:b/c/:d'>>().toEqualTypeOf<'b' | 'd'>();
    expectTypeOf<PathParamNames<'/a/b'>>().toEqualTypeOf<never>();
  });

  it('gives the client the body before defaults and the server the body after', () => {
    type Request = EndpointRequest<typeof createInquiry>;
    expectTypeOf<Request['body']['product_id']>().toEqualTypeOf<string>();
    expectTypeOf<Request['body']['odm']>().toEqualTypeOf<boolean | undefined>();
    type Parsed = EndpointParsedRequest<typeof createInquiry>;
    expectTypeOf<Parsed['body']['odm']>().toEqualTypeOf<boolean>();
    expectTypeOf<Request>().not.toHaveProperty('params');
  });

  it('makes an all-optional query optional and keeps path params typed', () => {
    type Request = EndpointRequest<typeof listTransactions>;
    expectTypeOf<Request['params']['tab']>().toEqualTypeOf<
      | 'all'
      | 'to_pay'
      | 'adjustment'
      | 'processed'
      | 'shipped'
      | 'delivered'
      | 'completed'
      | 'return_refund'
      | 'cancelled'
    >();
    expectTypeOf<{ params: Request['params'] }>().toExtend<Request>();
    expectTypeOf<
      EndpointParsedRequest<typeof searchCatalog>['query']['page']
    >().toEqualTypeOf<number>();
  });

  it('types the files of a multipart entry by their field names', () => {
    type Request = EndpointRequest<typeof uploadCartLogo>;
    expectTypeOf<Request['files']>().toEqualTypeOf<{ logos: readonly FileLike[] }>();
  });

  it('types the response data', () => {
    expectTypeOf<EndpointResponse<typeof getCart>['items'][number]['id']>().toEqualTypeOf<string>();
    expectTypeOf<keyof EndpointRequest<typeof getCart>>().toEqualTypeOf<never>();
  });
});
