import type { EndpointId } from '@storefront/contract';
import { handlerFor } from '@storefront/api/testing';
import { HttpResponse } from 'msw';
import { mockServer } from '../../../testing/mock-server';

/**
 * Answers an entry with `data` (one answer per call when an array of answers is given, the last
 * one repeating) and records each request's JSON body and path parameters.
 */
export function recordRequests(
  id: EndpointId,
  ...answers: readonly unknown[]
): { readonly bodies: unknown[]; readonly params: Record<string, unknown>[] } {
  const bodies: unknown[] = [];
  const params: Record<string, unknown>[] = [];
  mockServer.use(
    handlerFor(id, async ({ request, params: pathParams }) => {
      const text = await request.text();
      bodies.push(text === '' ? null : JSON.parse(text));
      params.push({ ...pathParams });
      const data = answers[Math.min(bodies.length - 1, answers.length - 1)];
      return HttpResponse.json({ status: 200, message: 'OK', data });
    }),
  );
  return { bodies, params };
}
