import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RoleName } from '../../domain/index.ts';
import { buildApp } from '../../api/src/app.ts';
import type { Config } from '../../api/src/platform/config.ts';
import type { Database } from '../../api/src/platform/db/database.ts';
import { createAccount, PASSWORD, type AccountOptions } from './factories.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  clock: { offsetMs: number };
  /** signs in (through the API) and returns the bearer token */
  login(identifier: string, password?: string): Promise<string>;
  /** creates an account with the roles and signs it in */
  signedIn(roles: RoleName[], options?: AccountOptions): Promise<{ token: string; accountId: number; employeeId: number | null }>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real API in-process on a fresh database; `clock.offsetMs` moves its time. */
export async function startTestApp(config: Partial<Config> = {}): Promise<TestApp> {
  const { db, close } = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-test-'));
  const clock = { offsetMs: 0 };
  const app = await buildApp({
    db,
    config: { dataDir, jwtSecret: undefined, loginRateLimit: { max: 1000, windowMs: 60_000 }, ...config },
    now: () => new Date(Date.now() + clock.offsetMs),
  });
  await app.ready();
  const testApp: TestApp = {
    app, db, dataDir, clock,
    request: ({ token, headers, ...options }) =>
      app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    async login(identifier, password = PASSWORD) {
      const field = identifier.includes('@') ? 'username' : 'employeeCode';
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { [field]: identifier, password } });
      if (res.statusCode !== 200) throw new Error(`login ${identifier} failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    async signedIn(roles, options = {}) {
      const account = await createAccount(db, { ...options, roles });
      return { token: await testApp.login(account.username ?? account.employee_code!, options.password), accountId: account.id, employeeId: account.employee_id };
    },
    async close() {
      await app.close();
      await close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
