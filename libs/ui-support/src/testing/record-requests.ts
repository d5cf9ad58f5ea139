import type { EndpointId } from '@storefront/contract';
import { handlerFor } from '@storefront/api/testing';
import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';

/** The part of an msw server a test adds handlers with (each app has its own server). */
export interface HandlerServer {
  use(...handlers: HttpHandler[]): void;
}

/** What a recorded entry was asked: each request's JSON body, path parameters and query. */
export interface RecordedRequests {
  readonly bodies: unknown[];
  readonly params: Record<string, unknown>[];
  /** The query of each request, without the `langcode` every request of libs/api carries. */
  readonly queries: Record<string, string>[];
}

/**
 * Answers an entry with `data` on `server` (one answer per call when several are given, the last
 * one repeating) and records what each request sent.
 */
export function recordRequestsOn(
  server: HandlerServer,
  id: EndpointId,
  ...answers: readonly unknown[]
): RecordedRequests {
  const bodies: unknown[] = [];
  const params: Record<string, unknown>[] = [];
  const queries: Record<string, string>[] = [];
  server.use(
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
