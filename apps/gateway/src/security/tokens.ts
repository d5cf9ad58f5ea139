import type { SessionIdentity } from '@storefront/domain';
import { SignJWT, jwtVerify } from 'jose';

export type TokenSubject = 'customer' | 'staff';

/** What a verified bearer token says: who, which kind of account, and its token version. */
export interface TokenClaims {
  readonly sub: string;
  readonly typ: TokenSubject;
  /** Must equal the account's token_version: a password change or deletion revokes older tokens. */
  readonly ver: number;
  readonly exp: number;
}

const ISSUER = 'storefront-gateway';

/**
 * Signs and verifies session tokens (HS256 JWT). A customer token also carries the session
 * identity of SPEC §3, which the storefront decodes to render without a round trip.
 */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlHours: number,
    private readonly audience: string,
    /** The app's clock: expiry is judged on the same clock that signed the token. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(
    subject: { id: string; typ: TokenSubject; ver: number },
    identity: SessionIdentity | Record<string, unknown> = {},
    now: Date = new Date(),
  ): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((issuedAt + this.ttlHours * 3600) * 1000);
    const token = await new SignJWT({ ...identity, typ: subject.typ, ver: subject.ver })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.id)
      .setIssuer(ISSUER)
      .setAudience(this.audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid token, or null for anything forged, expired or for another market. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: this.audience,
        currentDate: this.now(),
      });
      const { sub, typ, ver, exp } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || (typ !== 'customer' && typ !== 'staff')) return null;
      if (typeof ver !== 'number' || typeof exp !== 'number') return null;
      return { sub, typ, ver, exp };
    } catch {
      return null;
    }
  }
}
