import { z } from 'zod';
import { readSessionIdentity, sessionIdentityClaims } from './session-identity';
import type { SessionIdentity } from './session-identity';

/**
 * The session identity on the wire (the sign-in answers), for the contract and the gateway. The
 * claims' rules are the plain functions of session-identity.ts, which the browser reads tokens
 * with (no zod in its first render, decision 117): one source for both.
 *
 * A codec, not a transform: the gateway encodes its sign-in answers through this schema, and a
 * one-way transform cannot be encoded. Decoding reads '' as absent (older tokens); encoding keeps
 * the claims as they are, in order, and refuses an identity with a wrong claim.
 */
export const sessionIdentitySchema = z.codec(
  z.unknown(),
  z.custom<SessionIdentity>((value) => sessionIdentityClaims(value) !== undefined, {
    error: 'Invalid session identity',
  }),
  {
    decode: (payload, ctx) => {
      const identity = readSessionIdentity(payload);
      if (identity) return identity;
      ctx.issues.push({ code: 'custom', message: 'Invalid session identity', input: payload });
      return z.NEVER;
    },
    encode: (identity) => sessionIdentityClaims(identity) ?? identity,
  },
);
