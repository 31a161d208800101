import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { migrate, openDatabase, openPGlite, type Database } from '../../api/src/platform/db/database.ts';
import { PGliteDialect } from '../../api/src/platform/db/pglite-dialect.ts';
import { syncReferenceData } from '../../api/src/platform/db/reference-data.ts';
import type { DB } from '../../api/src/platform/db/schema.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Changes whenever the schema or the reference data would: migrations and domain/. */
function schemaHash(): string {
  const hash = createHash('sha256');
  for (const dir of ['api/migrations', 'domain', 'api/src/platform/db']) {
    for (const file of (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]).sort()) {
      const full = path.join(root, dir, file);
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export interface TestDatabase { db: Database; close(): Promise<void> }

/**
 * A fresh, migrated database for one test file. Initialising PGlite and migrating take seconds, so a
 * template is built once per schema and loaded per file; on PostgreSQL (`DATABASE_URL`) each file gets
 * its own database cloned from a template database.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  return process.env.DATABASE_URL ? createPostgresDatabase(process.env.DATABASE_URL) : createPGliteDatabase();
}

async function createPGliteDatabase(): Promise<TestDatabase> {
  const file = path.join(os.tmpdir(), `pontual-template-${schemaHash()}.tar.gz`);
  if (!fs.existsSync(file)) {
    const pglite = await openPGlite({});
    const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
    await migrate(db);
    await syncReferenceData(db);
    const dump = await pglite.dumpDataDir('gzip');
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
    await db.destroy();
  }
  const db = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  return { db, close: () => db.destroy() };
}

async function createPostgresDatabase(url: string): Promise<TestDatabase> {
  const template = `pontual_tpl_${schemaHash()}`;
  const name = `pontual_t_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(424242)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!exists.rowCount) {
      await admin.query(`create database ${template}`);
      const tdb = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: withDatabase(url, template), max: 1 }) }) });
      await migrate(tdb);
      await syncReferenceData(tdb);
      await tdb.destroy();
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock(424242)');
    await admin.end();
  }
  const db = await openDatabase({ databaseUrl: withDatabase(url, name) });
  return {
    db,
    async close() {
      await db.destroy();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
