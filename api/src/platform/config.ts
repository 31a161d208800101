import path from 'node:path';
import { commaList } from '../../../domain/settings.ts';

/** Configuration from the environment (DESIGN.md §1); every variable is optional. */
export interface Config {
  apiPort: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Public address of the web app, used in mailed links. */
  publicUrl: string;
  seedDemo: boolean;
  /** HS256 secret; when unset one is generated once and kept in the database. */
  jwtSecret?: string;
  tokenTtlSeconds: number;
  /** Sign-in failures of one identifier from one client address, within `lockMinutes`, that lock that pair. */
  lockAfterFailures: number;
  /** The first lock of an (identifier, client) pair; each repeat doubles it up to `lockMaxMinutes`. */
  lockMinutes: number;
  lockMaxMinutes: number;
  /**
   * Sign-in failures of one identifier from all clients, within `windowMinutes`, that lock it for `minutes`, doubling
   * with each lock up to `maxMinutes`; and `perDay` failures in 24 hours, that lock it for `maxMinutes`.
   */
  identifierLock: { afterFailures: number; windowMinutes: number; minutes: number; maxMinutes: number; perDay: number };
  /** Account recovery: lifetime of a link and code, and per-account caps independent of the client address. */
  recovery: {
    minutes: number;
    requestsPerHour: number;
    requestsPerDay: number;
    /** wrong attempts that void one code (its link keeps working) */
    codeAttempts: number;
    /** code attempts per account per day, over all its codes */
    codeAttemptsPerDay: number;
    /** code attempts per day over all accounts: bounds a guesser spreading over many accounts */
    codeAttemptsPerDayAll: number;
  };
  loginRateLimit: { max: number; windowMs: number };
  logLevel: string;
  /**
   * Addresses (IPs, CIDRs, or proxy-addr's `loopback`/`linklocal`/`uniquelocal`) whose X-Forwarded-For is believed.
   * Default none: the client is the socket's peer. `npm start` trusts loopback, where its own gateway forwards from.
   */
  trustedProxies: string[];
  /** A Nominatim-compatible geocoder for the site address search; without it an offline gazetteer of cities answers. */
  geocoderUrl?: string;
  /** How long the address search waits for the geocoder before answering from the gazetteer. */
  geocoderTimeoutMs: number;
  /** SUPPORT_URL: an external support service the web app reads `weblang/{tenant}` from instead of this API. */
  supportUrl?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const apiPort = Number(env.API_PORT ?? 8080);
  return {
    apiPort,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Pontual <no-reply@pontual.local>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.GATEWAY_PORT ?? 4000}`,
    seedDemo: (env.SEED_DEMO ?? 'false') === 'true',
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: 24 * 3600,
    lockAfterFailures: 5,
    lockMinutes: 15,
    lockMaxMinutes: 60,
    identifierLock: { afterFailures: 20, windowMinutes: 15, minutes: 15, maxMinutes: 24 * 60, perDay: 200 },
    recovery: { minutes: 15, requestsPerHour: 5, requestsPerDay: 10, codeAttempts: 5, codeAttemptsPerDay: 10, codeAttemptsPerDayAll: 200 },
    loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT ?? 30), windowMs: 60_000 },
    logLevel: env.LOG_LEVEL ?? 'info',
    trustedProxies: commaList(env.TRUSTED_PROXIES),
    geocoderUrl: env.GEOCODER_URL || undefined,
    geocoderTimeoutMs: 3000,
    supportUrl: env.SUPPORT_URL?.replace(/\/+$/, '') || undefined,
  };
}
