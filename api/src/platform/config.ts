import path from 'node:path';

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
  lockAfterFailures: number;
  lockMinutes: number;
  loginRateLimit: { max: number; windowMs: number };
  logLevel: string;
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
    loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT ?? 30), windowMs: 60_000 },
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
