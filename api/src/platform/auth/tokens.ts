import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Database } from '../db/database.ts';
import { unauthorized } from '../errors.ts';

export interface TokenClaims {
  /** account id */
  sub: string;
  employeeId: number | null;
  roles: string[];
  /** session version: bumped on password change or disable, so older tokens stop working */
  sv: number;
}

export interface TokenService {
  sign(claims: Omit<TokenClaims, 'sub'> & { accountId: number }): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<TokenClaims & { exp: number }>;
}

const ISSUER = 'pontual';

/**
 * HS256 tokens. The secret is `JWT_SECRET`, or one generated on first start and kept in the database,
 * so every replica of the API signs and verifies with the same key.
 */
export async function createTokenService(db: Database, ttlSeconds: number, configured?: string): Promise<TokenService> {
  const secret = new TextEncoder().encode(configured ?? (await storedSecret(db)));
  return {
    async sign({ accountId, ...claims }) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(accountId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
        return payload as unknown as TokenClaims & { exp: number };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw unauthorized('Your session has expired', 'TOKEN_EXPIRED');
        throw unauthorized('The token is not valid', 'TOKEN_INVALID');
      }
    },
  };
}

async function storedSecret(db: Database): Promise<string> {
  await db.insertInto('app_secrets').values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflict((c) => c.column('name').doNothing()).execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow();
  return row.value;
}
