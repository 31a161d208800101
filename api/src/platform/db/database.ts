import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { migrations } from '../../../migrations/index.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { prepareMarkedStatements } from './prepared.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

const PG_DATE = 1082;
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

// Dates stay `YYYY-MM-DD` strings (no time zone shifts); counts and amounts become numbers.
pg.types.setTypeParser(PG_DATE, (v) => v);
pg.types.setTypeParser(PG_INT8, (v) => Number(v));
pg.types.setTypeParser(PG_NUMERIC, (v) => Number(v));

export interface OpenOptions {
  databaseUrl?: string;
  /** Embedded database folder; omitted means in memory. */
  dataDir?: string;
  /** A dumped embedded database to start from (tests). */
  loadDataDir?: Blob;
}

/**
 * Channels whose notifications (LISTEN/NOTIFY) this process hears on its own connections: every pooled connection
 * listens, so a notification raised by this process's own write has arrived before that write's commit returns.
 * The embedded database is one session, so the same holds there.
 */
export const CHANNELS = ['principal_changed'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Notifications heard on a database's own connections, and the server to open a dedicated listener on. */
export interface ChangeFeed {
  subscribe(listener: (channel: Channel, payload: string) => void): () => void;
  /** PostgreSQL's address, for a dedicated listening connection; absent for the embedded database */
  databaseUrl?: string;
}
const feeds = new WeakMap<Kysely<any>, ChangeFeed>();

export function changeFeedOf(db: Kysely<any>): ChangeFeed | undefined {
  return feeds.get(db);
}

/** What a database runs on: the embedded instance, or a PostgreSQL address (for the job queue's own connections). */
export type DatabaseEngine = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; databaseUrl: string };
const engines = new WeakMap<Kysely<any>, DatabaseEngine>();

export function engineOf(db: Kysely<any>): DatabaseEngine | undefined {
  return engines.get(db);
}

function createFeed(databaseUrl?: string): ChangeFeed & { emit(channel: string, payload: string): void } {
  const listeners = new Set<(channel: Channel, payload: string) => void>();
  return {
    databaseUrl,
    subscribe(listener) { listeners.add(listener); return () => { listeners.delete(listener); }; },
    emit(channel, payload) {
      if (!(CHANNELS as readonly string[]).includes(channel)) return;
      for (const listener of listeners) listener(channel as Channel, payload);
    },
  };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, admin) is dropped from the pool and logged;
    // without a listener it would be an uncaught exception that ends the process.
    pool.on('error', (err) => console.warn(`database: idle connection closed: ${err.message}`));
    const feed = createFeed(options.databaseUrl);
    pool.on('connect', (client) => {
      client.on('notification', (n) => feed.emit(n.channel, n.payload ?? ''));
      prepareMarkedStatements(client);
    });
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({
        pool,
        // Before the connection serves its first query.
        onCreateConnection: async (connection) => {
          for (const channel of CHANNELS) await connection.executeQuery(CompiledQuery.raw(`listen ${channel}`));
        },
      }),
    });
    feeds.set(db, feed);
    engines.set(db, { kind: 'postgres', databaseUrl: options.databaseUrl });
    return db;
  }
  const pglite = await openPGlite(options);
  const feed = createFeed();
  for (const channel of CHANNELS) await pglite.listen(channel, (payload) => feed.emit(channel, payload));
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  feeds.set(db, feed);
  engines.set(db, { kind: 'pglite', pglite });
  return db;
}

export async function openPGlite(options: OpenOptions): Promise<PGlite> {
  const parsers = { [PG_DATE]: (v: string) => v, [PG_INT8]: (v: string) => Number(v), [PG_NUMERIC]: (v: string) => Number(v) };
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, parsers });
  return pglite;
}

const provider: MigrationProvider = { getMigrations: async (): Promise<Record<string, Migration>> => migrations };

/** Applies pending migrations; fails loudly so a broken schema never serves requests. */
export async function migrate(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
