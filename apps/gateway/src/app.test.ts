import { CONTRACT_BY_ID } from '@storefront/contract';
import { messageFor } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindEndpoint } from './http/bind-endpoint';
import { AppError } from './http/app-error';
import { REQUEST_HEADERS } from './http/request-headers';
import type { TestApp } from './testing/test-app';
import { createTestApp } from './testing/test-app';
import { TEST_DATABASE_KINDS } from './testing/test-database';

// The platform on its own: the envelope, languages, auth guard, validation and rate limits, with
// routes bound here from real contract entries and handlers made for the test.
describe.each(TEST_DATABASE_KINDS)('gateway platform on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { RATE_LIMIT_PER_MINUTE: '50', AUTH_RATE_LIMIT_PER_MINUTE: '3' },
      deps: {
        modules: async (app) => {
          bindEndpoint(app, CONTRACT_BY_ID.getSiteContent, async () => {
            throw new Error('database password is hunter2');
          });
          bindEndpoint(app, CONTRACT_BY_ID.listNotes, async () => {
            throw new AppError('order_not_found');
          });
          bindEndpoint(
            app,
            CONTRACT_BY_ID.createNote,
            async ({ input }) => ({
              id: '1',
              content: input.body.content,
              created_at: new Date(0).toISOString(),
              updated_at: new Date(0).toISOString(),
            }),
            { successStatus: 201 },
          );
          bindEndpoint(app, CONTRACT_BY_ID.sendPasswordReset, async () => null);
          bindEndpoint(app, CONTRACT_BY_ID.getCurrency, async () => {
            // What AppError's types refuse to compile: a text's value left out.
            throw new AppError('quantity_below_minimum', {} as { minimum: number });
          });
          bindEndpoint(
            app,
            CONTRACT_BY_ID.requestOtp,
            async () => {
              throw new AppError('otp_invalid');
            },
            { strictRateLimit: true },
          );
        },
      },
    });
  });
  afterAll(() => t.close());

  it('answers an unknown route with the envelope, in the language asked', async () => {
    const english = await t.call({ method: 'GET', url: '/nope?langcode=en' });
    expect(english.status).toBe(404);
    expect(english.body).toEqual({
      status: 404,
      message: 'Data not found',
      data: { code: 'not_found' },
    });
    const indonesian = await t.call({
      method: 'GET',
      url: '/nope',
      headers: { 'x-language-code': 'id' },
    });
    expect(indonesian.body.message).toBe('Data tidak ditemukan');
  });

  it('falls back to the market default language (id for Indonesia)', async () => {
    const answer = await t.call({ method: 'GET', url: '/nope' });
    expect(answer.body.message).toBe('Data tidak ditemukan');
  });

  it('never shows a crash to the client: 500 with the catalogue text only', async () => {
    const answer = await t.call({ method: 'GET', url: '/oci/cms/seo?langcode=en' });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      status: 500,
      message: 'An error occurred please try again',
      data: { code: 'server_error' },
    });
    expect(answer.response.body).not.toContain('hunter2');
    expect(answer.response.body).not.toContain('at ');
    expect(answer.response.headers['x-request-id']).toBeTruthy();
  });

  it('never sends a text with a value left out: the status text instead', async () => {
    const answer = await t.call({ method: 'GET', url: '/oci/get-currency?id=id&langcode=id' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      status: 422,
      message: messageFor('bad_request', 'id'),
      data: { code: 'quantity_below_minimum' },
    });
    expect(answer.response.body).not.toMatch(/\{\w+\}/);
  });

  it('asks for a login on a customer route without a valid token', async () => {
    for (const authorization of [undefined, 'Bearer nonsense', 'Basic abc']) {
      const answer = await t.call({
        method: 'GET',
        url: '/oci/notes?langcode=id',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        status: 401,
        message: 'Silahkan login',
        data: { code: 'unauthorized' },
      });
    }
  });

  it('refuses a token signed with another key or for another market', async () => {
    const { TokenService } = await import('./security/tokens');
    const forged = await new TokenService('another-secret-of-enough-length', 1, 'id').sign({
      id: '00000000-0000-4000-8000-000000000000',
      typ: 'customer',
      ver: 0,
    });
    const otherMarket = await new TokenService(t.config.jwtSecret, 1, 'th').sign({
      id: '00000000-0000-4000-8000-000000000000',
      typ: 'customer',
      ver: 0,
    });
    for (const { token } of [forged, otherMarket]) {
      const answer = await t.call({
        method: 'GET',
        url: '/oci/notes',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(401);
    }
  });

  it('validates a body against the contract: 400 with field-error ids', async () => {
    const answer = await t.call({
      method: 'POST',
      url: '/auth/otp?langcode=en',
      payload: { email: 'not an email' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.code).toBe('validation_failed');
    expect(
      Object.values(answer.body.data.fields).every((id) => String(id).startsWith('field.')),
    ).toBe(true);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const answer = await t.call({
      method: 'POST',
      url: '/auth/otp?langcode=en',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, data: { code: 'bad_request' } });
  });

  // The storefront says JSON on every call (SPEC §7), also on a DELETE or POST that carries nothing.
  it('takes a JSON call with an empty body as a call without one', async () => {
    const bodiless = await t.call({
      method: 'POST',
      url: '/v1/auth/send/budi%40example.co.id/reset-password?langcode=en',
      headers: { 'content-type': 'application/json' },
    });
    expect(bodiless.status).toBe(200);
    // An entry that needs a body still gets the contract's field errors, not a parser's refusal.
    const needsBody = await t.call({
      method: 'POST',
      url: '/auth/otp?langcode=en',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(needsBody.status).toBe(400);
    expect(needsBody.body.data.code).toBe('validation_failed');
  });

  it('answers a malformed URL with a 400 envelope, not the framework’s own body', async () => {
    const answer = await t.call({
      method: 'GET',
      url: '/oci/cms/seo/%E0%A4%A',
      headers: { [REQUEST_HEADERS.languageCode]: 'en' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: 400,
      message: messageFor('bad_request', 'en'),
      data: { code: 'bad_request' },
    });
  });

  it('cuts a caller off at the strict limit on one-time-code calls with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await t.call({
        method: 'POST',
        url: '/auth/otp?langcode=en',
        payload: { email: 'budi@example.co.id' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body.data).toEqual({ code: 'too_many_requests' });
      }
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });
});
