import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Who is calling a route. bindEndpoint's auth guard has already refused every caller the contract
 * entry does not allow; these read the identity and keep a wrongly bound route from ever acting
 * for nobody.
 */

/** The signed-in customer of a `customer` route. */
export function customerId(request: FastifyRequest): string {
  if (request.auth?.typ !== 'customer') throw new AppError('unauthorized');
  return request.auth.sub;
}

/** The signed-in staff member of a `staff` route; anyone else is told the route does not exist. */
export function staffId(request: FastifyRequest): string {
  if (request.auth?.typ !== 'staff') throw new AppError('not_found');
  return request.auth.sub;
}
