import type { EndpointId } from '@storefront/contract';
import { handlerFor } from '@storefront/api/testing';
import { HttpResponse } from 'msw';
import { mockServer } from '../../../testing/mock-server';

/**
 * Answers an entry with `data` (one answer per call when several are given, the last one
 * repeating) and records each request's JSON body, path parameters and query.
 */
export function recordRequests(id: EndpointId, ...answers: readonly unknown[]) {
  const bodies: unknown[] = [];
  const params: Record<string, unknown>[] = [];
  const queries: Record<string, string>[] = [];
  mockServer.use(
    handlerFor(id, async ({ request, params: pathParams }) => {
      const text = await request.text();
      bodies.push(text === '' ? null : JSON.parse(text));
      params.push({ ...pathParams });
      const query = Object.fromEntries(new URL(request.url).searchParams);
      delete query['langcode'];
      queries.push(query);
      const data = answers[Math.min(bodies.length - 1, answers.length - 1)];
      return HttpResponse.json({ status: 200, message: 'OK', data });
    }),
  );
  return { bodies, params, queries };
}
