import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import type { Database } from '../db/database.ts';
import { unauthorized } from '../errors.ts';
import { PlatformErrors } from '../platform.errors.ts';

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
/** How far apart the clocks of two replicas may be. */
const CLOCK_SKEW_SECONDS = 60;

const invalid = () => unauthorized('The token is not valid', PlatformErrors.TOKEN_INVALID);
const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= 2_147_483_647;

/**
 * Even a correctly signed token is checked claim by claim, so a token minted with a leaked secret or by an older
 * release cannot reach the database with nonsense: a decimal account id, a lifetime no longer than ours, and the
 * types the API relies on.
 */
function validClaims(p: JWTPayload, ttlSeconds: number): TokenClaims & { exp: number } {
  const sub = typeof p.sub === 'string' && /^[1-9]\d{0,9}$/.test(p.sub) ? Number(p.sub) : NaN;
  const ok = isId(sub)
    && typeof p.exp === 'number' && typeof p.iat === 'number' && p.exp - p.iat <= ttlSeconds + CLOCK_SKEW_SECONDS
    && (p.employeeId === null || isId(p.employeeId))
    && Array.isArray(p.roles) && p.roles.every((r) => typeof r === 'string')
    && Number.isSafeInteger(p.sv);
  if (!ok) throw invalid();
  return p as unknown as TokenClaims & { exp: number };
}

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
      let payload: JWTPayload;
      try {
        // exp and iat are required; iat may not be in the future, and no token outlives the lifetime we issue.
        ({ payload } = await jwtVerify(token, secret, {
          issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['sub', 'iat', 'exp'],
          maxTokenAge: ttlSeconds, clockTolerance: CLOCK_SKEW_SECONDS,
        }));
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw unauthorized('Your session has expired', PlatformErrors.TOKEN_EXPIRED);
        throw invalid();
      }
      return validClaims(payload, ttlSeconds);
    },
  };
}

async function storedSecret(db: Database): Promise<string> {
  await db.insertInto('app_secrets').values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflict((c) => c.column('name').doNothing()).execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow();
  return row.value;
}
