import {
  deleteBankAccount,
  getCart,
  listNotifications,
  searchCatalog,
  uploadCartLogo,
} from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { isApiError } from './api-error';
import { buildFetchArgs } from './contract-call';
import type { CallContext } from './contract-call';
import { shouldRetry } from './base-query';

const context: CallContext = {
  languageCode: 'th',
  sessionId: 'b3f1c1d2-0000-4000-8000-000000000001',
  sourceName: 'storefront-th',
  bearerToken: 'header.payload.sig',
};

describe('buildFetchArgs', () => {
  it('drops unset query values and writes the rest as text, langcode last', () => {
    const args = buildFetchArgs(
      {
        entry: listNotifications,
        request: { query: { page: 2, limit: 10, is_new: false, search: undefined } },
      },
      context,
    );
    expect(args.params).toEqual({ page: '2', limit: '10', is_new: 'false', langcode: 'th' });
    expect(args).not.toHaveProperty('body');
  });

  it('leaves the bearer out of a public call even when signed in', () => {
    const args = buildFetchArgs({ entry: searchCatalog, request: {} }, context);
    expect(args.headers).not.toHaveProperty('authorization');
  });

  it('sends a customer call without bearer when there is no token (the gateway answers 401)', () => {
    const args = buildFetchArgs(
      { entry: getCart, request: {} },
      { ...context, bearerToken: undefined },
    );
    expect(args.headers).not.toHaveProperty('authorization');
    expect(args.url).toBe('/oci/orders/cart');
  });

  it('keeps the body of a DELETE that carries one', () => {
    const args = buildFetchArgs(
      { entry: deleteBankAccount, request: { body: { id: 'bank-1' } } },
      context,
    );
    expect(args).toMatchObject({ method: 'DELETE', body: { id: 'bank-1' } });
  });

  it('sends an upload as multipart, without a JSON content type', async () => {
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    const args = buildFetchArgs(
      {
        entry: uploadCartLogo,
        request: { body: { cart_item_id: 'cart-1' }, files: { logos: [logo, logo] } },
      },
      context,
    );
    expect(args.headers).not.toHaveProperty('content-type');
    const form = args.body as FormData;
    expect(form.get('cart_item_id')).toBe('cart-1');
    expect(form.getAll('logos')).toHaveLength(2);
  });

  it('refuses a file field holding something that is not a file', () => {
    expect(() =>
      buildFetchArgs(
        {
          entry: uploadCartLogo,
          request: {
            body: { cart_item_id: 'cart-1' },
            files: { logos: [{ name: 'x.png', size: 1, type: 'image/png' }] },
          },
        },
        context,
      ),
    ).toThrow(TypeError);
  });
});

describe('shouldRetry', () => {
  const failure = (status: number, code: 'generic_retry' | 'bad_request' | 'server_error') => ({
    status,
    code,
    message: 'x',
  });

  it.each<[string, ReturnType<typeof failure>, 'query' | 'mutation', number, boolean]>([
    ['a query with no answer, first failure', failure(0, 'generic_retry'), 'query', 1, true],
    ['a query with a 500', failure(500, 'server_error'), 'query', 1, true],
    ['a query with a 599', failure(599, 'server_error'), 'query', 1, true],
    ['a query with a 499', failure(499, 'bad_request'), 'query', 1, false],
    ['a query that could not be sent', failure(0, 'bad_request'), 'query', 1, false],
    ['a query after its one retry', failure(500, 'server_error'), 'query', 2, false],
    ['a mutation with a 500', failure(500, 'server_error'), 'mutation', 1, false],
  ])('%s → %s', (_case, error, kind, attempt, retry) => {
    expect(shouldRetry(error, kind, attempt)).toBe(retry);
  });
});

describe('isApiError', () => {
  it.each<[unknown, boolean]>([
    [{ status: 404, message: 'Data tidak ditemukan', code: 'not_found' }, true],
    [{ status: 'FETCH_ERROR', error: 'TypeError' }, false],
    [{ status: 404, message: 'x' }, false],
    [null, false],
    ['Bad request', false],
  ])('%j → %s', (value, expected) => {
    expect(isApiError(value)).toBe(expected);
  });
});
