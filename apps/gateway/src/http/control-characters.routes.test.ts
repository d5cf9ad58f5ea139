import type { EndpointDefinition } from '@storefront/contract';
import { CONTRACT } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../testing/fixtures';
import { multipartBody } from '../testing/sample-files';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

/** A value with a NUL in the middle: PostgreSQL refuses it in text ("invalid byte sequence"). */
const NUL = 'a\u0000b';

interface Probe {
  readonly endpoint: EndpointDefinition;
  /** Where the NUL goes: 'params.x', 'query.x' or 'body.x'. */
  readonly where: string;
  readonly field: string;
}

function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** One probe per path segment, query key and top-level body key of every contract entry. */
function probes(): Probe[] {
  const all: Probe[] = [];
  for (const endpoint of CONTRACT as readonly EndpointDefinition[]) {
    for (const key of shapeKeys(endpoint.params))
      all.push({ endpoint, where: `params.${key}`, field: key });
    for (const key of shapeKeys(endpoint.query))
      all.push({ endpoint, where: `query.${key}`, field: key });
    for (const key of shapeKeys(endpoint.body))
      all.push({ endpoint, where: `body.${key}`, field: key });
  }
  return all;
}

// Every string the contract accepts — path segment, query value, JSON or multipart text field —
// with a NUL in it is the field's 400, never a 500 from the database (issue 12 §2, decision 225).
describe.each(TEST_DATABASE_KINDS)('control characters at the contract edge on %s', (kind) => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = { public: {} };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    });
    // A diamond customer: the logo upload's level check passes and the text field is judged.
    auth['customer'] = await customerAuth(t, await createCustomer(t, { totalOrder: 10 ** 12 }));
    auth['staff'] = await staffAuth(t, await createStaff(t));
  });
  afterAll(() => t.close());

  async function send(probe: Probe) {
    const { endpoint } = probe;
    const params = Object.fromEntries(shapeKeys(endpoint.params).map((key) => [key, 'x1']));
    const query: Record<string, string> = {};
    const body: Record<string, unknown> = {};
    const [part, key] = probe.where.split('.') as [string, string];
    if (part === 'params') params[key] = NUL;
    if (part === 'query') query[key] = NUL;
    if (part === 'body') body[key] = NUL;
    const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? ''),
    );
    const search = new URLSearchParams({ langcode: 'en', ...query }).toString();
    const headers = { ...auth[endpoint.auth] };
    if (endpoint.bodyKind === 'multipart') {
      const multipart = multipartBody(
        Object.entries(body).map(([name, value]) => ({ name, value: String(value) })),
      );
      return t.call({
        method: endpoint.method,
        url: `${path}?${search}`,
        payload: multipart.payload,
        headers: { ...headers, ...multipart.headers },
      });
    }
    return t.call({
      method: endpoint.method,
      url: `${path}?${search}`,
      ...(endpoint.method === 'GET' ? {} : { payload: body }),
      headers,
    });
  }

  it('walks every entry of the contract', () => {
    expect(probes().length).toBeGreaterThan(100);
  });

  it('answers 400 naming the field for a NUL in any path segment, query value or body field', async () => {
    const failures: string[] = [];
    for (const probe of probes()) {
      const answer = await send(probe);
      const fields = (answer.body?.data?.fields ?? {}) as Record<string, string>;
      if (answer.status !== 400 || !fields[probe.field]) {
        failures.push(
          `${probe.endpoint.method} ${probe.endpoint.path} ${probe.where}: ${answer.status} ${JSON.stringify(answer.body?.data)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it.each([
    '/oci/product-request/a%00b/image',
    '/oci/orders/inquiry/a%00b/logos/x1',
    '/oci/orders/refund/x1/photos/a%1Bb',
  ])('refuses a control character in a private file path too: %s', async (url) => {
    const answer = await t.call({ method: 'GET', url, headers: auth['customer'] });
    expect(answer.status).toBe(400);
    expect(Object.values(answer.body.data.fields)).toEqual(['field.invalid']);
  });

  it('keeps tabs and line breaks, which people type into notes', async () => {
    const answer = await t.call({
      method: 'POST',
      url: '/oci/notes?langcode=en',
      payload: { content: 'lantai 2\n\tpintu kiri\r\n' },
      headers: auth['customer'],
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.content).toBe('lantai 2\n\tpintu kiri');
  });
});
