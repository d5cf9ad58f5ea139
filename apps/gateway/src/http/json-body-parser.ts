import type { FastifyInstance } from 'fastify';

/**
 * The storefront sends `content-type: application/json` on every call (SPEC §7), also on a
 * DELETE or PUT that carries nothing (removing a cart product, canceling a submission, ending the
 * first-time flow). Fastify's own JSON parser refuses such an empty body with a 400, so every one
 * of those calls failed from a browser. Here an empty body is no body, and the contract's schema
 * decides as for any request; a non-empty body still goes through Fastify's parser, with its
 * prototype-poisoning guards.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request, body: string, done) => {
      if (body === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, body, done);
    },
  );
}
