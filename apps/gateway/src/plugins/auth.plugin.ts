import type { AuthKind } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { customers, staffMembers } from '../db/schema';
import { AppError } from '../http/app-error';
import type { TokenClaims, TokenService } from '../security/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified bearer token, or null for a guest (set before rate limiting keys on it). */
    auth: TokenClaims | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The account behind a token still exists and has not revoked it (password change, deletion). */
async function isCurrent(db: Database, claims: TokenClaims): Promise<boolean> {
  if (claims.typ === 'customer') {
    const [row] = await db
      .select({ ver: customers.tokenVersion, deletedAt: customers.deletedAt })
      .from(customers)
      .where(eq(customers.id, claims.sub));
    return row !== undefined && row.deletedAt === null && row.ver === claims.ver;
  }
  const [row] = await db
    .select({ ver: staffMembers.tokenVersion })
    .from(staffMembers)
    .where(eq(staffMembers.id, claims.sub));
  return row !== undefined && row.ver === claims.ver;
}

/**
 * Reads the bearer token on every request (a public call may still personalise its answer), and
 * gives each route a guard for its contract `auth` kind: 401 'Silahkan login' without a valid
 * customer token; staff routes answer 404 to customers, so their existence is not advertised.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { tokens: TokenService; db: Database }) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      request.auth = token ? await options.tokens.verify(token) : null;
    });
    app.decorate('requireAuth', (kind: AuthKind) => async (request: FastifyRequest) => {
      if (kind === 'public') return;
      const claims = request.auth;
      if (!claims || !(await isCurrent(options.db, claims))) {
        request.auth = null;
        throw new AppError('unauthorized');
      }
      if (claims.typ !== kind) {
        throw new AppError(kind === 'staff' ? 'not_found' : 'unauthorized');
      }
    });
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    requireAuth(kind: AuthKind): (request: FastifyRequest) => Promise<void>;
  }
}
